import { expect, it } from "vitest";
import { page } from "vitest/browser";
import { answerWithMade } from "./recorded-replies";
import {
  accountMenu,
  changePassword,
  confirmDelete,
  deleteSlot,
  documentFiles,
  filterDrawer,
  firstDocumentId,
  firstEventReport,
  firstLineCheckId,
  firstTrainingFlightOf,
  lineTrainingStatus,
  lineTrainingSubmissions,
  openAuditTrail,
  pilotIdOf,
  recordIdsOf,
  submittedEmpty,
  trainingFileLoaded,
  userIdOf,
} from "./screen-parts";
import {
  api,
  auditScreens,
  demo,
  expectNoViolations,
  firstRow,
  LANGUAGES,
  mount,
  recordedReplies,
  signInAs,
  WAIT,
  waitForSelector,
} from "./screens";

// Every admin screen, in Vietnamese and in English, with its main dialogs open and its forms'
// messages shown, has no axe-core violation of any impact (WCAG 2.x A/AA and axe's best practices).
const replies = recordedReplies("admin");
const figure = () => page.getByRole("figure");

for (const lang of LANGUAGES) {
  it(`admin screens [${lang}]`, async () => {
    await signInAs(replies, demo.admin, lang);
    const pilotId = await pilotIdOf("P0001");
    const flightId = await firstTrainingFlightOf(pilotId);
    const records = await recordIdsOf(pilotId);
    const userId = await userIdOf(demo.staff);
    const eventReportId = await firstEventReport();
    const [slot] = await api<{ id: number }[]>("sim/get_sim_slots", { page_count: 1 });
    const documentId = await firstDocumentId();
    const lineCheckId = await firstLineCheckId();
    await auditScreens(lang, [
      { name: "event report list", path: "/admin/event_report", ready: firstRow },
      { name: "event report create", path: "/admin/event_report/create" },
      {
        name: "event report create, fields missing",
        path: "/admin/event_report/create",
        act: submittedEmpty({ vi: "Lưu", en: "Save" }),
      },
      { name: "event report detail", path: `/admin/event_report/detail/${eventReportId}` },
      { name: "event report statistics", path: "/admin/event_report/statistics", ready: figure },
      { name: "user list", path: "/admin/user", ready: firstRow, dialogs: [accountMenu] },
      { name: "user create", path: "/admin/user/create" },
      { name: "user detail", path: `/admin/user/detail/${userId}` },
      { name: "pilot list", path: "/admin/pilot", ready: firstRow, dialogs: [filterDrawer] },
      { name: "pilot create", path: "/admin/pilot/create" },
      { name: "pilot detail", path: `/admin/pilot/detail?id=${pilotId}`, dialogs: [changePassword] },
      {
        name: "pilot view with the training file",
        path: `/admin/pilot/detail?id=${pilotId}&mode=view`,
        ready: trainingFileLoaded,
      },
      { name: "TO LDG", path: "/admin/to_ldg", ready: firstRow },
      { name: "training flights, no pilot chosen", path: "/admin/fot/training-flight-list" },
      {
        name: "training flights of a pilot",
        path: `/admin/fot/training-flight-list?pilot_id=${pilotId}`,
        ready: firstRow,
        dialogs: [filterDrawer],
      },
      {
        name: "training flight detail",
        path: `/admin/training-flight/detail/${flightId}?mode=detail`,
        dialogs: [confirmDelete],
      },
      { name: "base trainings, no pilot chosen", path: "/admin/fot/base-training-list" },
      {
        name: "base trainings of a pilot",
        path: `/admin/fot/base-training-list?pilot_id=${pilotId}`,
        ready: firstRow,
      },
      {
        name: "base training detail",
        path: `/admin/fot/base-training-detail/${records.baseTraining}?mode=view`,
        dialogs: [confirmDelete],
      },
      {
        name: "theory tests of a pilot",
        path: `/admin/fot/theory-test?pilot_id=${pilotId}`,
        ready: firstRow,
      },
      {
        name: "theory test detail",
        path: `/admin/fot/theory-test-detail/${records.theoryTest}?mode=view`,
        dialogs: [confirmDelete],
      },
      {
        name: "progress theory of a pilot",
        path: `/admin/fot/progress-theory?pilot_id=${pilotId}`,
        ready: firstRow,
      },
      {
        name: "progress theory detail",
        path: `/admin/fot/progress-theory-detail/${records.progressTheory}?mode=view`,
      },
      { name: "FOT list", path: "/admin/fot", ready: firstRow },
      { name: "criteria report, no pilot chosen", path: "/admin/criteria-report" },
      {
        name: "criteria report of a pilot",
        path: `/admin/criteria-report?pilot_id=${pilotId}&criteria=4`,
        ready: figure,
      },
      { name: "SIM slots", path: "/admin/sim-slot", ready: firstRow, dialogs: [filterDrawer, deleteSlot] },
      { name: "SIM slot create", path: "/admin/sim-slot/create" },
      {
        name: "line training list",
        path: "/admin/line-training",
        ready: firstRow,
        dialogs: [filterDrawer, lineTrainingSubmissions, lineTrainingStatus],
      },
      { name: "line training create", path: "/admin/line-training/create" },
      { name: "SIM slot detail", path: `/admin/sim-slot/detail/${slot?.id}` },
      { name: "SIM schedule", path: "/admin/sim-schedule/list", ready: firstRow },
      {
        name: "SIM schedule upload, nothing chosen",
        path: "/admin/sim-schedule-upload",
        act: async () => {
          await page.getByRole("button", { name: /Upload SIM Schedule|Tải lên lịch SIM/ }).click();
          await expect.element(page.getByRole("alert")).toBeVisible();
        },
      },
      {
        name: "training documents",
        path: "/admin/training-document",
        ready: firstRow,
        dialogs: [filterDrawer, documentFiles],
      },
      { name: "training document create", path: "/admin/training-document/create" },
      {
        name: "training document detail",
        path: `/admin/training-document/detail/${documentId}`,
        dialogs: [confirmDelete],
      },
      { name: "line checks", path: "/admin/line-check", ready: firstRow, dialogs: [filterDrawer] },
      { name: "line check create", path: "/admin/line-check/create" },
      {
        name: "line check detail, audit trail open",
        path: `/admin/line-check/detail/${lineCheckId}`,
        act: openAuditTrail,
      },
      {
        name: "dashboard (ledger)",
        path: "/admin/dashboards",
        ready: () => waitForSelector('[data-validity="line_check"]'),
        dialogs: [filterDrawer],
      },
      { name: "audit trail", path: "/admin/audit", ready: firstRow, dialogs: [filterDrawer] },
      { name: "system", path: "/admin/system", ready: () => waitForSelector("#system-jobs") },
    ]);
  });
}

