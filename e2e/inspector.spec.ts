import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { demo, expect, fillSignIn, signIn, test, workerBaseUrl } from "./fixtures";

/**
 * Inspector access (issue 29 item 3, ADR 1065): the super administrator makes an inspector account
 * and grants it one demo pilot for today; the inspector signs in, reads that pilot's training file
 * and nothing else; the administrator reads what was opened and revokes; the inspector is out at
 * once. The refusals of every other call are the server's tests (inspector.routes.test.ts and the
 * access matrix).
 */

const PASSWORD = "Inspect@2026";
/** The demo pilot granted (crew code P0001). */
const PILOT = "P0001";

const TEXT = {
  en: {
    menu: "Inspector Access",
    title: "Inspector access",
    fullName: "Full name",
    email: "Email",
    password: "Password",
    create: "Create inspector",
    created: "Inspector account created",
    inspector: "Inspector",
    addPilot: "Add a pilot",
    grant: "Grant access",
    granted: "Access granted",
    grants: "Grants",
    active: "Active",
    revoked: "Revoked",
    revoke: "Revoke",
    log: "What inspectors opened",
    timeline: "Training file timeline",
    home: "Inspection access",
    pilots: "Granted pilots",
    window: /Read-only access\. It ends on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
  },
  vi: {
    menu: "Quyền thanh tra",
    title: "Quyền thanh tra",
    fullName: "Họ và tên",
    email: "Email",
    password: "Mật khẩu",
    create: "Tạo tài khoản thanh tra",
    created: "Đã tạo tài khoản thanh tra",
    inspector: "Thanh tra",
    addPilot: "Thêm phi công",
    grant: "Cấp quyền",
    granted: "Đã cấp quyền truy cập",
    grants: "Các quyền đã cấp",
    active: "Đang hiệu lực",
    revoked: "Đã thu hồi",
    revoke: "Thu hồi",
    log: "Hồ sơ thanh tra đã mở",
    timeline: "Dòng thời gian hồ sơ huấn luyện",
    home: "Quyền thanh tra",
    pilots: "Phi công được cấp quyền",
    window: /Chỉ được xem\. Quyền kết thúc lúc \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
  },
} as const;

/** Every axe violation of the page as it stands, any impact (as e2e/a11y.spec.ts counts them). */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/** The notices (top centre, 10 s) closed, so axe reads the page and not a notice fading in. */
async function dismissNotices(page: Page): Promise<void> {
  const notices = page.locator(".notistack-Snackbar");
  // A notice may still be arriving while another closes: close until none is left.
  await expect(async () => {
    const close = notices.getByRole("button");
    if ((await close.count()) > 0) await close.first().click({ timeout: 1_000 });
    expect(await notices.count()).toBe(0);
  }).toPass({ timeout: 15_000 });
}

const documentOverflow = (page: Page) =>
  page.evaluate<number>("document.documentElement.scrollWidth - document.documentElement.clientWidth");

/** A browser of the inspector's own, signed in with the English form, then in the language under test. */
async function inspectorPage(
  browser: Browser,
  email: string,
  lang: "en" | "vi",
  viewport?: { width: number; height: number },
) {
  const base = workerBaseUrl();
  const context = await browser.newContext({ baseURL: base, ...(viewport ? { viewport } : {}) });
  await context.addCookies([{ name: "lang", value: "en", url: base }]);
  const page = await context.newPage();
  await page.goto("/login");
  await fillSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/inspector$/);
  await context.addCookies([{ name: "lang", value: lang, url: base }]);
  await page.reload();
  return page;
}

