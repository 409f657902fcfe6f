import type { Language } from "@trms/shared";
import { expect } from "vitest";
import { page } from "vitest/browser";
import { api, type Dialog, openedBy, WAIT, waitForSelector } from "./screens";

// The dialogs, ready marks and ids the role files share; the ids come from the recorded replies as
// they came from the demo seed.

/** The My tasks panel of the pilot area's SIM list with its tasks loaded (the demo has some for each). */
export const myTasksLoaded = () => page.getByTestId("my-tasks").getByRole("link").first();
/** The pilot's training file with its records loaded: a row's link to its record. */
export const trainingFileLoaded = async () =>
  (await waitForSelector('section[aria-labelledby="training-file-title"]')).getByRole("link").first();

export const filterDrawer = openedBy("filter drawer", { vi: "Bộ lọc", en: "Filters" });
export const changePassword = openedBy("change password", { vi: "Đổi mật khẩu", en: "Change password" });
export const confirmDelete = openedBy("confirm dialog", { vi: "Xóa", en: "Delete" });
/** The delete confirmation of the first row of the SIM slot list. */
export const deleteSlot: Dialog = {
  name: "delete confirmation",
  open: async (lang) => {
    const label = { vi: /^Xóa ca/, en: /^Delete slot/ }[lang];
    await page.getByRole("button", { name: label }).first().click();
    return page.getByRole("dialog");
  },
};
/** The folder file list of a training document, opened from the list's files button. */
export const documentFiles: Dialog = {
  name: "document files",
  open: async () => {
    await page
      .getByRole("button", { name: /^(Open the|Mở) \d+/ })
      .first()
      .click();
    return page.getByRole("dialog");
  },
};
/** A dialog of the first line training's row menu (its submission history, its status change). */
const lineTrainingMenu = (name: string, item: Record<Language, string>): Dialog => ({
  name,
  open: async (lang) => {
    await page
      .getByRole("button", { name: /^(Actions for|Thao tác cho)/ })
      .first()
      .click();
    await page.getByRole("menuitem", { name: item[lang] }).click();
    return page.getByRole("dialog");
  },
});
export const lineTrainingSubmissions = lineTrainingMenu("submission history", {
  en: "Submission list",
  vi: "Danh sách nộp",
});
export const lineTrainingStatus = lineTrainingMenu("change status", {
  en: "Change status",
  vi: "Đổi trạng thái",
});
export const accountMenu: Dialog = {
  name: "account menu",
  open: async (lang) => {
    const label = { vi: "Menu tài khoản", en: "Account menu" }[lang];
    await page.getByRole("button", { name: label }).click();
    return page.getByRole("menu");
  },
};

/** Opens a detail screen's audit trail panel and waits for its entries. */
export async function openAuditTrail(lang: Language): Promise<void> {
  const title = { vi: "Lịch sử thay đổi", en: "Audit trail" }[lang];
  const panel = page.getByTestId("audit-trail");
  await panel.getByRole("button", { name: title }).click();
  await expect.element(panel.getByRole("list", { name: title }), WAIT).toBeVisible();
}

/** A form after Save (or another submit button) on empty fields: every message shown. */
export function submittedEmpty(button: Record<Language, string>) {
  return async (lang: Language) => {
    await page.getByRole("button", { name: button[lang], exact: true }).click();
    await expect.poll(() => document.querySelector('[aria-invalid="true"]'), WAIT).toBeTruthy();
  };
}

export async function pilotIdOf(crewCode: string): Promise<number> {
  const { pilots } = await api<{ pilots: { id: number; crew_code: string }[] }>("pilot/sort_pilot", {
    page_number: 1,
    page_count: 5,
    keyword: crewCode,
  });
  const pilot = pilots.find((row) => row.crew_code === crewCode);
  if (!pilot) throw new Error(`no pilot ${crewCode}`);
  return pilot.id;
}

export async function firstTrainingFlightOf(pilotId: number): Promise<number> {
  const { training_flights } = await api<{ training_flights: { id: number }[] }>(
    "flt_training/search_training_flight",
    { pilot_id: pilotId, page_number: 1, page_count: 1 },
  );
  const flight = training_flights[0];
  if (!flight) throw new Error(`no training flight of pilot ${pilotId}`);
  return flight.id;
}

/** The ids of a pilot's newest base training, theory test and progress theory report (demo seed). */
export async function recordIdsOf(pilotId: number) {
  const page1 = { pilot_id: pilotId, page_number: 1, page_count: 1 };
  const first = async (call: string, key: string) => {
    const reply = await api<Record<string, { id: number }[]>>(`flt_training/${call}`, page1);
    const id = reply[key]?.[0]?.id;
    if (!id) throw new Error(`no ${key} of pilot ${pilotId}`);
    return id;
  };
  return {
    baseTraining: await first("base_training_list", "base_trainings"),
    theoryTest: await first("get_theory_test_by_pilot", "theory_tests"),
    progressTheory: await first("get_progress_theory_report_by_pilot", "progress_theory_reports"),
  };
}

export async function firstDocumentId(): Promise<number> {
  const { documents } = await api<{ documents: { id: number }[] }>("training_document/sort_td", {
    page_count: 1,
  });
  const id = documents[0]?.id;
  if (!id) throw new Error("the demo seed has training documents");
  return id;
}

export async function firstLineCheckId(): Promise<number> {
  const { line_check_list } = await api<{ line_check_list: { id: number }[] }>(
    "linecheck/get_line_check_list",
    { page_count: 5 },
  );
  const id = line_check_list[0]?.id;
  if (!id) throw new Error("the demo seed has line checks");
  return id;
}

/** The newest event report (demo seed). */
export async function firstEventReport(): Promise<number> {
  const { event_reports } = await api<{ event_reports: { id: number }[] }>("event_report/report_searching", {
    page_number: 1,
    page_count: 1,
  });
  const report = event_reports[0];
  if (!report) throw new Error("no event report in the demo seed");
  return report.id;
}

export async function userIdOf(email: string): Promise<number> {
  const { users } = await api<{ users: { id: number; email: string }[] }>("auth/user/list", {
    page_number: 1,
    page_count: 5,
    keyword: email,
  });
  const user = users.find((row) => row.email === email);
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}
