import type { Browser, Page } from "@playwright/test";
import { pilotIdOf } from "./factories";
import { demo, expect, fillSignIn, openInApp, signIn, test } from "./fixtures";

/** A second signed-out browser, in English like the test's own page. */
async function otherPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  if (baseURL) await context.addCookies([{ name: "lang", value: "en", url: baseURL }]);
  return context.newPage();
}

/** A 240×160 PNG drawn on a canvas in the page: a real image for the crop dialog and the server's type check. */
async function pngFixture(page: Page): Promise<Buffer> {
  // A string, because the e2e project compiles without the DOM library.
  const dataUrl = await page.evaluate<string>(`(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 240;
    canvas.height = 160;
    const context = canvas.getContext("2d");
    context.fillStyle = "#0d3b66";
    context.fillRect(0, 0, 240, 160);
    context.fillStyle = "#c8872a";
    context.beginPath();
    context.arc(120, 80, 50, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL("image/png");
  })()`);
  return Buffer.from(dataUrl.split(",")[1] ?? "", "base64");
}

async function chooseOption(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: field }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("an admin creates a pilot with a cropped photo, who then updates their phone", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two creations, a photo crop and a second browser's sign-in and save: longer than one screen's test.
  test.setTimeout(90_000);
  const stamp = Date.now().toString().slice(-6);
  const crewCode = `T${stamp}`;
  const email = `pilot.${stamp}@vietnamairlines.com`;
  const password = "Pilot@2026";
  const fullName = "Vũ Hoàng Long";

  await signIn(page, demo.admin);
  await page.goto("/admin/pilot");
  await page.getByRole("link", { name: "Create pilot" }).click();
  await expect(page).toHaveURL("/admin/pilot/create");
  await expect(page.getByLabel("Email")).toHaveValue("@vietnamairlines.com");
  await expect(page.getByText("Without a password the pilot sets one through Forgot password")).toBeVisible();

  // Required fields first: the form names what is missing.
  await page.getByRole("button", { name: "Create pilot" }).click();
  await expect(page.getByText("Fleet is required")).toBeVisible();
  await expect(page.getByText("This field is required").first()).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({
    name: "portrait.png",
    mimeType: "image/png",
    buffer: await pngFixture(page),
  });
  const crop = page.getByRole("dialog", { name: "Crop photo" });
  await expect(crop).toBeVisible();
  await expect(crop.getByRole("slider")).toBeVisible();
  await crop.getByRole("button", { name: "Use this photo" }).click();
  await expect(crop).toBeHidden();
  await expect(page.locator('img[src^="blob:"]')).toBeVisible();

  await page.getByLabel("Crew code").fill(crewCode);
  await page.getByLabel("Full name").fill(`  ${fullName}  `);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await chooseOption(page, "Fleet", "A321");
  await chooseOption(page, "Position", "First Officer");
  await page.getByLabel("Function").fill("First Officer");
  await page.getByLabel("Phone").fill("0901111222");
  await page.getByRole("button", { name: "Create pilot" }).click();

  await expect(page).toHaveURL("/admin/pilot");
  await expect(page.getByText("Create pilot successfully")).toBeVisible();
  await page.getByLabel("Search by name, crew code, group or fleet").fill(crewCode);
  const row = page.getByRole("row").filter({ hasText: crewCode });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("link", { name: fullName, exact: true })).toBeVisible();
  await expect(row.getByText("First Officer")).toBeVisible();
  await expect(row.locator('img[src^="/api/v1/files/avatar/"]')).toBeVisible();

  // The same crew code again is refused on its field.
  await page.goto("/admin/pilot/create");
  await page.getByLabel("Crew code").fill(crewCode);
  await page.getByLabel("Full name").fill("Someone Else");
  await page.getByLabel("Email").fill(`other.${stamp}@vietnamairlines.com`);
  await chooseOption(page, "Fleet", "A321");
  await page.getByRole("button", { name: "Create pilot" }).click();
  await expect(page.getByText("This crew code is already in use").first()).toBeVisible();
  await expect(page).toHaveURL("/admin/pilot/create");

  const pilotPage = await otherPage(browser, baseURL);
  await pilotPage.goto("/login");
  await fillSignIn(pilotPage, email, password);
  await expect(pilotPage).toHaveURL("/pilot/sim/list");
  await pilotPage.getByRole("button", { name: "Account menu" }).click();
  await pilotPage.getByRole("menuitem", { name: "Profile" }).click();
  await expect(pilotPage).toHaveURL("/pilot/profile");
  await expect(pilotPage.getByRole("heading", { name: "My profile" })).toBeVisible();
  await expect(pilotPage.getByText(crewCode).first()).toBeVisible();
  await expect(pilotPage.getByText("No event reports yet")).toBeVisible();
  await expect(pilotPage.getByRole("columnheader", { name: "Minus point" })).toBeVisible();

  const phone = pilotPage.getByLabel("Phone");
  await expect(phone).toHaveValue("0901111222");
  await phone.fill("0909876543");
  await pilotPage.getByRole("button", { name: "Save" }).click();
  await expect(pilotPage.getByText("Update pilot info successfully")).toBeVisible();
  await pilotPage.reload();
  await expect(pilotPage.getByLabel("Phone")).toHaveValue("0909876543");
  await pilotPage.context().close();
});

