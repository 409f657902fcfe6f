import { demo, expect, signIn, test } from "./fixtures";

test.describe("language", () => {
  test.use({ lang: null });

  test("the chosen language survives a reload", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Tiếng Việt" }).click();
    await expect(page.getByRole("heading", { name: "Đăng nhập" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "vi");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Đăng nhập" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Tiếng Việt" })).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test("logout returns to /login and protected pages then ask to sign in", async ({ page }) => {
  await signIn(page, demo.admin);
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL("/login");
  await page.goto("/admin/sim");
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

test("admin-only entries are hidden from staff", async ({ page }) => {
  await signIn(page, demo.staff);
  const nav = page.getByRole("navigation", { name: "Main menu" });
  await expect(nav.getByRole("link", { name: "SIM", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "User Management" })).toHaveCount(0);
  // The dashboard is the validity ledger now: a fleet manager with the pilot
  // list sees it; the audit list stays the role admin's.
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Audit" })).toHaveCount(0);
});

test("unknown addresses show the not-found page with a way home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL("/login");

  await signIn(page, demo.pilot);
  await page.goto("/pilot/no-such-screen");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeAttached();
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the sidebar opens from the hamburger", async ({ page }) => {
    await signIn(page, demo.pilot);
    // The sign-in notice covers the top bar of a phone until dismissed.
    await page.getByRole("button", { name: "Close" }).click();
    const trainingFlight = page.getByRole("link", { name: "Training Flight" });
    await expect(trainingFlight).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(trainingFlight).toBeVisible();
    await trainingFlight.click();
    await expect(page).toHaveURL("/pilot/training-flight");
    await expect(trainingFlight).toBeHidden();
    await expect(page.getByRole("heading", { name: "Training Flight" })).toBeVisible();
  });
});
