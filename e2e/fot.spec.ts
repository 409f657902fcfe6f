import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { demo, expect, signIn, test } from "./fixtures";

/** The FOT list narrowed to the demo trainee P0001, and that trainee's row. */
async function traineeRow(page: Page) {
  await page.goto("/admin/fot");
  await page.getByLabel("Search by name, crew code, fleet or position").fill("P0001");
  const row = page.getByRole("row").filter({ hasText: "P0001" });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe("FOT pilot list and criteria report", () => {
  test("an admin follows a pilot's Grounded and Theory progress links to the filtered lists", async ({
    page,
  }) => {
    await signIn(page, demo.admin);
    let row = await traineeRow(page);
    // The Export button is the admin's (part1 §6).
    await expect(page.getByRole("button", { name: "Export" })).toBeVisible();

    // The demo's weak landing grounded the trainee once.
    const grounded = row.getByRole("link", { name: /grounded flights of/ });
    await expect(grounded).toHaveText("1");
    await grounded.click();
    await expect(page).toHaveURL(/\/admin\/fot\/training-flight-list\?pilot_id=\d+&grounded=true$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The training-flight list reads the flag from the address: only the grounded flight is listed.
    await expect(page.getByRole("row")).toHaveCount(2);

    row = await traineeRow(page);
    const flightProgress = row.getByRole("link", { name: /check|assessment/i }).first();
    await flightProgress.click();
    await expect(page).toHaveURL(/\/admin\/fot\/training-flight-list\?pilot_id=\d+&special_flight=true$/);

    row = await traineeRow(page);
    const theory = row.getByRole("link", { name: /^(Theory test|Progress check \(theory\))$/ });
    const kind = await theory.textContent();
    await theory.click();
    await expect(page).toHaveURL(
      kind === "Theory test"
        ? /\/admin\/fot\/theory-test\?pilot_id=\d+$/
        : /\/admin\/fot\/progress-theory\?pilot_id=\d+$/,
    );
  });

  test("an admin opens a pilot's criteria chart from the row menu and switches criterion", async ({
    page,
  }) => {
    await signIn(page, demo.admin);
    const row = await traineeRow(page);
    await row.getByRole("button", { name: /^Actions for / }).click();
    await expect(page.getByRole("menuitem", { name: /Other training flight/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await page.getByRole("menuitem", { name: "Graph" }).click();
    await expect(page).toHaveURL(/\/admin\/criteria-report\?pilot_id=\d+$/);
    await expect(page.getByRole("combobox", { name: "Pilot" })).toHaveValue(/^P0001 · /);

    await page.getByRole("combobox", { name: "Criterion" }).click();
    await page.getByRole("option", { name: "4. Landing" }).click();
    await expect(page).toHaveURL(/criteria=4/);
    await expect(page.getByRole("heading", { name: "4. Landing" })).toBeVisible();
    // The line and its 0–5 axis, drawn by the lazily loaded chart.
    const chart = page.getByRole("figure", { name: /^Landing scores of .+ over \d+ graded flights/ });
    await expect(chart).toBeVisible({ timeout: 20_000 });
    await expect(chart.getByText("5", { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/graded flights; flights scored N\/A are left out/)).toBeVisible();

    // The averages beside it: choosing one redraws the chart for that criterion.
    await page.getByRole("button", { name: /^16\. Fuel efficiency/ }).click();
    await expect(page).toHaveURL(/criteria=16/);
    // The demo grades criteria 14–16 N/A: an empty chart, said in words.
    await expect(page.getByText("No scores for this criterion")).toBeVisible();
  });

  test("an admin exports the monthly accumulated report as a PDF named after today", async ({ page }) => {
    await signIn(page, demo.admin);
    await page.goto("/admin/fot");
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export" }).click();
    const download = await downloading;
    // Dated the day of the export in the airline's time zone.
    const today = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Ho_Chi_Minh" })
      .format(new Date())
      .replaceAll("/", "-");
    expect(download.suggestedFilename()).toBe(`Monthly report ${today}.pdf`);
    const file = await download.path();
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await expect(page.getByText("Can not export accumulated data")).toHaveCount(0);
  });

  test("an instructor sees the FOT list without the admin's Export button", async ({ page }) => {
    await signIn(page, demo.instructor);
    await page.goto("/pilot/fot/list");
    await expect(page.getByRole("row").filter({ hasText: "P0001" })).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Export" })).toHaveCount(0);
  });

  test("a pilot sees only their own criteria report and no FOT list", async ({ page }) => {
    await signIn(page, demo.pilot);
    await page.goto("/pilot/criteria-report?criteria=4");
    await expect(page.getByRole("combobox", { name: "Pilot" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "4. Landing" })).toBeVisible();
    await expect(page.getByRole("figure", { name: /^Landing scores of Nguyễn Văn Minh/ })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole("link", { name: "FOT" })).toHaveCount(0);
  });
});
