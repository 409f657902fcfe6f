import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { DEMO_PASSWORD, DEMO_SIGN_INS } from "@trms/shared";
import { serverUrl } from "./servers";

export { DEMO_PASSWORD };

export const demo = {
  ...DEMO_SIGN_INS,
  /** Only the password-reset test uses (and changes) this account. */
  resetPilot: "pilot2@demo.trms",
} as const;

interface Options {
  /** The interface language set by cookie before the first page loads; null leaves it to the app. */
  lang: "en" | "vi" | null;
}

// Texts are asserted in English, so every test starts with the lang cookie set to en.
export const test = base.extend<Options>({
  lang: ["en", { option: true }],
  // Every page, context and request of a test goes to its worker's own server (e2e/servers.ts).
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => {
    await use(serverUrl(testInfo.parallelIndex));
  },
  page: async ({ page, context, baseURL, lang }, use) => {
    if (lang && baseURL) await context.addCookies([{ name: "lang", value: lang, url: baseURL }]);
    await use(page);
  },
});

export { expect };

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/login");
  await fillSignIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}

/** The current test's server, for a browser context a test opens itself. */
export const workerBaseUrl = (): string => serverUrl(test.info().parallelIndex);

/**
 * Opens `path` as the app does when the user moves within it, with no new page load: the browser
 * renders the page and makes its calls itself. A test that holds or rewrites a call in the browser
 * needs that for a landing page, which a new page load gets rendered by the server with the server's
 * own calls.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    // The browser's window, named without the DOM's types, which the tests' own code does not load.
    const view = globalThis as unknown as {
      history: { pushState(state: null, unused: string, url: string): void };
      dispatchEvent(event: unknown): void;
      PopStateEvent: new (type: string) => unknown;
    };
    view.history.pushState(null, "", target);
    view.dispatchEvent(new view.PopStateEvent("popstate"));
  }, path);
  await expect(page).toHaveURL(path);
}

/**
 * Waits until the app has taken over the page the server rendered: until then the page
 * is inert, shown but not yet listening, and an accessibility check of it would check a page no one
 * can use yet. A page the browser rendered itself is never inert.
 */
export async function takenOver(page: Page): Promise<void> {
  await expect(page.locator("#root")).not.toHaveAttribute("inert", { timeout: 20_000 });
}

/** The notices (top centre, 10 s) closed, so axe reads the page and not a notice fading in. */
export async function dismissNotices(page: Page): Promise<void> {
  const notices = page.locator(".notistack-Snackbar");
  await expect(async () => {
    const close = notices.getByRole("button");
    if ((await close.count()) > 0) await close.first().click({ timeout: 1_000 });
    expect(await notices.count()).toBe(0);
  }).toPass({ timeout: 15_000 });
}

/** The dialog opened and its fade-in done, so axe reads its colours as they end up. */
export async function dialogShown(page: Page): Promise<Locator> {
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(page.locator(".MuiDialog-container")).toHaveCSS("opacity", "1");
  await expect(page.locator(".MuiDialog-root .MuiBackdrop-root")).toHaveCSS("opacity", "1");
  return dialog;
}

/** Every axe violation of the page as it stands, any impact, once no part of it is still loading. */
export async function axeViolations(page: Page): Promise<string[]> {
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
