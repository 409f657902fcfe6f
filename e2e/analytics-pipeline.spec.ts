import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { demo, expect, signIn, test } from "./fixtures";

/**
 * The training pipeline screen on the demo data: the days to each status
 * of SIM forms, line checks and line trainings, the reject rates, the open items past the 90th
 * percentile opening their screens, a refused period said in words, and no axe violation of any
 * impact. The empty period and the phone's width in Vietnamese are screen tests
 * (component-tests/layouts).
 */

const WAIT = { timeout: 20_000 };

/** Today in Vietnam, as the server reads the period. */
const vietnamDay = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
/** A period that holds every dated demo item (SIM forms, line checks, line trainings since 2025). */
const DEMO_PERIOD = () => `start_date=2025-01-01&end_date=${vietnamDay()}`;

/** Every axe violation of the page as it stands, any impact (as the screen tests in apps/web/component-tests count them). */
async function axeViolations(page: Page): Promise<string[]> {
  await expect(page.getByRole("progressbar")).toHaveCount(0, WAIT);
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

test.describe("training pipeline", () => {
  test("the training office opens the pipeline from the menu and reads each kind's stages and the overdue items", async ({
    page,
  }) => {
    await signIn(page, demo.admin);
    const link = page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: "Training Pipeline" });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/admin/analytics/pipeline");
    await expect(page.getByRole("heading", { level: 1, name: "Training pipeline" })).toBeVisible();

    await page.goto(`/admin/analytics/pipeline?${DEMO_PERIOD()}`);
    // Each kind's stages, in stage order, with the time to each status and its reject rate.
    const sim = page.getByRole("table", { name: "Stages of SIM forms" });
    await expect(sim.getByRole("row")).toHaveCount(7, WAIT);
    await expect(sim.getByRole("rowheader").first()).toHaveText("Initial");
    await expect(sim.getByRole("row", { name: /^Completed/ })).toBeVisible();
    await expect(page.getByRole("table", { name: "Stages of Line checks" }).getByRole("row")).toHaveCount(5);
    await expect(page.getByRole("table", { name: "Stages of Line trainings" }).getByRole("row")).toHaveCount(
      4,
    );
    // The demo's SIM forms sent one back from Pilot Submitted: a reject rate in percent.
    await expect(sim.getByRole("row", { name: /^Pilot Submitted/ })).toContainText("%");
    // Per month of the start, and the time to Completed as a chart.
    await expect(
      page.getByRole("table", { name: "Days to each status of SIM forms per month" }).getByRole("row"),
    ).not.toHaveCount(0);
    await expect(page.getByRole("figure", { name: /^Days to Completed of SIM forms per month/ })).toBeVisible(
      WAIT,
    );
    // The SIM forms still open past the 90th percentile, oldest first, each opening its form.
    const overdue = page.getByRole("table", { name: /^Open items past the 90th percentile/ });
    const first = overdue.getByRole("row").nth(1);
    await expect(first).toContainText(/\d\d\/\d\d\/\d{4}/);
    expect(await axeViolations(page)).toEqual([]);
    await first.getByRole("link", { name: /^SIM form #\d+$/ }).click();
    await expect(page).toHaveURL(/\/admin\/sim\/forms\/\d+$/);
  });

  test("a start after the end is refused in words", async ({ page }) => {
    await signIn(page, demo.admin);
    await page.goto("/admin/analytics/pipeline?start_date=2026-02-01&end_date=2026-01-01");
    await expect(page.getByRole("alert")).toHaveText("Start date must not be greater than end date", WAIT);
  });

  test("staff without the analytics permission and instructors have no entry and no page", async ({
    page,
    baseURL,
  }) => {
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await signIn(page, demo.staff);
    await expect(menu.getByRole("link").first()).toBeVisible();
    await expect(menu.getByRole("link", { name: "Training Pipeline" })).toHaveCount(0);
    await page.goto("/admin/analytics/pipeline");
    await expect(page.getByRole("heading", { name: "You have no access to this page" })).toBeVisible();

    await page.context().clearCookies();
    await page.context().addCookies([{ name: "lang", value: "en", url: baseURL as string }]);
    await signIn(page, demo.instructor);
    await expect(menu.getByRole("link").first()).toBeVisible();
    await expect(menu.getByRole("link", { name: "Training Pipeline" })).toHaveCount(0);
    await page.goto("/pilot/analytics/pipeline");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});
