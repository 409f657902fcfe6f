import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { InstructorConcordanceReply, PilotsWithWarningsReply } from "@trms/shared";
import { pilotIdOf } from "./factories";
import { demo, expect, openInApp, signIn, test } from "./fixtures";

/**
 * The instructor concordance screen: the training office's fleet
 * figures, an instructor's own row, flagged rows marked, a refused period said in words, and no axe
 * violation of any impact. The empty period, Vietnamese and a phone's width are screen tests
 * (component-tests/layouts).
 */

const WAIT = { timeout: 20_000 };
const CALL = "/api/v1/analytics/instructor_concordance";

/** Every axe violation of the page as it stands, any impact (as the screen tests in apps/web/component-tests count them). */
async function axeViolations(page: Page): Promise<string[]> {
  await expect(page.getByRole("progressbar")).toHaveCount(0, WAIT);
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

const table = (page: Page) => page.getByRole("table", { name: "Instructors beside the fleet" });

/** How far the page is wider than the screen (0 or less: it fits). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = (
      globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
    ).document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });

test("the training office opens Analytics from the menu and reads the fleet beside its instructors", async ({
  page,
}) => {
  await signIn(page, demo.admin);
  const link = page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Analytics" });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/admin/analytics");
  // Opened afresh, so the sign-in notice is gone before axe looks.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Instructor concordance" })).toBeVisible();
  await expect(table(page).getByRole("row", { name: /Fleet A321/ })).toBeVisible(WAIT);
  // The demo's instructor I0001 grades the demo trainees' flights.
  await expect(table(page).getByRole("row", { name: /I0001/ })).toBeVisible();
  await expect(page.getByRole("figure", { name: /Mean grade of Pre-departure/ })).toBeVisible(WAIT);

  // Another criterion: the chart, the heading and the address follow.
  // The figures of every criterion came with the first answer: switching asks nothing.
  await page.getByRole("combobox", { name: "Criterion" }).click();
  await page.getByRole("option", { name: "4. Landing" }).click();
  await expect(page).toHaveURL(/criteria=4/);
  await expect(page.getByRole("heading", { level: 2, name: "4. Landing" })).toBeVisible();
  await expect(page.getByRole("figure", { name: /Mean grade of Landing/ })).toBeVisible(WAIT);
  // The fleet's month × criterion heat map, under the table.
  const heatMap = page.getByRole("table", { name: "Fleet A321 month by month" });
  await expect(heatMap.getByRole("columnheader", { name: "16" })).toBeVisible(WAIT);
  await expect(heatMap.getByRole("row").nth(12)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The figures as a workbook.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export Excel" }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^Concordance A321 \d{4}-\d\d-\d\d \d{4}-\d\d-\d\d\.xlsx$/,
  );

  // The records behind the instructor's figure, one click away, each opening its training flight.
  await table(page)
    .getByRole("button", { name: /^Open the \d+ grades of / })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: /Records behind .*I0001.* 4\. Landing/ });
  await expect(dialog.getByRole("row").nth(1)).toBeVisible(WAIT);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("row").nth(1).getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/training-flight\/detail\/\d+/);
});

test("a flagged instructor's row is marked in colour and in words", async ({ page }) => {
  await signIn(page, demo.admin);
  // The demo has one instructor, who cannot stand apart from their own fleet: a second, flagged one
  // is added to the server's real reply.
  await page.route(`**${CALL}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { code: string; data: InstructorConcordanceReply };
    const [first] = body.data.instructors;
    if (first) {
      body.data.instructors.push({
        ...first,
        instructor_id: first.instructor_id + 1000,
        crew_code: "I9999",
        full_name: "Flagged Instructor",
        flagged: 1,
        criteria: first.criteria.map((criterion) => ({
          ...criterion,
          count: 20,
          mean: 1.5,
          difference: -2,
          flagged: true,
        })),
      });
    }
    await route.fulfill({ response, json: body });
  });
  await page.goto("/admin/analytics");
  const flagged = table(page).getByRole("row", { name: /I9999/ });
  await expect(flagged).toContainText("Flagged", WAIT);
  await expect(flagged).toHaveAttribute("data-flagged", "true");
  await expect(table(page).getByRole("row", { name: /I0001/ })).not.toHaveAttribute("data-flagged", "true");
  expect(await axeViolations(page)).toEqual([]);
});

test("a start after the end is refused in words", async ({ page }) => {
  await signIn(page, demo.admin);
  await page.goto("/admin/analytics?start_date=2026-02-01&end_date=2026-01-01");
  await expect(page.getByRole("alert")).toHaveText("Start date must not be greater than end date", WAIT);
});

test("an instructor sees their own row beside their fleet; a pilot has no entry and no page", async ({
  page,
}) => {
  await signIn(page, demo.instructor);
  await expect(
    page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Analytics" }),
  ).toHaveAttribute("href", "/pilot/analytics");
  // Opened afresh, so the sign-in notice is gone before axe looks.
  await page.goto("/pilot/analytics");
  await expect(table(page).getByRole("row")).toHaveCount(3, WAIT);
  await expect(table(page).getByRole("row", { name: /I0001/ })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Fleet" })).toHaveAttribute("aria-disabled", "true");
  expect(await axeViolations(page)).toEqual([]);

  await page.context().clearCookies();
  await page.context().addCookies([{ name: "lang", value: "en", url: new URL(page.url()).origin }]);
  await signIn(page, demo.pilot);
  await expect(
    page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Analytics" }),
  ).toHaveCount(0);
  await page.goto("/pilot/analytics");
  await expect(page.getByRole("heading", { name: "You have no access to this page" })).toBeVisible();
});

test.describe("competency trends", () => {
  test("a pilot reads their own trends: a chart of a criterion with its line, every criterion listed", async ({
    page,
  }) => {
    await signIn(page, demo.pilot);
    await expect(
      page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Competency Trends" }),
    ).toHaveAttribute("href", "/pilot/analytics/trends");
    await page.goto("/pilot/analytics/trends?criteria=4");
    await expect(page.getByRole("heading", { level: 1, name: "Competency trends" })).toBeVisible();
    await expect(page.getByRole("figure", { name: /Grades of Landing of/ })).toBeVisible(WAIT);
    const criteria = page.getByRole("region", { name: "Criteria" });
    await expect(criteria.getByRole("button")).toHaveCount(16);
    await criteria.getByRole("button", { name: /^1\. Pre-departure/ }).click();
    await expect(page).toHaveURL(/criteria=1/);
    await expect(page.getByRole("heading", { level: 2, name: /^1\. Pre-departure/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // An empty period says so; another pilot reads as missing.
    await page.goto("/pilot/analytics/trends?start_date=2001-01-01&end_date=2001-12-31");
    await expect(page.getByRole("status").filter({ hasText: "No grades in this period" })).toBeVisible(WAIT);
    await page.goto("/pilot/analytics/trends?pilot_id=999999");
    await expect(page.getByRole("alert")).toBeVisible(WAIT);
  });
});

test.describe("pilots with a warning on the dashboard and the landing page", () => {
  const WARNINGS = "**/api/v1/analytics/pilots_with_warnings";

  /**
   * The demo's grades slip for nobody: the server's real reply gets `count` pilots, the first of them
   * the real pilot `firstId` (whose trends the link opens).
   */
  async function warnedPilots(page: Page, firstId: number, count: number) {
    const asked: string[] = [];
    await page.route(WARNINGS, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { code: string; data: PilotsWithWarningsReply };
      const { fleet } = JSON.parse(route.request().postData() ?? "{}") as { fleet: string };
      asked.push(fleet);
      body.data.pilots = Array.from({ length: count }, (_, index) => ({
        pilot_id: index === 0 ? firstId : 900_000 + index,
        crew_code: `W${String(index).padStart(4, "0")}`,
        full_name: `Slipping Pilot ${index + 1} ${fleet}`,
        criteria: [{ criteria: 4, key: "landing", warnings: ["drop", "below_standard"] }],
      }));
      await route.fulfill({ response, json: body });
    });
    return asked;
  }

  test("the training office reads its fleet's on the dashboard, five of them, and the super administrator picks the fleet", async ({
    page,
  }) => {
    await signIn(page, demo.admin);
    // The demo as it is: nobody's grades slipped, and the dashboard says so.
    await page.goto("/admin/dashboards");
    const panel = page.getByRole("region", { name: "Pilots whose grades slipped (fleet A321)" });
    await expect(panel).toContainText("No pilot's last three grades slipped", WAIT);

    const asked = await warnedPilots(page, await pilotIdOf(page, "P0001"), 7);
    // In the app, not by a new page load: the server would render the dashboard with its own call.
    await page.goto("/admin/user");
    await openInApp(page, "/admin/dashboards");
    await expect(panel.getByRole("link", { name: /^Slipping Pilot/ })).toHaveCount(5, WAIT);
    await expect(panel.getByRole("listitem").first()).toContainText(
      "4. Landing: Last 3 a point lower, Last 3 below standard",
    );
    await expect(panel.getByRole("link", { name: "See all 7 pilots on Competency trends" })).toHaveAttribute(
      "href",
      "/admin/analytics/trends",
    );
    expect(await axeViolations(page)).toEqual([]);

    // The super administrator works within no fleet: the panel asks which.
    await panel.getByRole("combobox", { name: "Fleet" }).click();
    await page.getByRole("option", { name: "B787" }).click();
    const b787 = page.getByRole("region", { name: "Pilots whose grades slipped (fleet B787)" });
    await expect(b787.getByRole("link", { name: "Slipping Pilot 1 B787 (W0000)" })).toBeVisible(WAIT);
    expect(asked).toContain("B787");
    await b787.getByRole("link", { name: "Slipping Pilot 1 B787 (W0000)" }).click();
    await expect(page).toHaveURL(/\/admin\/analytics\/trends\?pilot_id=\d+$/);
  });

  test("an instructor reads their trainees' on their landing page, in Vietnamese at a phone's width; a pilot has none", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, demo.instructor);
    const pilotId = await pilotIdOf(page, "P0001");
    await warnedPilots(page, pilotId, 2);
    await page.context().addCookies([{ name: "lang", value: "vi", url: baseURL as string }]);
    await page.goto("/pilot/profile");
    await openInApp(page, "/pilot/sim/list");
    const panel = page.getByRole("region", { name: "Học viên của bạn có điểm giảm sút" });
    await expect(panel.getByRole("link")).toHaveCount(2, WAIT);
    await expect(panel.getByRole("listitem").first()).toContainText("4. Hạ cánh");
    // The instructor's fleet is theirs: nothing to choose.
    await expect(panel.getByRole("combobox")).toHaveCount(0);
    await expect(page.getByTestId("my-tasks")).toBeVisible();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await panel.getByRole("link").first().click();
    await expect(page).toHaveURL(`/pilot/analytics/trends?pilot_id=${pilotId}`);

    await page.context().clearCookies();
    await page.context().addCookies([{ name: "lang", value: "en", url: baseURL as string }]);
    await signIn(page, demo.pilot);
    await expect(page.getByTestId("my-tasks")).toBeVisible(WAIT);
    await expect(page.getByTestId("warned-pilots")).toHaveCount(0);
  });
});

