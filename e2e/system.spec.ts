import { demo, expect, signIn, test } from "./fixtures";

/**
 * The System page: how the instance runs, for the super administrator
 * only; and the request id a server fault's message carries.
 */

test("the super administrator opens System from the menu by keyboard and reads how the server runs", async ({
  page,
}) => {
  await signIn(page, demo.admin);
  const link = page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "System" });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/admin/system");
  await expect(page.getByRole("heading", { level: 1, name: "System" })).toBeVisible();

  const server = page.locator("#system-instance");
  await expect(server.getByText("Version")).toBeVisible();
  await expect(server.getByText(/^\d+ (d \d+ )?h \d+ min$/)).toBeVisible();
  const database = page.locator("#system-database");
  // The browser tests run on the embedded database, migrated to the build's last migration.
  await expect(database.getByText("Embedded (PGlite)")).toBeVisible();
  await expect(database.getByText(/^(\d+) applied of \1 shipped$/)).toBeVisible();
  await expect(database.getByText(/^\d{4}_\w+$/)).toBeVisible();
  // The backup's slot: "Not available" until the first nightly backup, which a server started after
  // 02:00 at the airline takes a minute after start; then its time. The mail outbox's is
  // filled.
  await expect(
    page
      .locator("#system-backup")
      .getByText(/^(Not available|Taken at)$/)
      .first(),
  ).toBeVisible();
  await expect(page.locator("#system-outbox").getByText("Waiting to be sent")).toBeVisible();
  await expect(page.locator("#system-jobs").getByRole("heading", { name: "Daily jobs" })).toBeVisible();

  // Refresh asks the server again, from the keyboard too.
  const asked = page.waitForResponse((response) => response.url().endsWith("/api/v1/system/get_status"));
  await page.getByRole("button", { name: "Refresh" }).focus();
  await page.keyboard.press("Enter");
  expect((await asked).status()).toBe(200);
});

test("the page speaks Vietnamese", async ({ page }) => {
  await signIn(page, demo.admin);
  await page.context().addCookies([{ name: "lang", value: "vi", url: new URL(page.url()).origin }]);
  await page.goto("/admin/system");
  await expect(page.getByRole("heading", { level: 1, name: "Hệ thống" })).toBeVisible();
  await expect(page.locator("#system-database").getByText("Nhúng (PGlite)")).toBeVisible();
  // Until the first nightly backup, or its time once taken (see above).
  await expect(
    page
      .locator("#system-backup")
      .getByText(/^(Chưa có thông tin|Thời điểm sao lưu)$/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Làm mới" })).toBeVisible();
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("every card fits the screen without sideways scrolling", async ({ page }) => {
    await signIn(page, demo.admin);
    await page.goto("/admin/system");
    await expect(page.locator("#system-jobs")).toBeVisible();
    const overflow = await page.evaluate(() => {
      const root = (
        globalThis as unknown as {
          document: { documentElement: { scrollWidth: number; clientWidth: number } };
        }
      ).document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test("no other account sees the entry or the page", async ({ page }) => {
  await signIn(page, demo.staff);
  const nav = page.getByRole("navigation", { name: "Main menu" });
  await expect(nav.getByRole("link", { name: "SIM", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "System" })).toHaveCount(0);
  await page.goto("/admin/system");
  await expect(page.getByText("Version")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "System" })).toHaveCount(0);
});

test("a server fault's message names the request, so the user can quote it to support", async ({ page }) => {
  await signIn(page, demo.admin);
  // The server's side (a real fault answers 500 with its x-request-id) is in request-id.test.ts.
  await page.route("**/api/v1/system/get_status", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      headers: { "x-request-id": "5e1f0c9a2b7d4e3f8a6b0c1d2e3f4a5b" },
      body: JSON.stringify({ code: "INTERNAL_ERROR", message: "Error internal server" }),
    }),
  );
  await page.goto("/admin/system");
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "Error internal server (request id: 5e1f0c9a2b7d4e3f8a6b0c1d2e3f4a5b)" }),
  ).toBeVisible({ timeout: 20_000 });
});
