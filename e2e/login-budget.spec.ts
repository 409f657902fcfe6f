import type { Browser, BrowserContext, Page } from "@playwright/test";
import { demo, expect, fillSignIn, takenOver, test, workerBaseUrl } from "./fixtures";

/**
 * What a first visit really transfers, as Chromium counts it:
 * each response's bytes on the wire, headers included, with Brotli. The sign-in page's scripts and
 * stylesheets stay within 180 KB, and no page downloads a font: the app uses the system's own.
 * scripts/route-sizes.mjs estimates the same figure at build time.
 */

const BUDGET_BYTES = 180 * 1024;

interface Transfer {
  url: string;
  type: string;
  bytes: number;
}

/** A page whose every response is counted, on a cold cache, in a browser that accepts Brotli. */
async function coldPage(context: BrowserContext): Promise<{ page: Page; transfers: () => Transfer[] }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.setExtraHTTPHeaders", { headers: { "Accept-Encoding": "br" } });
  const seen = new Map<string, { url: string; type: string; bytes?: number }>();
  cdp.on("Network.responseReceived", (event) => {
    seen.set(event.requestId, { url: event.response.url, type: event.type });
  });
  cdp.on("Network.loadingFinished", (event) => {
    const entry = seen.get(event.requestId);
    if (entry) entry.bytes = event.encodedDataLength;
  });
  const transfers = () =>
    [...seen.values()].flatMap((entry) =>
      entry.bytes === undefined ? [] : [{ url: entry.url, type: entry.type, bytes: entry.bytes }],
    );
  return { page, transfers };
}

async function newContext(browser: Browser, lang: "vi" | "en"): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: workerBaseUrl() });
  await context.addCookies([{ name: "lang", value: lang, url: workerBaseUrl() }]);
  return context;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (transfers: Transfer[]) => transfers.reduce((sum, transfer) => sum + transfer.bytes, 0);
const list = (transfers: Transfer[]) =>
  transfers.map((transfer) => `${kb(transfer.bytes)} ${new URL(transfer.url).pathname}`).join("\n");

for (const lang of ["vi", "en"] as const) {
  test(`a cold /login in ${lang} transfers at most 180 KB of scripts and styles, and no font`, async ({
    browser,
  }) => {
    const context = await newContext(browser, lang);
    const { page, transfers } = await coldPage(context);
    await page.goto("/login", { waitUntil: "networkidle" });
    await takenOver(page);
    // Whatever the page still loads on its own once it listens.
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);

    const loaded = transfers();
    const scripts = loaded.filter((transfer) => transfer.type === "Script");
    const styles = loaded.filter((transfer) => transfer.type === "Stylesheet");
    const fonts = loaded.filter((transfer) => transfer.type === "Font");
    test.info().annotations.push({
      type: "transfer",
      description: `${lang}: scripts ${kb(total(scripts))} (${scripts.length} files), styles ${kb(total(styles))}, fonts ${kb(total(fonts))}`,
    });
    expect
      .soft(total([...scripts, ...styles]), list([...scripts, ...styles]))
      .toBeLessThanOrEqual(BUDGET_BYTES);
    expect.soft(fonts, list(fonts)).toEqual([]);
    await context.close();
  });
}

test("typing into the sign-in form loads its check, and the form still refuses what the server would", async ({
  browser,
}) => {
  const context = await newContext(browser, "en");
  const { page, transfers } = await coldPage(context);
  await page.goto("/login");
  await takenOver(page);
  const before = transfers().length;
  await page.getByLabel("Email").pressSequentially("not-an-email");
  await expect.poll(() => transfers().length).toBeGreaterThan(before);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Email is invalid")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await fillSignIn(page, demo.admin, "Demo@1234");
  await expect(page).not.toHaveURL(/\/login/);
  await context.close();
});

test("a landing page on a cold cache downloads no font", async ({ browser }) => {
  const context = await newContext(browser, "vi");
  const signInPage = await context.newPage();
  await signInPage.goto("/login");
  await takenOver(signInPage);
  await signInPage.getByLabel("Email").fill(demo.admin);
  await signInPage.getByLabel("Mật khẩu", { exact: true }).fill("Demo@1234");
  await signInPage.getByRole("button", { name: "Đăng nhập" }).click();
  await expect(signInPage).not.toHaveURL(/\/login/);
  await signInPage.close();

  const { page, transfers } = await coldPage(context);
  await page.goto("/admin/sim", { waitUntil: "networkidle" });
  await takenOver(page);
  await page.waitForLoadState("networkidle");
  const fonts = transfers().filter((transfer) => transfer.type === "Font");
  expect(fonts, list(fonts)).toEqual([]);
  await context.close();
});
