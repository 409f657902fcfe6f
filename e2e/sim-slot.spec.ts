import { demo, expect, signIn, test } from "./fixtures";

test("a slot is created by picking a label: type resets the slot, the label fills start and end", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demo.admin);
  // The demo holds every label of the table; ATR72 C1 is deleted first so it can be created again
  // (made again here should an earlier attempt have stopped after deleting it: 409 when it is there).
  const ensured = await page.request.post("/api/v1/sim/create_sim_slot", {
    headers: { "application-type": "5" },
    data: { type: 4, slot: "C1", start: "17:30", end: "21:30" },
  });
  expect([200, 409]).toContain(ensured.status());
  await page.goto("/admin/sim-slot?type=4");
  await expect(page.getByRole("heading", { name: "SIM slots" })).toBeVisible({ timeout: 20_000 });
  const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name: "C1", exact: true }) });
  await expect(row).toContainText("17:30");
  await row.getByRole("button", { name: "Delete slot C1 (ATR72)" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("DO YOU WANT TO DELETE SIM SLOT");
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Delete sim slot successfully")).toBeVisible();
  await expect(page.getByRole("cell", { name: "C1", exact: true })).toHaveCount(0);

  await page.getByRole("link", { name: "Create SIM slot" }).click();
  await expect(page).toHaveURL(/\/admin\/sim-slot\/create$/, { timeout: 20_000 });
  const start = page.getByRole("textbox", { name: "Start" });
  const end = page.getByRole("textbox", { name: "End" });
  await page.getByRole("button", { name: "Create SIM slot" }).click();
  await expect(page.getByText("This field is required").first()).toBeVisible();

  await page.getByRole("combobox", { name: "Type (fleet)" }).click();
  await page.getByRole("option", { name: "ATR72" }).click();
  await page.getByRole("combobox", { name: "Slot" }).click();
  // The labels of the chosen fleet only.
  await expect(page.getByRole("option")).toHaveText([
    "A · 07:00–11:00",
    "A0 · 02:00–06:00",
    "A1 · 07:00–11:00",
    "B · 12:00–16:00",
    "B1 · 12:00–16:00",
    "C · 16:00–20:00",
    "C1 · 17:30–21:30",
    "D · 20:00–00:00",
  ]);
  await page.getByRole("option", { name: "D · 20:00–00:00" }).click();
  await expect(start).toHaveValue("20:00");
  await expect(end).toHaveValue("00:00");

  // Another type clears the slot and its times.
  await page.getByRole("combobox", { name: "Type (fleet)" }).click();
  await page.getByRole("option", { name: "A350" }).click();
  await expect(page.getByRole("combobox", { name: "Slot" })).not.toContainText("D");
  await expect(start).toHaveValue("");
  await expect(end).toHaveValue("");

  await page.getByRole("combobox", { name: "Type (fleet)" }).click();
  await page.getByRole("option", { name: "ATR72" }).click();
  await page.getByRole("combobox", { name: "Slot" }).click();
  await page.getByRole("option", { name: "C1 · 17:30–21:30" }).click();
  await expect(start).toHaveValue("17:30");
  await expect(end).toHaveValue("21:30");
  await page.getByRole("button", { name: "Create SIM slot" }).click();
  await expect(page.getByText("Create sim slot successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/sim-slot$/);

  // The new slot opens for editing and saves.
  await page.goto("/admin/sim-slot?type=4&keyword=C1");
  await page.getByRole("link", { name: "Edit slot C1 (ATR72)" }).click();
  await expect(page.getByRole("heading", { name: "Edit SIM slot" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Start" })).toHaveValue("17:30");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Update sim slot successfully")).toBeVisible();
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the slot list is a list of cards that fits the screen", async ({ page }) => {
    await signIn(page, demo.admin);
    await page.goto("/admin/sim-slot");
    const cards = page.getByRole("list", { name: "SIM slots" }).getByRole("listitem");
    await expect(cards.first()).toBeVisible({ timeout: 20_000 });
    const width = await page.evaluate<number>("document.documentElement.scrollWidth");
    expect(width).toBeLessThanOrEqual(390);
  });
});
