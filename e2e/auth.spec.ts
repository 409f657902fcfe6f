import { DEMO_PASSWORD, demo, expect, fillSignIn, signIn, test } from "./fixtures";
import { resetLinkFor } from "./mail";

test.describe("sign-in lands on the area home of each role", () => {
  const homes = [
    { email: demo.admin, home: "/admin/sim" },
    { email: demo.staff, home: "/admin/sim" },
    { email: demo.instructor, home: "/pilot/sim/list" },
    { email: demo.pilot, home: "/pilot/sim/list" },
  ];
  for (const { email, home } of homes) {
    test(email, async ({ page }) => {
      await page.goto("/");
      await expect(page).toHaveURL(/\/login$/);
      await fillSignIn(page, email, DEMO_PASSWORD);
      await expect(page).toHaveURL(home);
      await expect(page.getByText("Login successfully")).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    });
  }
});

test("a wrong password shows the server's message in the form", async ({ page }) => {
  await page.goto("/login");
  await fillSignIn(page, demo.instructor, "not-the-password");
  await expect(page.getByRole("alert")).toHaveText("Email or password is incorrect");
  await expect(page).toHaveURL(/\/login$/);
});

test("empty fields show the translated validation keys", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Email is invalid")).toBeVisible();
});

test("a deep link survives the detour through sign-in", async ({ page }) => {
  await page.goto("/admin/pilot?page=2");
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await fillSignIn(page, demo.admin, DEMO_PASSWORD);
  await expect(page).toHaveURL("/admin/pilot?page=2");
  await expect(page.getByRole("heading", { name: "Pilot Management" })).toBeVisible();
});

test("a signed-in user in the wrong area is sent to their own home", async ({ page }) => {
  await signIn(page, demo.pilot);
  await page.goto("/admin/user");
  await expect(page).toHaveURL("/pilot/sim/list");
});

test("remember me keeps the email for the next visit", async ({ page, context }) => {
  await page.goto("/login");
  await page.getByLabel("Remember me").check();
  await fillSignIn(page, demo.instructor, DEMO_PASSWORD);
  await expect(page).toHaveURL("/pilot/sim/list");
  await context.clearCookies({ name: "token" });
  await page.goto("/login");
  await expect(page.getByLabel("Email")).toHaveValue(demo.instructor);
  await expect(page.getByLabel("Remember me")).toBeChecked();
});

test("forgot password mails a link that sets a new password", async ({ page }) => {
  const newPassword = "Fresh@Pass2026";
  await page.goto("/login");
  await page.getByLabel("Email").fill(demo.resetPilot);
  await page.getByRole("link", { name: "Forgot password?" }).click();

  await expect(page).toHaveURL("/forgot-password");
  await expect(page.getByLabel("Email")).toHaveValue(demo.resetPilot);
  await page.getByRole("button", { name: "Send instructions" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Instructions have been sent to your email. Please check your email to create a new password",
  );

  await page.goto(await resetLinkFor(demo.resetPilot));
  await expect(page.getByRole("heading", { name: "Reset password" })).toBeVisible();
  await page.getByLabel("Email").fill(demo.resetPilot);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm password", { exact: true }).fill("Something@Else1");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();

  await page.getByLabel("Confirm password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByRole("status")).toHaveText("Reset password successfully");
  await page.getByRole("link", { name: "Back to sign in" }).click();

  await fillSignIn(page, demo.resetPilot, newPassword);
  await expect(page).toHaveURL("/pilot/sim/list");
});
