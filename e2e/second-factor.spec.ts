import type { ChildProcess } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, CDPSession, Page } from "@playwright/test";
import { generate } from "otplib";
import { DEMO_PASSWORD, demo, dialogShown, dismissNotices, expect, test } from "./fixtures";
import { E2E_BASE_PORT, startOwnServer } from "./servers";

// A server of this spec's own: a second factor required of every account that changes records, at
// once (no grace period), and passkeys registered on it (the login page then offers a passkey's
// sign-in), neither of which the other specs' servers should see.
const PORT = E2E_BASE_PORT + 41;
const BASE = `http://localhost:${PORT}`;
let server: ChildProcess;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await startOwnServer("second-factor-server", PORT, {
    SECOND_FACTOR_REQUIRED: "editors",
    SECOND_FACTOR_GRACE_DAYS: "0",
  });
});
test.afterAll(() => {
  server?.kill();
});

const TEXT = {
  en: {
    email: "Email",
    password: "Password",
    signIn: "Sign in",
    enrolTitle: "Set up a second factor",
    setUp: "Set up",
    confirm: "Confirm",
    code: "Code from the app",
    recovery: "Recovery codes",
    saved: "I have saved them",
    stepTitle: "Second factor",
    stepCode: "Code",
    verify: "Verify",
    usePasskey: "Use a passkey",
    addPasskey: "Add a passkey",
    passkeyName: "Name of the passkey",
    createPasskey: "Create passkey",
    reused: "This code is not right, or it has already been used",
    passkeyInvalid: "The passkey could not be verified",
    passkeyUnknown: "This passkey does not belong to an active account",
    passkeyCancelled: "No passkey was used",
  },
  vi: {
    email: "Email",
    password: "Mật khẩu",
    signIn: "Đăng nhập",
    enrolTitle: "Thiết lập yếu tố xác thực thứ hai",
    setUp: "Thiết lập",
    confirm: "Xác nhận",
    code: "Mã từ ứng dụng",
    recovery: "Mã khôi phục",
    saved: "Tôi đã lưu",
    stepTitle: "Yếu tố xác thực thứ hai",
    stepCode: "Mã",
    verify: "Xác minh",
    usePasskey: "Dùng passkey",
    addPasskey: "Thêm passkey",
    passkeyName: "Tên passkey",
    createPasskey: "Tạo passkey",
    reused: "Mã này không đúng hoặc đã được dùng",
    passkeyInvalid: "Không xác minh được passkey",
    passkeyUnknown: "Passkey này không thuộc tài khoản",
    passkeyCancelled: "Không có passkey nào được dùng",
  },
} as const;
type Lang = keyof typeof TEXT;

const TABLET = { width: 820, height: 1180 };
const PHONE = { width: 390, height: 844 };

/** Axe over the page once its notices are gone and an open dialog has faded in. */
async function axeViolations(page: Page): Promise<string[]> {
  await dismissNotices(page);
  if (await page.getByRole("dialog").isVisible()) await dialogShown(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** A browser of its own in one language and size, on this spec's server. */
async function deviceIn(
  browser: import("@playwright/test").Browser,
  lang: Lang,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ baseURL: BASE, viewport });
  await context.addCookies([{ name: "lang", value: lang, url: BASE }]);
  return { context, page: await context.newPage() };
}

async function passwordStep(page: Page, lang: Lang, email: string) {
  await page.goto("/login");
  await page.getByLabel(TEXT[lang].email).fill(email);
  await page.getByLabel(TEXT[lang].password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: TEXT[lang].signIn, exact: true }).click();
}

/** The code the app a secret was given to shows at a moment (now unless said), or a step later. */
const codeOf = (secret: string, stepsAhead = 0, at = Date.now()) =>
  generate({ secret, epoch: Math.floor(at / 1000) + stepsAhead * 30 });

/** Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain): a platform passkey store. */
async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** A passkey put on the authenticator directly, for any site, with a key of its own. */
async function addPasskey(cdp: CDPSession, authenticatorId: string, id: string, rpId: string) {
  const key = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign"]);
  const pkcs8 = Buffer.from(await crypto.subtle.exportKey("pkcs8", key.privateKey)).toString("base64");
  await cdp.send("WebAuthn.addCredential", {
    authenticatorId,
    credential: {
      credentialId: Buffer.from(id).toString("base64"),
      isResidentCredential: true,
      rpId,
      privateKey: pkcs8,
      userHandle: Buffer.from(`user-of-${id}`).toString("base64"),
      signCount: 0,
    },
  });
}

