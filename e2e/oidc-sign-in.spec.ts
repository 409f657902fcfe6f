import type { ChildProcess } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import { OIDC_CLIENT, startTestProvider, type TestProvider } from "../apps/server/test/oidc-provider";
import { demo, expect, test } from "./fixtures";
import { E2E_BASE_PORT, startOwnServer } from "./servers";

// A server of this spec's own, set up with an identity provider (the other specs' servers have
// none, so their login page is the spec's own): a certified OpenID provider in this process.
const PORT = E2E_BASE_PORT + 40;
const URL_BASE = `http://localhost:${PORT}`;
let provider: TestProvider;
let server: ChildProcess;

test.beforeAll(async () => {
  provider = await startTestProvider(`${URL_BASE}/api/v1/auth/oidc/callback`, { interactive: true });
  server = await startOwnServer("oidc-server", PORT, {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: OIDC_CLIENT.clientId,
    OIDC_CLIENT_SECRET: OIDC_CLIENT.clientSecret,
    OIDC_LABEL: "Airline ID",
  });
});
test.afterAll(async () => {
  server?.kill();
  await provider?.close();
});

const TEXT = {
  en: { button: "Sign in with Airline ID", unknown: "No active account of this system" },
  vi: { button: "Đăng nhập bằng Airline ID", unknown: "Không có tài khoản đang hoạt động" },
} as const;

for (const lang of ["en", "vi"] as const) {
  test.describe(`sign-in at the airline's identity provider (${lang})`, () => {
    test.use({ lang, viewport: { width: 820, height: 1180 } });

    test("a pilot clicks through the provider's login and lands in the app", async ({ page, context }) => {
      await context.addCookies([{ name: "lang", value: lang, url: URL_BASE }]);
      await page.goto(`${URL_BASE}/login`);
      const button = page.getByRole("link", { name: TEXT[lang].button });
      await expect(button).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await button.click();
      // The provider's own pages: its login form, then its consent.
      await page.locator("input[name=login]").fill(demo.pilot);
      await page.locator("input[name=password]").fill("anything");
      await page.locator("button[type=submit]").click();
      await page.locator("button[type=submit]").click();
      await expect(page).toHaveURL(new RegExp(`^${URL_BASE}/(?!login)`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The product's own session: its calls answer as the pilot the provider named.
      const token = (await context.cookies(URL_BASE)).find((cookie) => cookie.name === "token")?.value ?? "";
      const me = await page.request.post(`${URL_BASE}/api/v1/auth/me`, {
        data: {},
        headers: { "access-token": token },
      });
      expect(me.status()).toBe(200);
      expect((await me.json()).data.email).toBe(demo.pilot);
    });

    test("an account the product does not know comes back to the login page, told why", async ({
      page,
      context,
    }) => {
      await context.addCookies([{ name: "lang", value: lang, url: URL_BASE }]);
      await page.goto(`${URL_BASE}/login`);
      await page.getByRole("link", { name: TEXT[lang].button }).click();
      await page.locator("input[name=login]").fill("stranger@elsewhere.test");
      await page.locator("input[name=password]").fill("anything");
      await page.locator("button[type=submit]").click();
      await page.locator("button[type=submit]").click();
      await expect(page).toHaveURL(/\/login\?sign_in_error=oidc_unknown_account/);
      await expect(page.getByRole("alert")).toContainText(TEXT[lang].unknown);
      await page.waitForLoadState("networkidle");
      // At phone width too, the page and its message pass.
      await page.setViewportSize({ width: 390, height: 844 });
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });
  });
}
