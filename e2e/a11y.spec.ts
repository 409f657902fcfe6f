import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { demo, expect, signIn, takenOver, test } from "./fixtures";

// Every built screen, as each demo role, in Vietnamese and in English, with its main dialogs open,
// has no axe-core violation of any impact (WCAG 2.x A/AA and axe's best practices).

// The longest spec: its tests (each role and language) only read, so they are spread over the
// workers instead of running one after another in one.
test.describe.configure({ mode: "parallel" });

type Language = "vi" | "en";
const LANGUAGES: Language[] = ["vi", "en"];
/** Data-backed screens may take a while on a busy machine; a missing element still fails in time. */
const WAIT = { timeout: 20_000 };

/** The part of the Web Animations API the settle step reads. */
interface Animation {
  playState: string;
  effect: { getTiming(): { iterations?: number } } | null;
}

type AxeViolation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

interface Dialog {
  name: string;
  /** Opens it and answers the opened element, which Escape closes again. */
  open: (page: Page, lang: Language) => Promise<Locator>;
}

interface Screen {
  name: string;
  path: string;
  /** What shows once the screen's data is there; the page heading when not given. */
  ready?: (page: Page) => Locator;
  /** Brings the screen into the state to check (errors shown, say) once it is ready. */
  act?: (page: Page, lang: Language) => Promise<void>;
  dialogs?: Dialog[];
}

/** One block per violation: rule, impact, help link, then each element and what to fix. */
function describe(where: string, violation: AxeViolation): string {
  const nodes = violation.nodes.map((node) => {
    const fix = (node.failureSummary ?? "").split("\n").map((line) => `      ${line.trim()}`);
    return [`    ${node.target.join(" ")}`, `      ${node.html.slice(0, 200)}`, ...fix].join("\n");
  });
  return [
    `${where}: ${violation.id} (${violation.impact}) ${violation.help}`,
    `    ${violation.helpUrl}`,
    ...nodes,
  ].join("\n");
}

