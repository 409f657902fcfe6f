import type { Page } from "@playwright/test";
import { demo, expect, openInApp, signIn, test } from "./fixtures";

/**
 * A landing page does not move under the user's pointer while its panels load: My tasks,
 * the warned pilots, the e-learning prompt and the dashboard's figures show with the list below
 * them, not one after another above it.
 */

const WAIT = { timeout: 20_000 };
/** Web Vitals' line between a good and a poor page: 0.1 of the viewport, summed over the load. */
const GOOD_CLS = 0.1;
/** The list's first real rows, not its loading skeleton. */
const ROWS = 'main tbody tr:not([aria-hidden="true"])';

/** Sums every layout shift of the next page load that no user input caused. */
async function watchShifts(page: Page) {
  await page.addInitScript({
    content: `window.__shift = { total: 0, moved: [] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.hadRecentInput) continue;
          window.__shift.total += entry.value;
          for (const source of entry.sources)
            window.__shift.moved.push((source.node && source.node.nodeName) + " " + source.previousRect.y + "→" + source.currentRect.y);
        }
      }).observe({ type: "layout-shift", buffered: true });`,
  });
}

const shifted = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { __shift: { total: number; moved: string[] } }).__shift);

const LANDINGS = [
  {
    who: "instructor",
    email: demo.instructor,
    path: "/pilot/sim/list",
    panels: ["my-tasks", "warned-pilots"],
  },
  { who: "pilot", email: demo.pilot, path: "/pilot/sim/list", panels: ["my-tasks"] },
  {
    who: "administrator",
    email: demo.admin,
    path: "/admin/dashboards",
    panels: ["ledger-figures", "warned-pilots"],
  },
] as const;

for (const landing of LANDINGS) {
  test(`the ${landing.who}'s landing page shows its panels and list without moving them`, async ({
    page,
  }) => {
    await signIn(page, landing.email);
    await watchShifts(page);
    await page.goto(landing.path);
    await expect(page.locator(ROWS).first()).toBeVisible(WAIT);
    for (const panel of landing.panels) await expect(page.getByTestId(panel)).toBeVisible(WAIT);
    // Whatever loads late (the charts, a second step of rows) has had its moment.
    await page.waitForTimeout(1500);
    const shift = await shifted(page);
    expect(shift.total, `moved: ${shift.moved.join(", ")}`).toBeLessThan(GOOD_CLS);
  });
}

test("a panel whose call fails leaves the list below it shown", async ({ page }) => {
  await signIn(page, demo.instructor);
  await page.route("**/api/v1/tasks/get_my_tasks", (route) =>
    route.fulfill({ status: 500, json: { code: "INTERNAL", message: "boom" } }),
  );
  // Opened inside the app: a page the server renders carries My tasks from the server's own call,
  // which no browser route sees, and the browser would never ask.
  await page.goto("/pilot/profile");
  await openInApp(page, "/pilot/sim/list");
  await expect(page.locator(ROWS).first()).toBeVisible(WAIT);
  await expect(page.getByTestId("warned-pilots")).toBeVisible(WAIT);
  await expect(page.getByText("Your tasks could not be loaded.")).toBeVisible(WAIT);
});

test("a panel whose call hangs holds the list back for a moment only", async ({ page }) => {
  // A device that has kept nothing yet: with its last synced tasks the panel would show those while
  // it asks again (ADR 1620), and no placeholder.
  await page.addInitScript(() => {
    (globalThis as unknown as { indexedDB: { deleteDatabase(name: string): void } }).indexedDB.deleteDatabase(
      "trms-device",
    );
  });
  await signIn(page, demo.pilot);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/v1/tasks/get_my_tasks", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/pilot/profile");
  await openInApp(page, "/pilot/sim/list");
  // The list and the panel's own placeholder show while the call is still held.
  await expect(page.locator(ROWS).first()).toBeVisible(WAIT);
  await expect(page.getByRole("progressbar", { name: "Loading your tasks" })).toBeVisible(WAIT);
  release();
  await expect(page.getByRole("progressbar", { name: "Loading your tasks" })).toBeHidden(WAIT);
});
