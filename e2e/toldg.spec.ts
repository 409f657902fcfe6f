import { demo, expect, signIn, test } from "./fixtures";

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
