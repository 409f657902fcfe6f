import AxeBuilder from "@axe-core/playwright";
import type { Browser, Locator, Page } from "@playwright/test";
import {
  DEMO_PASSWORD,
  demo,
  dialogShown,
  dismissNotices,
  expect,
  fillSignIn,
  signIn,
  test,
  workerBaseUrl,
} from "./fixtures";

/**
 * Signed-in devices: a pilot signed in on two browsers sees both on the profile, this one
 * marked, and ends the other, which is sent to the login page on its next call; ending this
 * device's own session signs it out. The super administrator ends every session of an account from
 * its detail page. The rules behind it (another account's session, the count, the audit rows) are the
 * server's tests (sessions.test.ts and the access matrix).
 */

const TEXT = {
  en: {
    title: "Signed-in devices",
    thisDevice: "This device",
    end: "End session",
    ended: "Session ended",
    password: "Password",
    endAll: "End all sessions",
    endAllTitle: "End all sessions?",
    endedAll: /^\d+ sessions? ended$/,
  },
  vi: {
    title: "Thiết bị đang đăng nhập",
    thisDevice: "Thiết bị này",
    end: "Kết thúc phiên",
    ended: "Đã kết thúc phiên đăng nhập",
    password: "Mật khẩu",
    endAll: "Kết thúc mọi phiên",
    endAllTitle: "Kết thúc mọi phiên đăng nhập?",
    endedAll: /^Đã kết thúc \d+ phiên đăng nhập$/,
  },
} as const;

const PHONE = { width: 390, height: 844 };
const DATE_TIME = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

/** Every axe violation of the page as it stands, any impact. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/** A browser of its own (another device), signed in with the English form, then in the language under test. */
async function deviceOf(
  browser: Browser,
  email: string,
  lang: "en" | "vi",
  viewport?: { width: number; height: number },
): Promise<Page> {
  const base = workerBaseUrl();
  const context = await browser.newContext({ baseURL: base, ...(viewport ? { viewport } : {}) });
  await context.addCookies([{ name: "lang", value: "en", url: base }]);
  const page = await context.newPage();
  await page.goto("/login");
  await fillSignIn(page, email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await context.addCookies([{ name: "lang", value: lang, url: base }]);
  return page;
}

/** The "End session" buttons of the devices section: this device's names it in its label. */
const endButtons = (section: Locator, lang: "en" | "vi") =>
  section.getByRole("button", { name: new RegExp(`^${TEXT[lang].end}: `) });

for (const [lang, viewport, email] of [
  ["en", undefined, "pilot25@demo.trms"],
  ["vi", PHONE, "pilot26@demo.trms"],
] as const) {
  const width = viewport ? "phone" : "desktop";
  test(`a pilot on two devices ends the other one, then this one (${lang}, ${width})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const text = TEXT[lang];
    const other = await deviceOf(browser, email, "en");
    const page = await deviceOf(browser, email, lang, viewport);
    await page.goto("/pilot/profile");
    const section = page.getByRole("region", { name: text.title });
    await expect(endButtons(section, lang)).toHaveCount(2);
    // This device is marked, once; each shows its address, when it was seen and how it signed in.
    await expect(section.getByText(text.thisDevice, { exact: true })).toHaveCount(1);
    await expect(section.getByText(text.password, { exact: true })).toHaveCount(2);
    await expect(section.getByText(DATE_TIME).first()).toBeVisible();
    const own = section.getByRole("button", { name: new RegExp(`\\(${text.thisDevice}\\)$`) });
    await expect(own).toHaveCount(1);
    await dismissNotices(page);
    expect(await axeViolations(page)).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/signed-in-devices-${width}-${lang}.png` });

    // The other device ends at once: its next call sends it to the login page.
    const others = section.locator(
      `button[aria-label^="${text.end}: "]:not([aria-label$="(${text.thisDevice})"])`,
    );
    await expect(others).toHaveCount(1);
    await others.click();
    const dialog = await dialogShown(page);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: text.end }).click();
    await expect(page.getByText(text.ended)).toBeVisible();
    await expect(endButtons(section, lang)).toHaveCount(1);
    await other.reload();
    await expect(other).toHaveURL(/\/login/);
    await other.context().close();

    // This device's own session: ending it signs out here.
    await own.click();
    await dialog.getByRole("button", { name: text.end }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/pilot/profile");
    await expect(page).toHaveURL(/\/login/);
    await page.context().close();
  });
}

for (const [lang, viewport, email, crewCode] of [
  ["en", undefined, "pilot27@demo.trms", "P1027"],
  ["vi", PHONE, "pilot29@demo.trms", "P1029"],
] as const) {
  const width = viewport ? "phone" : "desktop";
  test(`the super administrator ends every session of a pilot from its detail page (${lang}, ${width})`, async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(90_000);
    const text = TEXT[lang];
    const pilot = await deviceOf(browser, email, "en");
    if (viewport) await page.setViewportSize(viewport);
    await signIn(page, demo.admin);
    await page.context().addCookies([{ name: "lang", value: lang, url: baseURL as string }]);
    const found = await page.request.post("/api/v1/pilot/search_pilot", {
      headers: { "application-type": "5" },
      data: { keyword: crewCode },
    });
    expect(found.status()).toBe(200);
    const row = ((await found.json()).data as { id: number; crew_code: string }[]).find(
      (candidate) => candidate.crew_code === crewCode,
    );
    expect(row).toBeDefined();
    await page.goto(`/admin/pilot/detail/${row?.id}`);
    await page.getByRole("button", { name: text.endAll }).click();
    const dialog = await dialogShown(page);
    await expect(dialog).toHaveAccessibleName(text.endAllTitle);
    await dismissNotices(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/end-all-sessions-${width}-${lang}.png` });
    await dialog.getByRole("button", { name: text.endAll }).click();
    await expect(page.getByText(text.endedAll)).toBeVisible();
    await expect(dialog).toBeHidden();
    await pilot.reload();
    await expect(pilot).toHaveURL(/\/login/);
    await pilot.context().close();
    // The administrator stays signed in, and finds their own devices on their own account.
    const me = await page.request.post("/api/v1/auth/me", { headers: { "application-type": "5" } });
    expect(me.status()).toBe(200);
    await page.goto(`/admin/user/detail/${(await me.json()).data.id}`);
    await expect(page.getByRole("region", { name: text.title })).toBeVisible();
    await expect(page.getByRole("button", { name: text.endAll })).toHaveCount(0);
  });
}
