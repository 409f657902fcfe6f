import type { Browser, Page } from "@playwright/test";
import { DEMO_PASSWORD, demo, expect, fillSignIn, signIn, test } from "./fixtures";

const STAFF_PASSWORD = "Staff@2026";

/** A second signed-out browser, in English like the test's own page. */
async function otherPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  if (baseURL) await context.addCookies([{ name: "lang", value: "en", url: baseURL }]);
  return context.newPage();
}

/** Creates a role-user account through the create screen, signed in as the super administrator. */
async function createStaffUser(page: Page, email: string, fullName: string): Promise<void> {
  await page.goto("/admin/user");
  await page.getByRole("link", { name: "Create user" }).click();
  await expect(page).toHaveURL("/admin/user/create");
  await page.getByLabel("Full name").fill(fullName);
  await page.getByLabel("Email").fill(email);
  await expect(page.getByRole("combobox", { name: "Fleet" })).toHaveText("A321");
  await page.getByLabel(/^Password/).fill(STAFF_PASSWORD);
  await page.getByLabel("Confirm password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Create user" }).click();
  await expect(page).toHaveURL("/admin/user");
  await expect(page.getByText("Successfully created data...")).toBeVisible();
}

async function findUserRow(page: Page, email: string) {
  await page.getByLabel("Search by name or email").fill(email);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

test("the user list pages through accounts and keeps the page in the address", async ({ page }) => {
  await signIn(page, demo.admin);
  await page.goto("/admin/user?page=nonsense");
  await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();
  const table = page.getByRole("table", { name: "Users" });
  await expect(table.getByRole("row").filter({ hasText: demo.staff })).toBeVisible();
  await page.getByLabel("Search by name or email").fill("no-such-person");
  await expect(page.getByText("No users found")).toBeVisible();
});

test("the super administrator creates a staff user and grants the pilot list", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `staff.${Date.now()}@demo.trms`;
  const fullName = "Đỗ Thị Lan";
  await signIn(page, demo.admin);
  await createStaffUser(page, email, fullName);

  // Before the grant the new account has no pilot management.
  const staffPage = await otherPage(browser, baseURL);
  await staffPage.goto("/login");
  await fillSignIn(staffPage, email, STAFF_PASSWORD);
  await expect(staffPage).toHaveURL("/admin/sim");
  // The menu holds only what the account may open: without VIEW_SIM no SIM, without the
  // pilot list no pilot management; such an address shows the one no-access screen.
  const nav = staffPage.getByRole("navigation", { name: "Main menu" });
  await expect(nav.getByRole("link", { name: "SIM Schedule" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "SIM", exact: true })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Pilot Management" })).toHaveCount(0);
  await staffPage.goto("/admin/pilot");
  await expect(staffPage.getByRole("heading", { name: "You have no access to this page" })).toBeVisible();

  const row = await findUserRow(page, email);
  await row.getByRole("button", { name: `Actions for ${fullName}` }).click();
  await page.getByRole("menuitem", { name: "Permissions" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Pilots", { exact: true })).toBeVisible();
  await dialog.getByLabel("View pilot list").check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Set user role successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The web reads the account afresh when it starts, so a reload shows the new menu entry.
  await staffPage.reload();
  await nav.getByRole("link", { name: "Pilot Management" }).click();
  await expect(staffPage).toHaveURL("/admin/pilot");
  await expect(staffPage.getByRole("heading", { name: "Pilot Management" })).toBeVisible();
  const pilots = staffPage.getByRole("table", { name: "Pilots" });
  await expect(pilots.getByRole("row").filter({ hasText: "P0001" })).toBeVisible();
  // A list-only permission offers no creation.
  await expect(staffPage.getByRole("link", { name: "Create pilot" })).toHaveCount(0);
  await staffPage.context().close();
});

test("a blocked user is signed out and can no longer sign in", async ({ page, browser, baseURL }) => {
  const email = `blocked.${Date.now()}@demo.trms`;
  const fullName = "Bùi Văn Khoa";
  await signIn(page, demo.admin);
  await createStaffUser(page, email, fullName);

  const staffPage = await otherPage(browser, baseURL);
  await staffPage.goto("/login");
  await fillSignIn(staffPage, email, STAFF_PASSWORD);
  await expect(staffPage).toHaveURL("/admin/sim");

  const row = await findUserRow(page, email);
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Actions for ${fullName}` }).click();
  await page.getByRole("menuitem", { name: "Block" }).click();
  const confirm = page.getByRole("dialog", { name: "Block this account?" });
  await expect(confirm).toContainText(fullName);
  await confirm.getByRole("button", { name: "Block" }).click();
  await expect(page.getByText("The account has been blocked")).toBeVisible();
  await expect(row.getByText("Blocked", { exact: true })).toBeVisible();

  // The open session ended with the block: the next request sends the user to sign in.
  await staffPage.reload();
  await expect(staffPage).toHaveURL(/\/login/);
  await fillSignIn(staffPage, email, STAFF_PASSWORD);
  await expect(staffPage.getByRole("alert")).toHaveText(
    "This account has been deactivated. Please contact the training office",
  );
  await staffPage.context().close();
});

test("the profile menu opens the admin's own account, where the password can change", async ({ page }) => {
  await signIn(page, demo.admin);
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/admin\/user\/detail\/\d+$/);
  await expect(page.getByRole("heading", { name: "Edit user" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(demo.admin);

  // The super administrator is asked no old password; mismatched confirmation is refused in the form.
  await page.getByRole("button", { name: "Change password" }).click();
  const dialog = page.getByRole("dialog", { name: "Change password" });
  await expect(dialog.getByLabel("Old password")).toHaveCount(0);
  await dialog.getByLabel("New password").fill("Another@Pass1");
  await dialog.getByLabel("Confirm password").fill("Different@Pass1");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Passwords do not match")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.goto(`${new URL(page.url()).pathname}?mode=view`);
  await expect(page.getByRole("heading", { name: "User profile" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Change password" })).toHaveCount(0);
  await expect(page.getByLabel("Full name")).toHaveAttribute("readonly", "");
});

test("staff see their own profile with the old password asked", async ({ page }) => {
  await signIn(page, demo.staff);
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Profile" }).click();
  await expect(page.getByRole("heading", { name: "Edit user" })).toBeVisible();
  await expect(page.getByText("View pilot list")).toBeVisible();
  await page.getByRole("button", { name: "Change password" }).click();
  const dialog = page.getByRole("dialog", { name: "Change password" });
  await dialog.getByLabel("Old password").fill("wrong-password");
  await dialog.getByLabel("New password").fill(DEMO_PASSWORD);
  await dialog.getByLabel("Confirm password").fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Old password is incorrect")).toBeVisible();
});
