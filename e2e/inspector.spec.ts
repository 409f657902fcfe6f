import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { demo, dismissNotices, expect, fillSignIn, signIn, test, workerBaseUrl } from "./fixtures";

/**
 * Inspector access: the super administrator makes an inspector account
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
    log: "What inspectors opened or were refused",
    timeline: "Training file timeline",
    file: "A record's file",
    opened: "Opened",
    refusedNotGranted: "Refused: Pilot not granted",
    home: "Inspection access",
    pilots: "Granted pilots",
    files: "Files",
    window: /Read-only access until the end of \d{2}\/\d{2}\/\d{4} \(Vietnam time\)/,
    refusedPage: /The page you opened \(\/admin\/pilot\/detail\/1\) is not part of your inspection access/,
    displayed: /^From 1 to \d+ of \d+$/,
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
    log: "Hồ sơ thanh tra đã mở hoặc bị từ chối",
    timeline: "Dòng thời gian hồ sơ huấn luyện",
    file: "Tệp của hồ sơ",
    opened: "Đã mở",
    refusedNotGranted: "Bị từ chối: Phi công không được cấp quyền",
    home: "Quyền thanh tra",
    pilots: "Phi công được cấp quyền",
    files: "Tệp",
    window: /Chỉ được xem, đến hết ngày \d{2}\/\d{2}\/\d{4} \(giờ Việt Nam\)/,
    refusedPage: /Trang bạn mở \(\/admin\/pilot\/detail\/1\) không thuộc phạm vi thanh tra của bạn/,
    displayed: /^Từ 1 đến \d+ trên tổng \d+$/,
  },
} as const;

/** Every axe violation of the page as it stands, any impact (as the screen tests in apps/web/component-tests count them). */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/** A browser of the inspector's own, signed in with the English form, then in the language under test. */
async function inspectorPage(browser: Browser, email: string, lang: "en" | "vi") {
  const base = workerBaseUrl();
  const context = await browser.newContext({ baseURL: base });
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
    // A record's file, linked on the inspector's timeline, opens in a new tab (and is logged).
    const fileLink = inspector.locator('a[href^="/api/v1/training_file/file/"]').first();
    await expect(fileLink).toBeVisible();
    await expect(fileLink).toHaveAttribute("target", "_blank");
    const fileName = (await fileLink.innerText()).trim();
    const [opened] = await Promise.all([
      inspector.context().waitForEvent("response", (r) => r.url().includes("/api/v1/training_file/file/")),
      fileLink.click(),
    ]);
    expect(opened.status()).toBe(200);
    expect(opened.headers()["content-type"]).toContain("application/pdf");
    // The timeline's pages are worded as every other list's.
    await expect(inspector.getByText(text.displayed)).toBeVisible();
    // Any other pilot is refused by the server, whatever the screen shows, and the try is logged.
    const other = await inspector.request.post("/api/v1/training_file/get_timeline", {
      headers: { "application-type": "5" },
      data: { pilot_id: 999_999 },
    });
    expect(other.status()).toBe(404);
    // A page outside the inspector's reads, opened by address: back on the inspector's page, told why.
    await inspector.goto("/admin/pilot/detail/1");
    await expect(inspector).toHaveURL(/\/inspector$/);
    await expect(inspector.getByText(text.refusedPage)).toBeVisible();
    await inspector.screenshot({ path: `test-results/inspector-refused-page-${lang}.png`, fullPage: true });

    // The administrator reads what was opened and what was refused, refusals marked.
    await page.reload();
    const logRows = page.getByRole("table", { name: text.log }).getByRole("row").filter({ hasText: name });
    const timelineRow = logRows.filter({ hasText: text.timeline }).first();
    await expect(timelineRow).toContainText(PILOT);
    await expect(timelineRow).toContainText(text.opened);
    const fileRow = logRows.filter({ hasText: `${text.file}: ${fileName}` }).first();
    await expect(fileRow).toContainText(PILOT);
    await expect(fileRow).toContainText(text.opened);
    const refusedRow = logRows.filter({ hasText: text.refusedNotGranted }).first();
    await expect(refusedRow).toBeVisible();
    await expect(page.getByText(text.displayed).first()).toBeVisible();
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

/** Today at the airline (Vietnam, UTC+7) moved by some days, YYYY-MM-DD. */
const airlineDay = (offset: number) =>
  new Date(Date.now() + 7 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const shown = (day: string) => day.split("-").reverse().join("/");

/** An inspector account made through the API as the administrator of `page`. */
async function newInspector(page: Page, email: string, fullName: string): Promise<number> {
  const created = await page.request.post("/api/v1/inspector/create_inspector", {
    headers: { "application-type": "5" },
    data: { email, full_name: fullName, password: PASSWORD },
  });
  expect(created.status()).toBe(200);
  return (await created.json()).data.id;
}

test("a last day chosen in a browser on another time zone is the day shown and kept, to its end in Vietnam", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // Honolulu is 17 hours behind Vietnam: most of the day its date is not Vietnam's.
  const context = await browser.newContext({ baseURL: workerBaseUrl(), timezoneId: "Pacific/Honolulu" });
  await context.addCookies([{ name: "lang", value: "en", url: workerBaseUrl() }]);
  const page = await context.newPage();
  await signIn(page, demo.admin);
  const stamp = Date.now();
  const name = `Thanh tra múi giờ ${stamp}`;
  const inspectorId = await newInspector(page, `inspector-tz-${stamp}@caa.gov.vn`, name);
  await page.goto("/admin/inspector");
  await page.getByRole("combobox", { name: TEXT.en.inspector }).click();
  await page.getByRole("option", { name: new RegExp(name) }).click();
  await page.getByRole("combobox", { name: TEXT.en.addPilot }).fill(PILOT);
  await page
    .getByRole("option", { name: new RegExp(PILOT) })
    .first()
    .click();
  const first = airlineDay(0);
  const last = airlineDay(3);
  await page.getByRole("group", { name: "Last day" }).click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(shown(last).replaceAll("/", ""));
  await page.getByRole("button", { name: TEXT.en.grant, exact: true }).click();
  await expect(page.getByText(TEXT.en.granted)).toBeVisible();
  const row = page.getByRole("table", { name: TEXT.en.grants }).getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(`${shown(first)} – ${shown(last)}`);
  await expect(row).not.toContainText(shown(airlineDay(4)));
  await page.screenshot({ path: "test-results/inspector-admin-other-zone.png", fullPage: true });

  // Kept as chosen, closing at the end of that day in Vietnam.
  const grants = await page.request.post("/api/v1/inspector/get_grants", {
    headers: { "application-type": "5" },
    data: { inspector_id: inspectorId },
  });
  expect((await grants.json()).data.grants[0]).toMatchObject({
    starts_on: first,
    ends_on: last,
    ends_at: new Date(`${airlineDay(4)}T00:00:00+07:00`).toISOString(),
  });
  await context.close();
});