/** Waits until queries, lazy chunks and MUI transitions are done, so what axe measures is final. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole("progressbar")).toHaveCount(0, WAIT);
  // Endless animations (skeleton pulses) never finish; only transitions that end are waited for.
  // A function, not a string: the app's CSP forbids eval. The e2e project has no DOM types.
  await page.waitForFunction(
    () =>
      (globalThis as unknown as { document: { getAnimations(): Animation[] } }).document
        .getAnimations()
        .every(
          (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    WAIT,
  );
}

async function audit(page: Page, where: string, report: string[]): Promise<void> {
  await settle(page);
  // Only violations are read: axe then keeps one example node of each passed or inapplicable rule
  // instead of every node, which is most of its time on a long list.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  report.push(...results.violations.map((violation) => describe(where, violation)));
}

/** Visits each screen (and its dialogs) in the context's language and collects what axe finds. */
async function auditScreens(page: Page, lang: Language, screens: Screen[]): Promise<void> {
  const report: string[] = [];
  for (const screen of screens) {
    await page.goto(screen.path);
    await takenOver(page);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect((screen.ready ?? heading)(page)).toBeVisible(WAIT);
    await screen.act?.(page, lang);
    await audit(page, `${screen.name} [${lang}]`, report);
    for (const dialog of screen.dialogs ?? []) {
      const opened = await dialog.open(page, lang);
      await expect(opened).toBeVisible(WAIT);
      await audit(page, `${screen.name} › ${dialog.name} [${lang}]`, report);
      await page.keyboard.press("Escape");
      await expect(opened).toBeHidden(WAIT);
    }
  }
  expect(report.length, `axe violations:\n\n${report.join("\n\n")}\n`).toBe(0);
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
/** The My tasks panel of the pilot area's SIM list with its tasks loaded (the demo has some for each). */
const myTasksLoaded = (page: Page) => page.getByTestId("my-tasks").getByRole("link").first();
/** The pilot's training file with its records loaded: a row's link to its record. */
const trainingFileLoaded = (page: Page) =>
  page.locator('section[aria-labelledby="training-file-title"]').getByRole("link").first();
/** The first data row of the screen's table. */
const firstRow = (page: Page) => page.getByRole("row").nth(1);

/** A dialog opened by a button whose text is given per language. */
function openedBy(
  name: string,
  button: Record<Language, string>,
  role: "dialog" | "menu" = "dialog",
): Dialog {
  return {
    name,
    open: async (page, lang) => {
      await page.getByRole("button", { name: button[lang], exact: true }).click(WAIT);
      return page.getByRole(role);
    },
  };
}

const filterDrawer = openedBy("filter drawer", { vi: "Bộ lọc", en: "Filters" });
const changePassword = openedBy("change password", { vi: "Đổi mật khẩu", en: "Change password" });
const confirmDelete = openedBy("confirm dialog", { vi: "Xóa", en: "Delete" });
/** The delete confirmation of the first row of the SIM slot list. */
const deleteSlot: Dialog = {
  name: "delete confirmation",
  open: async (page, lang) => {
    const label = { vi: /^Xóa ca/, en: /^Delete slot/ }[lang];
    await page.getByRole("button", { name: label }).first().click(WAIT);
    return page.getByRole("dialog");
  },
};
/** The folder file list of a training document, opened from the list's files button. */
const documentFiles: Dialog = {
  name: "document files",
  open: async (page) => {
    await page
      .getByRole("button", { name: /^(Open the|Mở) \d+/ })
      .first()
      .click(WAIT);
    return page.getByRole("dialog");
  },
};
/** A dialog of the first line training's row menu (its submission history, its status change). */
const lineTrainingMenu = (name: string, item: Record<Language, string>): Dialog => ({
  name,
  open: async (page, lang) => {
    await page
      .getByRole("button", { name: /^(Actions for|Thao tác cho)/ })
      .first()
      .click(WAIT);
    await page.getByRole("menuitem", { name: item[lang] }).click(WAIT);
    return page.getByRole("dialog");
  },
});
const lineTrainingSubmissions = lineTrainingMenu("submission history", {
  en: "Submission list",
  vi: "Danh sách nộp",
});
const lineTrainingStatus = lineTrainingMenu("change status", { en: "Change status", vi: "Đổi trạng thái" });
const accountMenu: Dialog = {
  name: "account menu",
  open: async (page, lang) => {
    const label = { vi: "Menu tài khoản", en: "Account menu" }[lang];
    await page.getByRole("button", { name: label }).click(WAIT);
    return page.getByRole("menu");
  },
};

async function apiPost<T>(page: Page, call: string, data: unknown): Promise<T> {
  const response = await page.request.post(`/api/v1/${call}`, { headers: { "application-type": "5" }, data });
  expect(response.ok(), `${call} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function pilotIdOf(page: Page, crewCode: string): Promise<number> {
  const { pilots } = await apiPost<{ pilots: { id: number; crew_code: string }[] }>(
    page,
    "pilot/sort_pilot",
    {
      page_number: 1,
      page_count: 5,
      keyword: crewCode,
    },
  );
  const pilot = pilots.find((row) => row.crew_code === crewCode);
  if (!pilot) throw new Error(`no pilot ${crewCode}`);
  return pilot.id;
}

async function firstTrainingFlightOf(page: Page, pilotId: number): Promise<number> {
  const { training_flights } = await apiPost<{ training_flights: { id: number }[] }>(
    page,
    "flt_training/search_training_flight",
    { pilot_id: pilotId, page_number: 1, page_count: 1 },
  );
  const flight = training_flights[0];
  if (!flight) throw new Error(`no training flight of pilot ${pilotId}`);
  return flight.id;
}

/** The ids of a pilot's newest base training, theory test and progress theory report (demo seed). */
async function recordIdsOf(page: Page, pilotId: number) {
  const page1 = { pilot_id: pilotId, page_number: 1, page_count: 1 };
  const first = async (call: string, key: string) => {
    const reply = await apiPost<Record<string, { id: number }[]>>(page, `flt_training/${call}`, page1);
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

async function firstDocumentId(page: Page): Promise<number> {
  const { documents } = await apiPost<{ documents: { id: number }[] }>(page, "training_document/sort_td", {
    page_count: 1,
  });
  const id = documents[0]?.id;
  if (!id) throw new Error("the demo seed has training documents");
  return id;
}

async function firstLineCheckId(page: Page): Promise<number> {
  const { line_check_list } = await apiPost<{ line_check_list: { id: number }[] }>(
    page,
    "linecheck/get_line_check_list",
    { page_count: 5 },
  );
  const id = line_check_list[0]?.id;
  if (!id) throw new Error("the demo seed has line checks");
  return id;
}

/** Opens a detail screen's audit trail panel and waits for its entries. */
async function openAuditTrail(page: Page, lang: Language): Promise<void> {
  const title = { vi: "Lịch sử thay đổi", en: "Audit trail" }[lang];
  const panel = page.getByTestId("audit-trail");
  await panel.getByRole("button", { name: title }).click();
  await expect(panel.getByRole("list", { name: title })).toBeVisible(WAIT);
}

/** The newest event report (demo seed). */
async function firstEventReport(page: Page): Promise<number> {
  const { event_reports } = await apiPost<{ event_reports: { id: number }[] }>(
    page,
    "event_report/report_searching",
    { page_number: 1, page_count: 1 },
  );
  const report = event_reports[0];
  if (!report) throw new Error("no event report in the demo seed");
  return report.id;
}

async function userIdOf(page: Page, email: string): Promise<number> {
  const { users } = await apiPost<{ users: { id: number; email: string }[] }>(page, "auth/user/list", {
    page_number: 1,
    page_count: 5,
    keyword: email,
  });
  const user = users.find((row) => row.email === email);
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/** Signs the role in once, before the describe's tests, which reuse the saved session. */
function signedInAs(email: string): void {
  const state = join(mkdtempSync(join(tmpdir(), "trms-a11y-")), "state.json");
  test.beforeAll(async ({ browser }) => {
    // An explicit empty state: the describe's storageState option would otherwise apply already.
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    await signIn(await context.newPage(), email);
    await context.storageState({ path: state });
    await context.close();
  });
  test.use({ storageState: state });
}

for (const lang of LANGUAGES) {
  test.describe(`accessibility [${lang}]`, () => {
    test.use({ lang });

    test("public screens", async ({ page }) => {
      test.setTimeout(90_000);
      await auditScreens(page, lang, [
        { name: "sign in", path: "/login" },
        {
          name: "sign in, fields missing",
          path: "/login",
          act: async (page, lang) => {
            await page
              .getByRole("button", { name: { vi: "Đăng nhập", en: "Sign in" }[lang], exact: true })
              .click();
            await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
          },
        },
        { name: "forgot password", path: "/forgot-password" },
        { name: "reset password", path: "/login/reset_password/a-token-from-a-mail" },
        { name: "survey", path: "/survey" },
        { name: "not found", path: "/no/such/page" },
      ]);
    });
  });
}

test.describe("accessibility as an admin", () => {
  signedInAs(demo.admin);

  for (const lang of LANGUAGES) {
    test.describe(lang, () => {
      test.use({ lang });

      test(`admin screens [${lang}]`, async ({ page }) => {
        test.setTimeout(600_000);
        await page.goto("/admin/user");
        const pilotId = await pilotIdOf(page, "P0001");
        const flightId = await firstTrainingFlightOf(page, pilotId);
        const records = await recordIdsOf(page, pilotId);
        const userId = await userIdOf(page, demo.staff);
        const eventReportId = await firstEventReport(page);
        const [slot] = await apiPost<{ id: number }[]>(page, "sim/get_sim_slots", { page_count: 1 });
        await auditScreens(page, lang, [
          { name: "event report list", path: "/admin/event_report", ready: firstRow },
          { name: "event report create", path: "/admin/event_report/create" },
          {
            name: "event report create, fields missing",
            path: "/admin/event_report/create",
            act: async (page, lang) => {
              await page.getByRole("button", { name: { vi: "Lưu", en: "Save" }[lang], exact: true }).click();
              await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
            },
          },
          { name: "event report detail", path: `/admin/event_report/detail/${eventReportId}` },
          {
            name: "event report statistics",
            path: "/admin/event_report/statistics",
            ready: (page) => page.getByRole("figure"),
          },
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
            ready: (page) => page.getByRole("figure"),
          },
          {
            name: "SIM slots",
            path: "/admin/sim-slot",
            ready: firstRow,
            dialogs: [filterDrawer, deleteSlot],
          },
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
            act: async (page) => {
              await page.getByRole("button", { name: /Upload SIM Schedule|Tải lên lịch SIM/ }).click();
              await expect(page.getByRole("alert")).toBeVisible(WAIT);
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
            path: `/admin/training-document/detail/${await firstDocumentId(page)}`,
            dialogs: [confirmDelete],
          },
          { name: "line checks", path: "/admin/line-check", ready: firstRow, dialogs: [filterDrawer] },
          { name: "line check create", path: "/admin/line-check/create" },
          {
            name: "line check detail, audit trail open",
            path: `/admin/line-check/detail/${await firstLineCheckId(page)}`,
            act: openAuditTrail,
          },
          {
            name: "dashboard (ledger)",
            path: "/admin/dashboards",
            ready: (page) => page.locator('[data-validity="line_check"]').first(),
            dialogs: [filterDrawer],
          },
          { name: "audit trail", path: "/admin/audit", ready: firstRow, dialogs: [filterDrawer] },
          { name: "system", path: "/admin/system", ready: (page) => page.locator("#system-jobs") },
        ]);
      });
    });
  }
});

test.describe("accessibility as staff", () => {
  signedInAs(demo.staff);

  for (const lang of LANGUAGES) {
    test.describe(lang, () => {
      test.use({ lang });

      test(`staff screens [${lang}]`, async ({ page }) => {
        test.setTimeout(60_000);
        await auditScreens(page, lang, [{ name: "pilot list", path: "/admin/pilot", ready: firstRow }]);
      });
    });
  }
});

test.describe("accessibility as an instructor", () => {
  signedInAs(demo.instructor);

  for (const lang of LANGUAGES) {
    test.describe(lang, () => {
      test.use({ lang });

      test(`instructor screens [${lang}]`, async ({ page }) => {
        test.setTimeout(240_000);
        await page.goto("/pilot/training-flight");
        const pilotId = await pilotIdOf(page, "P0001");
        const flightId = await firstTrainingFlightOf(page, pilotId);
        await auditScreens(page, lang, [
          { name: "training flights, choosing a pilot", path: "/pilot/training-flight" },
          {
            name: "training flights of a pilot",
            path: `/pilot/training-flight?pilot_id=${pilotId}`,
            ready: firstRow,
            dialogs: [filterDrawer],
          },
          { name: "training flight create", path: `/pilot/training-flight-create?pilot_id=${pilotId}` },
          { name: "training flight detail", path: `/pilot/training-flight-detail/${flightId}?mode=detail` },
          {
            name: "base trainings of a pilot",
            path: `/pilot/base-training?pilot_id=${pilotId}`,
            ready: firstRow,
          },
          { name: "base training create", path: `/pilot/base-training/create?pilot_id=${pilotId}` },
          { name: "theory test create", path: `/pilot/theory-test/create?pilot_id=${pilotId}` },
          {
            name: "progress theory create",
            path: `/pilot/progress-theory-report/create?pilot_id=${pilotId}`,
          },
          { name: "FOT list", path: "/pilot/fot/list", ready: firstRow },
          { name: "criteria report of a pilot", path: `/pilot/criteria-report?pilot_id=${pilotId}` },
          {
            name: "line training list",
            path: "/pilot/line-training",
            ready: firstRow,
            dialogs: [filterDrawer, lineTrainingSubmissions],
          },
          { name: "line training create", path: "/pilot/line-training/create" },
          { name: "line checks", path: "/pilot/line-check", ready: firstRow },
        ]);
      });
    });
  }
});

test.describe("accessibility as a pilot", () => {
  signedInAs(demo.pilot);

  for (const lang of LANGUAGES) {
    test.describe(lang, () => {
      test.use({ lang });

      test(`pilot screens [${lang}]`, async ({ page }) => {
        test.setTimeout(300_000);
        await page.goto("/pilot/profile");
        const pilotId = await page.evaluate<number>(`JSON.parse(localStorage.getItem("user")).pilot_id`);
        const flightId = await firstTrainingFlightOf(page, pilotId);
        const records = await recordIdsOf(page, pilotId);
        await auditScreens(page, lang, [
          {
            name: "profile with the training file",
            path: "/pilot/profile",
            ready: trainingFileLoaded,
            dialogs: [changePassword],
          },
          { name: "training flights", path: "/pilot/training-flight", ready: firstRow },
          { name: "training flight detail", path: `/pilot/training-flight-detail/${flightId}?mode=detail` },
          { name: "base trainings", path: "/pilot/base-training", ready: firstRow },
          {
            name: "base training detail",
            path: `/pilot/base-training/detail/${records.baseTraining}?mode=view`,
          },
          { name: "theory tests", path: "/pilot/theory-test", ready: firstRow },
          { name: "theory test detail", path: `/pilot/theory-test/detail/${records.theoryTest}?mode=view` },
          { name: "progress theory", path: "/pilot/progress-theory", ready: firstRow },
          {
            name: "progress theory detail",
            path: `/pilot/progress-theory-report/detail/${records.progressTheory}?mode=view`,
          },
          { name: "own criteria report", path: "/pilot/criteria-report?criteria=4" },
          { name: "SIM schedule", path: "/pilot/sim-schedule/list", ready: firstRow },
          { name: "training documents", path: "/pilot/training-document", ready: firstRow },
          {
            name: "training document detail",
            path: `/pilot/training-document/detail/${await firstDocumentId(page)}`,
          },
          // The reading prompt of the demo pilot's latest line check opens over the list.
          {
            name: "line checks with the reading prompt",
            path: "/pilot/line-check",
            ready: (page) => page.getByRole("dialog"),
          },
        ]);
      });
    });
  }
});

/** A SIM session on a day of its own for the SIM screens to show (P0001 and P0002, instructor I0001). */
async function simSessionId(page: Page): Promise<number> {
  const day = `20${40 + Math.floor(Math.random() * 50)}-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`;
  const { id } = await apiPost<{ id: number }>(page, "sim/create_sim", {
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
  open: async (page, lang) => {
    const label = { vi: /^Xóa SIM lúc/, en: /^Delete the SIM of/ }[lang];
    await page.getByRole("button", { name: label }).first().click(WAIT);
    return page.getByRole("dialog");
  },
};
/** The per-form actions menu of the first pilot cell of the SIM list. */
const simFormMenu: Dialog = {
  name: "form actions menu",
  open: async (page) => {
    await page
      .getByRole("button", { name: /^(Form actions for|Thao tác biểu mẫu của)/ })
      .first()
      .click(WAIT);
    return page.getByRole("menu");
  },
};
/** The reset-status history, opened from a form's status chip. */
const simStatusHistory: Dialog = {
  name: "status history",
  open: async (page) => {
    await page
      .getByRole("button", { name: /(status history of|lịch sử trạng thái của)/ })
      .first()
      .click(WAIT);
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
  act: async (page) => {
    await page.getByRole("button", { name: { vi: "Lưu", en: "Save" }[lang], exact: true }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  },
});

test.describe("accessibility of the SIM screens", () => {
  test.describe("as an admin", () => {
    signedInAs(demo.admin);
    for (const lang of LANGUAGES) {
      test.describe(lang, () => {
        test.use({ lang });
        test(`admin SIM screens [${lang}]`, async ({ page }) => {
          test.setTimeout(420_000);
          await page.goto("/admin/sim");
          const simId = await simSessionId(page);
          const session = await apiPost<{ first_pilot: { form_id: number } }>(page, "sim/get_sim_by_id", {
            id: simId,
          });
          await auditScreens(page, lang, [
            {
              name: "SIM list",
              path: "/admin/sim",
              ready: firstRow,
              dialogs: [filterDrawer, simDelete, simFormMenu, simStatusHistory],
            },
            {
              name: "SIM form page",
              path: `/admin/sim/forms/${session.first_pilot.form_id}`,
              ready: (page) =>
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
      });
    }
  });

  test.describe("as an instructor", () => {
    signedInAs(demo.instructor);
    for (const lang of LANGUAGES) {
      test.describe(lang, () => {
        test.use({ lang });
        test(`instructor SIM screens [${lang}]`, async ({ page }) => {
          test.setTimeout(120_000);
          await auditScreens(page, lang, [
            {
              name: "SIM list as instructor",
              path: "/pilot/sim/list",
              ready: firstRow,
              dialogs: [simCalendar],
            },
            { name: "SIM list as pilot", path: "/pilot/sim/list?tab=pilot" },
            { name: "My tasks of an instructor", path: "/pilot/sim/list", ready: myTasksLoaded },
          ]);
        });
      });
    }
  });

  test.describe("as a pilot", () => {
    signedInAs(demo.pilot);
    for (const lang of LANGUAGES) {
      test.describe(lang, () => {
        test.use({ lang });
        test(`pilot SIM screens [${lang}]`, async ({ page }) => {
          test.setTimeout(120_000);
          await auditScreens(page, lang, [
            {
              name: "own SIM list",
              path: "/pilot/sim/list",
              ready: firstRow,
              dialogs: [filterDrawer, simCalendar],
            },
            { name: "My tasks of a pilot", path: "/pilot/sim/list", ready: myTasksLoaded },
          ]);
        });
      });
    }
  });
});