for (const lang of ["en", "vi"] as const) {
  test(`an inspector granted one pilot reads that file, the log shows it, a revoke ends it (${lang})`, async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const stamp = Date.now();
    const email = `inspector-${lang}-${stamp}@caa.gov.vn`;
    const name = `Thanh tra ${lang} ${stamp}`;
    await signIn(page, demo.admin);
    await page.context().addCookies([{ name: "lang", value: lang, url: baseURL as string }]);
    await page.goto("/admin/audit");
    await page.getByRole("link", { name: text.menu }).click();
    await expect(page).toHaveURL("/admin/inspector");
    await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();

    // A new inspector account.
    await page.getByLabel(text.fullName).fill(name);
    await page.getByLabel(text.email).fill(email);
    await page.getByLabel(text.password).fill(PASSWORD);
    await page.getByRole("button", { name: text.create }).click();
    await expect(page.getByText(text.created)).toBeVisible();

    // One pilot, today (the first and last day default to today).
    await page.getByRole("combobox", { name: text.inspector }).click();
    await page.getByRole("option", { name: new RegExp(email) }).click();
    await page.getByRole("combobox", { name: text.addPilot }).fill(PILOT);
    await page
      .getByRole("option", { name: new RegExp(PILOT) })
      .first()
      .click();
    await expect(page.getByRole("button", { name: new RegExp(PILOT) })).toBeVisible();
    await page.getByRole("button", { name: text.grant, exact: true }).click();
    await expect(page.getByText(text.granted)).toBeVisible();
    const grantRow = page
      .getByRole("table", { name: text.grants })
      .getByRole("row")
      .filter({ hasText: name });
    await expect(grantRow).toContainText(text.active);
    await expect(grantRow).toContainText(PILOT);
    await dismissNotices(page);
    expect(await axeViolations(page)).toEqual([]);

    // The inspector: the granted pilot and their training file, nothing else in the menu.
    const inspector = await inspectorPage(browser, email, lang);
    await expect(inspector.getByRole("heading", { level: 1, name: text.home })).toBeVisible();
    await expect(inspector.getByText(text.window)).toBeVisible();
    const pilots = inspector.getByRole("navigation", { name: text.pilots });
    await expect(pilots.getByRole("button")).toHaveCount(1);
    await expect(pilots.getByRole("button")).toContainText(PILOT);
    await expect(inspector.getByRole("heading", { level: 2, name: new RegExp(PILOT) })).toBeVisible();
    await dismissNotices(inspector);
    expect(await axeViolations(inspector)).toEqual([]);
    await inspector.screenshot({ path: `test-results/inspector-home-desktop-${lang}.png`, fullPage: true });
    // Any other pilot is refused by the server, whatever the screen shows.
    const other = await inspector.request.post("/api/v1/training_file/get_timeline", {
      headers: { "application-type": "5" },
      data: { pilot_id: 999_999 },
    });
    expect(other.status()).toBe(404);

    // The administrator reads what was opened.
    await page.reload();
    const logRow = page.getByRole("table", { name: text.log }).getByRole("row").filter({ hasText: name });
    await expect(logRow.first()).toContainText(text.timeline);
    await expect(logRow.first()).toContainText(PILOT);
    await page.screenshot({ path: `test-results/inspector-admin-desktop-${lang}.png`, fullPage: true });

    // A revoke ends the inspector's access at its next request.
    await grantRow.getByRole("button", { name: text.revoke }).click();
    await page.getByRole("dialog").getByRole("button", { name: text.revoke }).click();
    await expect(grantRow).toContainText(text.revoked);
    await inspector.reload();
    await expect(inspector).toHaveURL(/\/login/);
    // Signing in again is refused, and the sign-in page says why.
    await inspector.context().addCookies([{ name: "lang", value: "en", url: workerBaseUrl() }]);
    await inspector.goto("/login");
    await fillSignIn(inspector, email, PASSWORD);
    await expect(
      inspector.getByText("Your inspection access has not started yet or has ended"),
    ).toBeVisible();
    await inspector.context().close();
  });
}

test("both screens fit a phone without sideways scrolling", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const phone = { width: 390, height: 844 };
  await page.setViewportSize(phone);
  const email = `inspector-phone-${Date.now()}@caa.gov.vn`;
  await signIn(page, demo.admin);
  const headers = { "application-type": "5" };
  const created = await page.request.post("/api/v1/inspector/create_inspector", {
    headers,
    data: { email, full_name: "Thanh tra điện thoại", password: PASSWORD },
  });
  expect(created.status()).toBe(200);
  const pilots = await page.request.post("/api/v1/pilot/sort_pilot", { headers, data: { keyword: PILOT } });
  const pilot = (
    (await pilots.json()) as { data: { pilots: { id: number; crew_code: string }[] } }
  ).data.pilots.find((p) => p.crew_code === PILOT);
  const granted = await page.request.post("/api/v1/inspector/create_grant", {
    headers,
    data: {
      inspector_id: (await created.json()).data.id,
      pilot_ids: [pilot?.id],
      starts_at: new Date(Date.now() - 60_000).toISOString(),
      ends_at: new Date(Date.now() + 3_600_000).toISOString(),
    },
  });
  expect(granted.status()).toBe(200);
  await page.goto("/admin/inspector");
  await expect(page.getByRole("heading", { level: 1, name: TEXT.en.title })).toBeVisible();
  await expect(page.getByRole("table", { name: TEXT.en.grants })).toContainText("Thanh tra điện thoại");
  expect(await documentOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/inspector-admin-phone.png", fullPage: true });

  for (const lang of ["en", "vi"] as const) {
    const inspector = await inspectorPage(browser, email, lang, phone);
    await expect(inspector.getByRole("heading", { level: 1, name: TEXT[lang].home })).toBeVisible();
    await expect(inspector.getByRole("heading", { level: 2, name: new RegExp(PILOT) })).toBeVisible();
    expect(await documentOverflow(inspector)).toBeLessThanOrEqual(0);
    await dismissNotices(inspector);
    expect(await axeViolations(inspector)).toEqual([]);
    await inspector.screenshot({ path: `test-results/inspector-home-phone-${lang}.png`, fullPage: true });
    await inspector.context().close();
  }
});
