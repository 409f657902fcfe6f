import AxeBuilder from "@axe-core/playwright";
import { demo, expect, openInApp, signIn, test } from "./fixtures";

const headers = { "application-type": "5" };
/** The SIM list and its lazy panel may take a while on a busy machine. */
const WAIT = { timeout: 20_000 };
const TINY_PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
// A day no other record of the demo or the suite uses, older than all: the pilot's first approval.
// A retry takes the next day, as the first try's record stays on the shared server.
const testDay = (retry: number) => {
  const day = String(3 + retry).padStart(2, "0");
  return { sent: `2011-01-${day}`, shown: `${day}/01/2011` };
};

test("a pilot sees a pending approval in My tasks, follows it, approves it, and the task is gone", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const TEST_DAY = testDay(test.info().retry);
  // The instructor records a theory test of the demo pilot P0001 through the API.
  const instructor = await browser.newPage({ baseURL });
  await signIn(instructor, demo.instructor);
  const found = await instructor.request.post("/api/v1/pilot/search_pilot", {
    headers,
    data: { keyword: "P0001" },
  });
  expect(found.status()).toBe(200);
  const reply = (await found.json()).data as
    | { id: number; crew_code: string }[]
    | { pilots: { id: number; crew_code: string }[] };
  const pilots = Array.isArray(reply) ? reply : reply.pilots;
  const pilotId = pilots.find((p) => p.crew_code === "P0001")?.id;
  if (!pilotId) throw new Error("the demo has pilot P0001");
  const created = await instructor.request.post("/api/v1/flt_training/create_theory_test", {
    headers,
    multipart: {
      pilot_id: String(pilotId),
      date_of_test: TEST_DAY.sent,
      comments: "Reviewed for My tasks.",
      result: "true",
      report: { name: "theory.pdf", mimeType: "application/pdf", buffer: TINY_PDF },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  await instructor.close();

  await signIn(page, demo.pilot);
  await page.goto("/pilot/sim/list");
  const panel = page.getByRole("region", { name: /^My tasks/ });
  await expect(panel).toBeVisible(WAIT);
  const approvals = panel.getByRole("region", { name: "Results to approve" });
  const task = approvals.getByRole("link", {
    name: new RegExp(`Approve the theory test of ${TEST_DAY.shown}`),
  });
  await expect(task).toBeVisible(WAIT);

  // Collapsing hides the tasks; opening again shows them.
  const summary = page.getByRole("button", { name: /^My tasks/ });
  // The page came from the server: the panel, loaded lazily, listens once the app has taken it over
  // too, a moment after the page.
  await expect(async () => {
    await summary.click();
    await expect(task).toBeHidden({ timeout: 1000 });
  }).toPass(WAIT);
  await summary.click();
  await expect(task).toBeVisible();

  await task.click();
  // The detail page loads its route first; on a busy machine that takes a moment.
  await expect(page).toHaveURL(/\/pilot\/theory-test\/detail\/\d+\?mode=view$/, WAIT);
  await page.getByRole("button", { name: "Approve" }).click();
  await page
    .getByRole("dialog", { name: "Approve this result?" })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Trainee has approved the result ·" }),
  ).toBeVisible();

  // Back through the menu, without reloading: the panel asks again when it mounts.
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "SIM", exact: true })
    .click();
  await expect(page.getByRole("region", { name: /^My tasks/ })).toBeVisible(WAIT);
  await expect(
    page.getByRole("link", { name: new RegExp(`Approve the theory test of ${TEST_DAY.shown}`) }),
  ).toHaveCount(0);
});

test("while My tasks loads, its placeholder is a named progress bar that axe passes", async ({ page }) => {
  // A device that has kept nothing yet: with its last synced tasks the panel would show those while
  // it asks again (ADR 1620), and no placeholder.
  await page.addInitScript(() => {
    (globalThis as unknown as { indexedDB: { deleteDatabase(name: string): void } }).indexedDB.deleteDatabase(
      "trms-device",
    );
  });
  await signIn(page, demo.instructor);
  // The panel's call held back, so the check sees the loading state a slow connection shows.
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
  const placeholder = page.getByRole("progressbar", { name: "Loading your tasks" });
  await expect(placeholder).toBeVisible(WAIT);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(", ")}`)).toEqual([]);
  release();
  await expect(placeholder).toBeHidden(WAIT);
});