test.describe("the trends screen's pilot picker", () => {
  /** A staff account holding only the analytics permission (51), made by the demo's admin. */
  async function analyticsStaff(page: Page): Promise<string> {
    await signIn(page, demo.admin);
    const email = `analyst-${Date.now()}@demo.trms`;
    const created = await page.request.post("/api/v1/auth/user/create_user", {
      headers: { "application-type": "5" },
      multipart: { email, fleet: "A321", password: "Demo@1234", full_name: "Analytics Staff" },
    });
    expect(created.status()).toBe(200);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    const granted = await page.request.post("/api/v1/auth/user/bulk_create_role", {
      headers: { "application-type": "5" },
      data: { user_id: id, roles: [{ role: 51 }] },
    });
    expect(granted.status()).toBe(200);
    await page.context().clearCookies();
    return email;
  }

  test("staff with only the analytics permission pick a pilot by crew code or name, in both languages and at a phone's width", async ({
    page,
    baseURL,
  }) => {
    const email = await analyticsStaff(page);
    await page.context().addCookies([{ name: "lang", value: "en", url: baseURL as string }]);
    await signIn(page, email);
    await page.goto("/admin/analytics/trends");
    await expect(page.getByText("Choose a pilot to see their trends")).toBeVisible();
    const picker = page.getByRole("combobox", { name: "Pilot" });
    await picker.fill("P0001");
    await page.getByRole("option", { name: /^P0001 · / }).click();
    await expect(page).toHaveURL(/\/admin\/analytics\/trends\?pilot_id=\d+$/);
    await expect(page.getByRole("heading", { level: 2, name: /^1\. Pre-departure/ })).toBeVisible(WAIT);
    await expect(picker).toHaveValue(/^P0001 · /);
    expect(await axeViolations(page)).toEqual([]);

    // In Vietnamese at a phone's width: the picker lists the fleet's pilots by name.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.context().addCookies([{ name: "lang", value: "vi", url: baseURL as string }]);
    await page.goto("/admin/analytics/trends");
    await expect(page.getByText("Chọn một phi công để xem xu hướng")).toBeVisible();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    const vi = page.getByRole("combobox", { name: "Phi công" });
    await vi.click();
    await expect(page.getByRole("option").first()).toBeVisible(WAIT);
    expect(await page.getByRole("option").count()).toBeLessThanOrEqual(20);
    await page.getByRole("option").first().click();
    await expect(page).toHaveURL(/pilot_id=\d+$/);
  });
});
