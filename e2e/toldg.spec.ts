import type { Locator, Page } from "@playwright/test";
import { demo, expect, signIn, test } from "./fixtures";

// The TO LDG data (part2 §2) and the public recency survey that feeds it (part1 §2).

interface ToldgRow {
  crew_code: string;
  full_name: string;
  recency_date: string;
}

/** YYYY-MM-DD as the screens show it. */
const shown = (date: string) => date.split("-").reverse().join("/");

test.describe("phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("TO LDG shows each pilot as a card with the name and the recency date", async ({ page }) => {
    await signIn(page, demo.admin);
    await page.goto("/admin/to_ldg");
    await expect(page.getByRole("heading", { name: "TO LDG" })).toBeVisible();
    const cards = page.getByRole("list", { name: "TO LDG list" }).getByRole("listitem");
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole("table", { name: "TO LDG list" })).toHaveCount(0);
    // The first row as the call answers it, in the list's default order (soonest recency first).
    const reply = await page.request.post("/api/v1/toldg/get_all", {
      headers: { "application-type": "5" },
      data: { page_number: 1, page_count: 10, order: "+", filters: { sort_by: "recency_date" } },
    });
    const first = ((await reply.json()) as { data: { toldg_list: ToldgRow[] } }).data.toldg_list[0];
    if (!first) throw new Error("the demo seed has TO LDG rows");
    const card = cards.first();
    for (const label of ["Full name", "Recency date", "Crew code", "Email", "Last 5 flights"]) {
      await expect(card.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(card.getByText(first.full_name, { exact: true })).toBeVisible();
    await expect(card.getByText(first.crew_code, { exact: true })).toBeVisible();
    await expect(card.getByText(shown(first.recency_date), { exact: true })).toBeVisible();
    // The sort stays reachable without column headers, and lands in the address.
    await page.getByRole("combobox", { name: "Sort by" }).click();
    await page.getByRole("option", { name: "Full name" }).click();
    await expect(page).toHaveURL(/sort=full_name/);
    const pageWidth = await page.evaluate<number>("document.documentElement.scrollWidth");
    expect(pageWidth).toBeLessThanOrEqual(390);
  });
});

// ---- The public survey ----

const DAY_MS = 24 * 60 * 60 * 1000;
/** YYYY-MM-DD of `days` days before today (UTC, like the server's calendar arithmetic). */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
const plus90 = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 90 * DAY_MS).toISOString().slice(0, 10);

/** Types a date into an MUI date field, section by section (DD, MM, YYYY). */
async function typeDate(page: Page, scope: Locator, label: string, iso: string) {
  const [year, month, day] = iso.split("-");
  await scope.getByRole("group", { name: label }).getByRole("spinbutton", { name: "Day" }).click();
  await page.keyboard.type(`${day}${month}${year}`);
}

async function addFlight(page: Page, date: string, to: number, ldg: number) {
  const entry = page.getByRole("group", { name: /New flight|Edit flight/ });
  await typeDate(page, entry, "Flight date", date);
  await entry.getByLabel("Number of TO").fill(String(to));
  await entry.getByLabel("Number of LDG").fill(String(ldg));
  await entry.getByRole("button", { name: /^(Add|Save flight)$/ }).click();
}

