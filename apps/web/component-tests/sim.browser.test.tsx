import type { Language } from "@trms/shared";
import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { confirmDelete, filterDrawer, myTasksLoaded } from "./screen-parts";
import {
  api,
  auditScreens,
  type Dialog,
  demo,
  firstRow,
  LANGUAGES,
  openedBy,
  recordedReplies,
  type Screen,
  signInAs,
  WAIT,
} from "./screens";

// The SIM screens of each role, in Vietnamese and in English, with their dialogs and menus open,
// have no axe-core violation of any impact (WCAG 2.x A/AA and axe's best practices).
const replies = recordedReplies("sim");

/** A SIM session on a day of its own for the SIM screens to show (P0001 and P0002, instructor I0001). */
async function simSessionId(lang: Language): Promise<number> {
  // One day per language: the recording makes both on one demo server.
  const day = { vi: "2045-03-14", en: "2045-03-15" }[lang];
  const { id } = await api<{ id: number }>("sim/create_sim", {
    first_pilot_crew_code: "P0001",
    second_pilot_crew_code: "P0002",
    sima_instructor_crew_code: "I0001",
    simb_instructor_crew_code: "I0001",
    sessiona_date_time: `${day}T08:00:00+07:00`,
    sessiona_place: "VN001",
    sessionb_date_time: `${day}T13:00:00+07:00`,
    sessionb_place: "VN026",
  });
  return id;
}

const simCalendar = openedBy("calendar", { vi: "Lịch", en: "Calendar" });
const simDelete: Dialog = {
  name: "delete confirmation",
  open: async (lang) => {
    const label = { vi: /^Xóa SIM lúc/, en: /^Delete the SIM of/ }[lang];
    await page.getByRole("button", { name: label }).first().click();
    return page.getByRole("dialog");
  },
};
/** The per-form actions menu of the first pilot cell of the SIM list. */
const simFormMenu: Dialog = {
  name: "form actions menu",
  open: async () => {
    await page
      .getByRole("button", { name: /^(Form actions for|Thao tác biểu mẫu của)/ })
      .first()
      .click();
    return page.getByRole("menu");
  },
};
/** The reset-status history, opened from a form's status chip. */
const simStatusHistory: Dialog = {
  name: "status history",
  open: async () => {
    await page
      .getByRole("button", { name: /(status history of|lịch sử trạng thái của)/ })
      .first()
      .click();
    return page.getByRole("dialog");
  },
};
const simChangeStatus = openedBy("change status", { vi: "Đổi trạng thái", en: "Change status" });
/** The stage upload dialog of a form's page (stage 1, open to the office in Initial). */
const simUploadStage = openedBy("upload stage 1", { vi: "Tải lên giai đoạn 1", en: "Upload stage 1" });

/** The create form after Save on empty fields: every message shown. */
const simCreateMissing = (lang: Language): Screen => ({
  name: "create SIM, fields missing",
  path: "/admin/sim/create",
  act: async () => {
    await page.getByRole("button", { name: { vi: "Lưu", en: "Save" }[lang], exact: true }).click();
    await expect.poll(() => document.querySelector('[aria-invalid="true"]'), WAIT).toBeTruthy();
  },
});

describe("as an admin", () => {
  for (const lang of LANGUAGES) {
    it(`admin SIM screens [${lang}]`, async () => {
      await signInAs(replies, demo.admin, lang);
      const simId = await simSessionId(lang);
      const session = await api<{ first_pilot: { form_id: number } }>("sim/get_sim_by_id", { id: simId });
      await auditScreens(lang, [
        {
          name: "SIM list",
          path: "/admin/sim",
          ready: firstRow,
          dialogs: [filterDrawer, simDelete, simFormMenu, simStatusHistory],
        },
        {
          name: "SIM form page",
          path: `/admin/sim/forms/${session.first_pilot.form_id}`,
          ready: () =>
            page
              .getByRole("list", { name: /^(History|Lịch sử)$/ })
              .or(page.getByText(/^(Nothing has happened|Biểu mẫu này chưa)/)),
          dialogs: [simUploadStage, simChangeStatus, simStatusHistory],
        },
        { name: "create SIM", path: "/admin/sim/create" },
        simCreateMissing(lang),
        { name: "create SIM from file", path: "/admin/sim/create-from-file" },
        { name: "SIM detail", path: `/admin/sim/detail/${simId}`, dialogs: [confirmDelete] },
      ]);
    });
  }
});

describe("as an instructor", () => {
  for (const lang of LANGUAGES) {
    it(`instructor SIM screens [${lang}]`, async () => {
      await signInAs(replies, demo.instructor, lang);
      await auditScreens(lang, [
        { name: "SIM list as instructor", path: "/pilot/sim/list", ready: firstRow, dialogs: [simCalendar] },
        { name: "SIM list as pilot", path: "/pilot/sim/list?tab=pilot" },
        { name: "My tasks of an instructor", path: "/pilot/sim/list", ready: myTasksLoaded },
      ]);
    });
  }
});

describe("as a pilot", () => {
  for (const lang of LANGUAGES) {
    it(`pilot SIM screens [${lang}]`, async () => {
      await signInAs(replies, demo.pilot, lang);
      await auditScreens(lang, [
        {
          name: "own SIM list",
          path: "/pilot/sim/list",
          ready: firstRow,
          dialogs: [filterDrawer, simCalendar],
        },
        { name: "My tasks of a pilot", path: "/pilot/sim/list", ready: myTasksLoaded },
      ]);
    });
  }
});