let staffSecret = "";
/** When the set-up's code was shown: its time step is spent. */
let staffSetUpAt = 0;
let staffRecoveryCodes: string[] = [];

test("an account that must hold a second factor is led to enrol one, with an authenticator app, before anything else", async ({
  browser,
}) => {
  const { context, page } = await deviceIn(browser, "en", TABLET);
  await passwordStep(page, "en", demo.staff);
  await expect(page).toHaveURL(/\/second-factor$/);
  await expect(page.getByRole("heading", { level: 1, name: TEXT.en.enrolTitle })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The areas' calls are refused until a factor is confirmed.
  const token = (await context.cookies(BASE)).find((cookie) => cookie.name === "token")?.value ?? "";
  const refused = await page.request.post(`${BASE}/api/v1/pilot/sort_pilot`, {
    data: {},
    headers: { "access-token": token, "application-type": "5" },
  });
  expect(refused.status()).toBe(403);

  await page.getByRole("button", { name: TEXT.en.setUp, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("img", { name: /QR code/ })).toBeVisible();
  staffSecret = ((await dialog.locator("code").textContent()) ?? "").replace(/\s+/g, "");
  expect(staffSecret).toMatch(/^[A-Z2-7]{16,}$/);
  expect(await axeViolations(page)).toEqual([]);
  // A wrong code first: said, and nothing set up.
  await dialog.getByLabel(TEXT.en.code).fill("000000");
  await dialog.getByRole("button", { name: TEXT.en.confirm }).click();
  await expect(dialog.getByText(/not right/)).toBeVisible();
  staffSetUpAt = Date.now();
  await dialog.getByLabel(TEXT.en.code).fill(await codeOf(staffSecret, 0, staffSetUpAt));
  await dialog.getByRole("button", { name: TEXT.en.confirm }).click();
  const codes = page.getByRole("dialog").getByRole("list", { name: TEXT.en.recovery });
  await expect(codes.getByRole("listitem")).toHaveCount(10);
  staffRecoveryCodes = (await codes.getByRole("listitem").allTextContents()).map((code) => code.trim());
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: TEXT.en.saved }).click();
  // Enrolled: the app itself.
  await expect(page).toHaveURL(/\/admin\//);
  expect(
    (
      await page.request.post(`${BASE}/api/v1/pilot/sort_pilot`, {
        data: {},
        headers: { "access-token": token, "application-type": "5" },
      })
    ).status(),
  ).toBe(200);
  await context.close();
});

test("the next sign-in asks for the app's code after the password, each code once", async ({ browser }) => {
  const { context, page } = await deviceIn(browser, "en", TABLET);
  await passwordStep(page, "en", demo.staff);
  await expect(page.getByRole("heading", { name: TEXT.en.stepTitle })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The set-up's code is not taken a second time (nor, a step later, any more).
  await page.getByLabel(TEXT.en.stepCode, { exact: true }).fill(await codeOf(staffSecret, 0, staffSetUpAt));
  await page.getByRole("button", { name: TEXT.en.verify }).click();
  await expect(page.getByRole("alert")).toContainText(TEXT.en.reused);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel(TEXT.en.stepCode, { exact: true }).fill(await codeOf(staffSecret, 1));
  await page.getByRole("button", { name: TEXT.en.verify }).click();
  await expect(page).toHaveURL(/\/admin\//);
  await context.close();
});

test("a recovery code signs in once, in Vietnamese at phone width", async ({ browser }) => {
  const [code] = staffRecoveryCodes;
  expect(code).toBeTruthy();
  const first = await deviceIn(browser, "vi", PHONE);
  await passwordStep(first.page, "vi", demo.staff);
  await expect(first.page.getByRole("heading", { name: TEXT.vi.stepTitle })).toBeVisible();
  expect(await axeViolations(first.page)).toEqual([]);
  await first.page.getByLabel(TEXT.vi.stepCode, { exact: true }).fill(code ?? "");
  await first.page.getByRole("button", { name: TEXT.vi.verify }).click();
  await expect(first.page).toHaveURL(/\/admin\//);
  await first.context.close();
  const second = await deviceIn(browser, "vi", PHONE);
  await passwordStep(second.page, "vi", demo.staff);
  await second.page.getByLabel(TEXT.vi.stepCode, { exact: true }).fill(code ?? "");
  await second.page.getByRole("button", { name: TEXT.vi.verify }).click();
  await expect(second.page.getByRole("alert")).toContainText(TEXT.vi.reused);
  await second.context.close();
});

for (const lang of ["en", "vi"] as const) {
  test(`a pilot adds a passkey, then signs in with it alone and as the second factor (${lang})`, async ({
    browser,
  }) => {
    const pilot = lang === "en" ? demo.pilot : "pilot13@demo.trms";
    const { context, page } = await deviceIn(browser, lang, lang === "en" ? TABLET : PHONE);
    const { cdp, authenticatorId } = await virtualAuthenticator(context, page);
    await passwordStep(page, lang, pilot);
    await expect(page).toHaveURL(/\/pilot\//);
    await page.goto("/pilot/profile");
    await page.getByRole("button", { name: TEXT[lang].addPasskey }).click();
    await page.getByLabel(TEXT[lang].passkeyName).fill("Tablet");
    await page.getByRole("button", { name: TEXT[lang].createPasskey }).click();
    // The first factor of the account: its recovery codes, once.
    await expect(page.getByRole("dialog").getByRole("listitem")).toHaveCount(10);
    await page.getByRole("button", { name: TEXT[lang].saved }).click();
    await expect(page.getByText("Tablet", { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.rpId).toBe("localhost");

    // Signed out, the login page offers the passkey; it signs the pilot in without a password.
    await context.clearCookies();
    await context.addCookies([{ name: "lang", value: lang, url: BASE }]);
    await page.goto("/login");
    await page.getByRole("button", { name: TEXT[lang].usePasskey }).click();
    await expect(page).toHaveURL(/\/pilot\//);

    // With the password, the passkey is the second step.
    await context.clearCookies();
    await context.addCookies([{ name: "lang", value: lang, url: BASE }]);
    await passwordStep(page, lang, pilot);
    await expect(page.getByRole("heading", { name: TEXT[lang].stepTitle })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: TEXT[lang].usePasskey }).click();
    await expect(page).toHaveURL(/\/pilot\//);
    await context.close();
  });
}

test("a passkey's answer to another challenge, a passkey this installation never registered, and a passkey of another site are refused", async ({
  browser,
}) => {
  const { context, page } = await deviceIn(browser, "en", TABLET);
  const { cdp, authenticatorId } = await virtualAuthenticator(context, page);
  // A passkey for this site that no account here holds (made on the authenticator directly).
  await addPasskey(cdp, authenticatorId, "a-stranger-passkey", "localhost");
  await page.goto("/login");
  await page.getByRole("button", { name: TEXT.en.usePasskey }).click();
  await expect(page.getByRole("alert")).toContainText(TEXT.en.passkeyUnknown);

  // A pilot's real passkey, answering another challenge than its own.
  await passwordStep(page, "en", "pilot14@demo.trms");
  await expect(page).toHaveURL(/\/pilot\//);
  await page.goto("/pilot/profile");
  await page.getByRole("button", { name: TEXT.en.addPasskey }).click();
  await page.getByLabel(TEXT.en.passkeyName).fill("Phone");
  await page.getByRole("button", { name: TEXT.en.createPasskey }).click();
  await page.getByRole("button", { name: TEXT.en.saved }).click();
  await cdp.send("WebAuthn.removeCredential", {
    authenticatorId,
    credentialId: Buffer.from("a-stranger-passkey").toString("base64"),
  });
  await context.clearCookies();
  // The answer is sent with the ticket of another challenge: refused, no session.
  await page.route("**/api/v1/auth/login/passkey", async (route) => {
    const other = await page.request.post(`${BASE}/api/v1/auth/login/passkey_options`, {
      data: {},
      headers: { "application-type": "5" },
    });
    const body = route.request().postDataJSON() as { ticket: string };
    await route.continue({
      postData: JSON.stringify({ ...body, ticket: (await other.json()).data.ticket }),
    });
  });
  await page.goto("/login");
  await page.getByRole("button", { name: TEXT.en.usePasskey }).click();
  await expect(page.getByRole("alert")).toContainText(TEXT.en.passkeyInvalid);
  await expect(page).toHaveURL(/\/login/);
  await page.unroute("**/api/v1/auth/login/passkey");

  // Only another site's passkey on the device: the browser offers none for this one.
  await cdp.send("WebAuthn.clearCredentials", { authenticatorId });
  await addPasskey(cdp, authenticatorId, "another-site", "another-site.example");
  await page.goto("/login");
  await page.getByRole("button", { name: TEXT.en.usePasskey }).click();
  await expect(page.getByRole("alert")).toContainText(TEXT.en.passkeyCancelled, { timeout: 70_000 });
  await expect(page).toHaveURL(/\/login/);
  expect((await context.cookies(BASE)).some((cookie) => cookie.name === "trms_session")).toBe(false);
  await context.close();
});
