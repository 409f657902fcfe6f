import type { Browser, Page } from "@playwright/test";
import { demo, expect, signIn, test, workerBaseUrl } from "./fixtures";

/**
 * The sign-in page, each role's landing page and the busy lists come rendered from the server:
 * a tablet shows them before its slow processor has run the app, and the app then takes the
 * page over as it stands. Every other page is still rendered by the browser.
 */

const WAIT = { timeout: 20_000 };
const ROWS = 'main tbody tr:not([aria-hidden="true"])';

/** The page as the server sent it, read by a browser that runs no script at all. */
async function withoutScripts(browser: Browser, page: Page, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: workerBaseUrl() });
  await context.addCookies(await page.context().cookies());
  const bare = await context.newPage();
  await bare.goto(path);
  return { bare, close: () => context.close() };
}

test("the sign-in page comes from the server, in the browser's language", async ({ browser, page }) => {
  for (const [lang, heading] of [
    ["vi", "Đăng nhập"],
    ["en", "Sign in"],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: workerBaseUrl() });
    await context.addCookies([{ name: "lang", value: lang, url: workerBaseUrl() }]);
    const bare = await context.newPage();
    await bare.goto("/login");
    await expect(bare.getByRole("heading", { name: heading })).toBeVisible();
    await expect(bare.locator("html")).toHaveAttribute("lang", lang);
    await context.close();
  }
  // With its script, the same page signs in.
  await signIn(page, demo.pilot);
});

test("an administrator's landing page comes from the server with its first rows, and only for that account", async ({
  browser,
  page,
}) => {
  await signIn(page, demo.admin);
  const { bare, close } = await withoutScripts(browser, page, "/admin/sim");
  await expect(bare.getByRole("heading", { name: "SIM" })).toBeVisible();
  // A list's first rows (a tablet shows fewer); the rest come once the app has taken over.
  await expect(bare.locator(ROWS)).toHaveCount(12);
  await close();

  // The busy lists whose calls start from their address come rendered too; a page without such a
  // loader is left to the browser.
  for (const path of ["/admin/to_ldg", "/admin/fot", "/admin/line-check"]) {
    const other = await withoutScripts(browser, page, path);
    await expect(other.bare.locator(ROWS).first(), path).toBeVisible();
    await other.close();
  }
  const plain = await withoutScripts(browser, page, "/admin/user");
  await expect(plain.bare.locator("#root")).toBeEmpty();
  await plain.close();

  // Signed out, or signed in to another area, the server renders nothing of it.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: workerBaseUrl() });
  const stranger = await context.newPage();
  await stranger.goto("/admin/sim");
  await expect(stranger.locator("#root")).toBeEmpty();
  await context.close();
});

test("a pilot's landing page comes from the server, and a pilot gets none of the administrator's", async ({
  browser,
  page,
}) => {
  await signIn(page, demo.pilot);
  const own = await withoutScripts(browser, page, "/pilot/sim/list");
  await expect(own.bare.locator(ROWS).first()).toBeVisible();
  await expect(own.bare.getByTestId("my-tasks")).toBeVisible();
  await own.close();
  const other = await withoutScripts(browser, page, "/admin/sim");
  await expect(other.bare.locator("#root")).toBeEmpty();
  await other.close();
});

test("the app takes the server's page over without rendering it again, and then works as ever", async ({
  page,
}) => {
  await signIn(page, demo.admin);
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
  });
  const sent = await page.goto("/admin/sim");
  expect(await sent?.text()).toContain('id="trms-page"');
  await expect(page.locator("#root")).not.toHaveAttribute("inert", WAIT);
  // Every row, once the app holds the page; the server's first rows were kept, not redrawn.
  await expect(page.locator(ROWS)).not.toHaveCount(12, WAIT);
  expect(warnings.filter((text) => /rendered again|hydrat/i.test(text))).toEqual([]);
  // A row's links answer, and the next page is the browser's own.
  await page
    .locator(ROWS)
    .first()
    .getByRole("link", { name: /^Edit the SIM of/ })
    .click();
  await expect(page.getByRole("heading", { name: "Edit SIM" })).toBeVisible(WAIT);
});