for (const lang of LANGUAGES) {
  it(`staff's pilot list [${lang}]`, async () => {
    await signInAs(replies, demo.staff, lang);
    await auditScreens(lang, [{ name: "pilot list as staff", path: "/admin/pilot", ready: firstRow }]);
  });
}

// The demo imports nothing: the training flight's reply is made, as a history import's record answers.
const IMPORTED = {
  en: {
    note: "Imported from history 2025.xlsx on 20/11/2026 09:30",
    open: "Open the import",
    history: "History",
    action: "Imported",
  },
  vi: {
    note: "Được nhập từ history 2025.xlsx lúc 20/11/2026 09:30",
    open: "Mở lần nhập",
    history: "Lịch sử",
    action: "Nhập dữ liệu lịch sử",
  },
};

for (const lang of LANGUAGES) {
  it(`an imported record's detail names its import, with a link to it [${lang}]`, async () => {
    await signInAs(replies, demo.admin, lang);
    const flightId = await firstTrainingFlightOf(await pilotIdOf("P0001"));
    await answerWithMade("training-flight-imported");
    try {
      mount(`/admin/training-flight/detail/${flightId}?mode=detail`);
      const text = IMPORTED[lang];
      await expect.element(page.getByRole("alert").filter({ hasText: text.note }), WAIT).toBeVisible();
      await expect
        .element(page.getByRole("link", { name: text.open }))
        .toHaveAttribute("href", "/admin/import?batch=7");
      // Its history names the import in words, not as the audit's action code.
      const history = page.getByRole("region", { name: text.history, exact: true });
      await expect.element(history.getByText(text.action, { exact: true })).toBeVisible();
      await expectNoViolations(`imported training flight [${lang}]`);
    } finally {
      await answerWithMade(null);
    }
  });
}