test("a pilot cannot open another pilot's profile", async ({ page }) => {
  await signIn(page, demo.admin);
  const otherId = await pilotIdOf(page, "P1012");
  await page.context().clearCookies();

  await signIn(page, demo.pilot);
  await page.goto(`/admin/pilot/detail?id=${otherId}&mode=view`);
  // The admin area's guard sends a pilot back to their own home; nothing of the profile shows.
  await expect(page).toHaveURL("/pilot/sim/list");
  await expect(page.getByText("P1012")).toHaveCount(0);

  const response = await page.request.post("/api/v1/pilot/pilot_detail", {
    headers: { "application-type": "5" },
    data: { id: otherId },
  });
  expect(response.status()).toBe(404);
  expect(((await response.json()) as { code: string }).code).toBe("NOT_FOUND");
});

test("an admin edits, deactivates and reactivates a pilot", async ({ page }) => {
  await signIn(page, demo.admin);
  const id = await pilotIdOf(page, "P1018");
  await page.goto(`/admin/pilot/detail?id=${id}`);
  await expect(page.getByRole("heading", { name: "Edit pilot" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveCount(0);
  const functionField = page.getByLabel("Function");
  await functionField.fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Function is required")).toBeVisible();
  await functionField.fill("Captain");
  await page.getByLabel("Group").fill("Đội bay 2");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Update pilot successfully")).toBeVisible();

  await page.getByRole("link", { name: "View", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Pilot profile" })).toBeVisible();
  await expect(page.getByText("Đội bay 2")).toBeVisible();
  await expect(page.getByRole("button", { name: "Choose photo" })).toHaveCount(0);

  await page.goto("/admin/pilot?page=1");
  await page.getByLabel("Search by name, crew code, group or fleet").fill("P1018");
  const row = page.getByRole("row").filter({ hasText: "P1018" });
  await expect(row).toHaveCount(1);
  const menu = row.getByRole("button", { name: /^Actions for / });
  await menu.click();
  await page.getByRole("menuitem", { name: "Deactivate" }).click();
  await page
    .getByRole("dialog", { name: "Deactivate this account?" })
    .getByRole("button", { name: "Deactivate" })
    .click();
  await expect(page.getByText("Pilot has been deactivated...")).toBeVisible();
  await expect(row.getByText("Inactive")).toBeVisible();

  await menu.click();
  await page.getByRole("menuitem", { name: "Activate" }).click();
  await page
    .getByRole("dialog", { name: "Activate this account?" })
    .getByRole("button", { name: "Activate" })
    .click();
  await expect(page.getByText("Pilot has been activated...")).toBeVisible();
  await expect(row.getByText("Inactive")).toHaveCount(0);
});

test("the pilot list filters by position and pages through the address", async ({ page }) => {
  await signIn(page, demo.admin);
  await page.goto("/admin/pilot?page=2");
  const table = page.getByRole("table", { name: "Pilots" });
  await expect(table.getByRole("row")).not.toHaveCount(1);
  await expect(page.getByText(/^From 11 to 20 of \d+$/)).toBeVisible();

  await page.getByRole("button", { name: "Filters" }).click();
  await chooseOption(page, "Position", "Captain in training");
  await page.getByRole("button", { name: "Apply" }).click();
  // Back to page 1, with the filter kept in the address (a shared link keeps it).
  await expect(page).toHaveURL("/admin/pilot?name_position=2");
  const rows = table.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(rows.first()).toContainText("Captain in training");
  for (const text of await rows.allTextContents()) expect(text).toContain("Captain in training");
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the pilot list shows a card per pilot instead of a table that scrolls sideways", async ({ page }) => {
    await signIn(page, demo.admin);
    await page.goto("/admin/pilot?keyword=P0001");
    const cards = page.getByRole("list", { name: "Pilots" }).getByRole("listitem");
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole("table", { name: "Pilots" })).toHaveCount(0);
    const card = cards.filter({ hasText: "P0001" });
    for (const label of ["Pilot", "Crew code", "Position", "Phone", "Fleet", "Group", "Seniority"]) {
      await expect(card.getByText(label, { exact: true })).toBeVisible();
    }
    await card.getByRole("button", { name: /^Actions for / }).click();
    await expect(page.getByRole("menuitem", { name: "Training flights" })).toBeVisible();
    await page.keyboard.press("Escape");
    const pageWidth = await page.evaluate<number>("document.documentElement.scrollWidth");
    expect(pageWidth).toBeLessThanOrEqual(375);
  });

  test("the pilot's own profile fits the screen", async ({ page }) => {
    await signIn(page, demo.pilot);
    await page.goto("/pilot/profile");
    // The demo pilot is named in event reports: their table shows with the profile.
    await expect(
      page.getByRole("button", { name: /^Detail of the event report of flight/ }).first(),
    ).toBeVisible({ timeout: 15_000 });
    const pageWidth = await page.evaluate<number>("document.documentElement.scrollWidth");
    expect(pageWidth).toBeLessThanOrEqual(375);
  });
});

test("a reload keeps the pilot list's search, filter, sort, page size and page", async ({ page }) => {
  await signIn(page, demo.admin);
  await page.goto("/admin/pilot");
  const table = page.getByRole("table", { name: "Pilots" });
  const rows = table.getByRole("row").filter({ has: page.getByRole("cell") });
  const search = page.getByLabel("Search by name, crew code, group or fleet");
  const crewCodeHeader = table.getByRole("columnheader", { name: "Crew code" });

  await search.fill("P10");
  await expect(page).toHaveURL(/keyword=P10/);
  await page.getByRole("button", { name: "Filters" }).click();
  await chooseOption(page, "Status", "Active");
  await page.getByRole("button", { name: "Apply" }).click();
  // A header click sorts ascending; a second click flips to descending.
  await crewCodeHeader.getByRole("button", { name: "Crew code" }).click();
  await expect(crewCodeHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(rows.first()).toContainText("P1010");
  await crewCodeHeader.getByRole("button", { name: "Crew code" }).click();
  await expect(crewCodeHeader).toHaveAttribute("aria-sort", "descending");
  await chooseOption(page, "Rows per page", "5");
  await page.getByRole("button", { name: "Go to next page" }).click();
  await expect(page.getByText(/^From 6 to 10 of \d+$/)).toBeVisible();
  await expect(rows.first()).toContainText("P1024");
  const address = new URL(page.url());
  expect(Object.fromEntries(address.searchParams)).toEqual({
    keyword: "P10",
    status: "1",
    // Descending is the lists' default order (part1 §9), so only the field is written.
    sort: "crew_code",
    page_size: "5",
    page: "2",
  });

  await page.reload();
  await expect(page).toHaveURL(address.href);
  await expect(search).toHaveValue("P10");
  await expect(crewCodeHeader).toHaveAttribute("aria-sort", "descending");
  await expect(page.getByText(/^From 6 to 10 of \d+$/)).toBeVisible();
  await expect(rows.first()).toContainText("P1024");
  await expect(rows).toHaveCount(5);
  await page.getByRole("button", { name: "Filters" }).click();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  await expect(drawer.getByRole("combobox", { name: "Status" })).toHaveText("Active");
  await expect(drawer.getByRole("combobox", { name: "Sort by" })).toHaveText("Crew code");
  await expect(drawer.getByRole("combobox", { name: "Order" })).toHaveText("Descending");
});

test("an invalid address is corrected: ?page=-3 shows page 1 in the default order", async ({ page }) => {
  await signIn(page, demo.admin);
  await page.goto("/admin/pilot?page=-3&sort=password&order=sideways&page_size=7");
  await expect(page.getByRole("heading", { name: "Pilot Management" })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL("/admin/pilot");
  await expect(page.getByText(/^From 1 to 10 of \d+$/)).toBeVisible();
  const table = page.getByRole("table", { name: "Pilots" });
  await expect(table.getByRole("columnheader", { name: "Crew code" })).not.toHaveAttribute("aria-sort");
});

test("a failed list call says so in the user's language, and Retry recovers", async ({ page, context }) => {
  await signIn(page, demo.admin);
  await context.addCookies([{ name: "lang", value: "vi", url: page.url() }]);
  // The network fails (a 500 reply) until the test lets calls through again.
  let failing = true;
  await page.route("**/api/v1/pilot/sort_pilot", (route) =>
    failing
      ? route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ code: "INTERNAL_ERROR", message: "Lỗi máy chủ nội bộ" }),
        })
      : route.fallback(),
  );
  await page.goto("/admin/user");
  await openInApp(page, "/admin/pilot");
  const failure = page.getByRole("alert").filter({ hasText: "Không tải được danh sách." });
  // The app tries a failed call once more by itself before it gives up.
  await expect(failure).toBeVisible({ timeout: 15_000 });
  await expect(failure).toContainText("Lỗi máy chủ nội bộ");
  // Not an empty list: neither the empty text nor an empty range.
  await expect(page.getByText("Không tìm thấy phi công nào")).toHaveCount(0);
  await expect(page.getByText(/^Từ 0 đến 0/)).toHaveCount(0);

  failing = false;
  await failure.getByRole("button", { name: "Thử lại" }).click();
  await expect(failure).toHaveCount(0);
  const table = page.getByRole("table", { name: "Phi công" });
  await expect(table.getByRole("row").filter({ has: page.getByRole("cell") })).toHaveCount(10);
  await expect(page.getByText(/^Từ 1 đến 10 trên tổng \d+$/)).toBeVisible();
});

test("an admin opens a pilot's training flights from the row menu and from the profile", async ({ page }) => {
  await signIn(page, demo.admin);
  await page.goto("/admin/pilot");
  await page.getByLabel("Search by name, crew code, group or fleet").fill("P0001");
  const row = page.getByRole("row").filter({ hasText: "P0001" });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: /^Actions for / }).click();
  await page.getByRole("menuitem", { name: "Training flights" }).click();
  await expect(page).toHaveURL(/\/admin\/fot\/training-flight-list\?pilot_id=\d+$/);
  await expect(page.getByText(/^Training flights of .+ \(P0001\)$/)).toBeVisible();
  const flights = page.getByRole("table", { name: "Training flights" });
  await expect(
    flights
      .getByRole("row")
      .filter({ has: page.getByRole("cell") })
      .first(),
  ).toBeVisible();

  const id = await pilotIdOf(page, "P0001");
  await page.goto(`/admin/pilot/detail?id=${id}&mode=view`);
  await page.getByRole("main").getByRole("link", { name: "Training flights" }).click();
  await expect(page).toHaveURL(`/admin/fot/training-flight-list?pilot_id=${id}`);
  await expect(page.getByText(/^Training flights of .+ \(P0001\)$/)).toBeVisible();
});