test("a pilot reports 3 flights on the public survey, and an admin finds the row in TO LDG", async ({
  page,
}) => {
  await page.goto("/survey");
  await expect(page.getByRole("heading", { name: "Recency survey" })).toBeVisible();
  await expect(page.getByText("3 take-offs and landings within 90 days")).toBeVisible();
  await expect(page.getByText("EASA Part-FCL FCL.060(b); 14 CFR 121.439")).toBeVisible();

  // Required answers and the email format, in the words of part1 §5.
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("This is a required question")).toHaveCount(2);
  await page.getByLabel("Email").fill("pilot.demo.trms");
  await page.getByLabel("Licence number").fill("VN10002");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Email is invalid")).toBeVisible();
  await page.getByLabel("Email").fill("pilot@demo.trms");

  // The entry sub-form is shown first, hides after Add, and the add button reopens it.
  const entry = page.getByRole("group", { name: "New flight" });
  await expect(entry).toBeVisible();
  const recent = daysAgo(5);
  const middle = daysAgo(12);
  const oldest = daysAgo(30);
  await addFlight(page, recent, 1, 1);
  await expect(entry).toBeHidden();
  const table = page.getByRole("table", { name: "Flights to report" });
  await expect(table.getByRole("row")).toHaveCount(2);
  for (const date of [middle, oldest, daysAgo(40), daysAgo(50)]) {
    await page.getByRole("button", { name: "Add flight" }).click();
    await addFlight(page, date, 1, 1);
    await expect(table.getByRole("cell", { name: shown(date), exact: true })).toBeVisible();
  }
  await expect(page.getByText("Flights (5/5)")).toBeVisible();
  await page.getByRole("button", { name: "Add flight" }).click();
  await expect(page.getByText("You can only add maximum 5 flight")).toBeVisible();

  // Entries are removable and editable.
  await page.getByRole("button", { name: `Remove the flight of ${shown(daysAgo(50))}` }).click();
  await page.getByRole("button", { name: `Remove the flight of ${shown(daysAgo(40))}` }).click();
  await expect(table.getByRole("row")).toHaveCount(4);
  await page.getByRole("button", { name: `Edit the flight of ${shown(middle)}` }).click();
  const edit = page.getByRole("group", { name: "Edit flight" });
  await edit.getByLabel("Number of TO").fill("2");
  await edit.getByLabel("Number of LDG").fill("2");
  await edit.getByRole("button", { name: "Save flight" }).click();
  await expect(table.getByRole("row", { name: new RegExp(shown(middle)) })).toContainText("2");

  await typeDate(page, page.locator("form"), "Most recent SIM date", daysAgo(100));
  await page.getByRole("button", { name: "Submit" }).click();

  // 1 + 2 take-offs and landings by the middle date: aircraft recency runs 90 days from it.
  await expect(page.getByText("Your flight data has been populated successfully").first()).toBeVisible();
  await expect(page.getByTestId("survey-full-name")).toHaveText("Nguyễn Văn Minh");
  await expect(page.getByTestId("survey-ac_expired_date")).toHaveText(shown(plus90(middle)));
  await expect(page.getByTestId("survey-sim_expired_date")).toHaveText(shown(plus90(daysAgo(100))));
  await expect(page.getByTestId("survey-recency_date")).toHaveText(shown(plus90(middle)));
  const answer = page.getByRole("table", { name: "Your most recent flights" });
  await expect(answer.getByRole("row")).toHaveCount(4);

  // The admin finds the row, searches it and exports the filtered list.
  await page.context().clearCookies();
  await page.context().addCookies([{ name: "lang", value: "en", url: page.url() }]);
  await signIn(page, "admin@demo.trms");
  await page.goto("/admin/to_ldg");
  await expect(page.getByRole("heading", { name: "TO LDG" })).toBeVisible();
  await page.getByLabel("Search by name, crew code, licence or email").fill("VN10002");
  const rows = page.getByRole("table", { name: "TO LDG list" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  const row = rows.nth(1);
  await expect(row).toContainText("P0001");
  await expect(row).toContainText("Nguyễn Văn Minh");
  await expect(row).toContainText("pilot@demo.trms");
  await expect(row).toContainText(shown(plus90(middle)));
  await expect(row).toContainText(`${shown(recent)} · TO 1 · LDG 1`);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export Excel" }).click();
  expect((await download).suggestedFilename()).toMatch(/^TO LDG \d{2}-\d{2}-\d{4}\.xlsx$/);
});

test("an unknown pilot gets one generic answer and nothing is shown", async ({ page }) => {
  await page.goto("/survey");
  await page.getByLabel("Email").fill("pilot@demo.trms");
  await page.getByLabel("Licence number").fill("VN00000");
  await addFlight(page, daysAgo(3), 3, 3);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "No active pilot matches" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recency survey" })).toBeVisible();
});
