import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { demo, expect, signIn, test } from "./fixtures";

/**
 * The History integrity screen: an administrator recomputes every chain of the
 * audit trail and the workflow history and reads that none is broken. A real break is made and
 * found on the server's side (its routes test); the screen with breaks, a failed run and its layouts
 * are screen tests (apps/web/component-tests/oversight.browser.test.tsx).
 */

const headers = { "application-type": "5" };
const PATH = "/admin/audit/integrity";
/** The verification runs over the whole history; a busy machine takes a while. */
const WAIT = { timeout: 20_000 };

const TEXT = {
  en: {
    title: "History Integrity",
    link: "History integrity",
    verify: "Verify now",
    notRun: /has not been verified on this screen yet/,
    intact: "No break: every chain is intact.",
    rows: "History entries checked",
    verifiedAt: "Verified at",
  },
  vi: {
    title: "Toàn vẹn lịch sử",
    link: "Toàn vẹn lịch sử",
    verify: "Kiểm tra ngay",
    notRun: /chưa được kiểm tra trên màn hình này/,
    intact: "Không có chỗ đứt: mọi chuỗi đều nguyên vẹn.",
    rows: "Số mục lịch sử đã kiểm tra",
    verifiedAt: "Thời điểm kiểm tra",
  },
} as const;

/** The value beside a label of the result's summary. */
const summaryValue = (page: Page, label: string) =>
  page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");

/** Every axe violation of the page as it stands, any impact (as the screen tests in apps/web/component-tests count them). */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/** Runs the check by keyboard and waits for its answer; the button is disabled while it runs. */
async function verifyNow(page: Page, lang: "en" | "vi"): Promise<void> {
  const button = page.getByRole("button", { name: TEXT[lang].verify });
  const answered = page.waitForResponse((response) =>
    response.url().endsWith("/api/v1/audit/verify_history"),
  );
  await button.focus();
  await page.keyboard.press("Enter");
  expect((await answered).status()).toBe(200);
  await expect(button).toBeEnabled(WAIT);
}

for (const lang of ["en", "vi"] as const) {
  test.describe(lang, () => {
    test(`the administrator verifies the history from the audit trail and reads it is intact (${lang})`, async ({
      page,
      baseURL,
    }) => {
      // A whole verification and an axe pass on a busy machine.
      test.setTimeout(90_000);
      const text = TEXT[lang];
      // Signed in with the English form, then shown in the language under test.
      await signIn(page, demo.admin);
      await page.context().addCookies([{ name: "lang", value: lang, url: baseURL as string }]);
      await page.goto("/admin/audit");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const link = page.getByRole("link", { name: text.link });
      await link.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(PATH);
      await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
      await expect(page.getByText(text.notRun)).toBeVisible();

      await verifyNow(page, lang);
      await expect(page.getByRole("alert").filter({ hasText: text.intact })).toBeVisible();
      await expect(summaryValue(page, text.rows)).toHaveText(/^[1-9][\d.,]*$/);
      await expect(summaryValue(page, text.verifiedAt)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      // The run's end brings the keyboard to its result.
      await expect(page.getByRole("heading", { level: 2 })).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test("no account but an administrator verifies: a pilot is sent home, a manager sees no access", async ({
  page,
  baseURL,
}) => {
  await signIn(page, demo.pilot);
  expect((await page.request.post("/api/v1/audit/verify_history", { headers, data: {} })).status()).toBe(403);
  await page.goto(PATH);
  await expect(page).toHaveURL(/\/pilot\//);
  await expect(page.getByRole("button", { name: TEXT.en.verify })).toHaveCount(0);

  await page.context().clearCookies();
  await page.context().addCookies([{ name: "lang", value: "en", url: baseURL as string }]);
  await signIn(page, demo.staff);
  expect((await page.request.post("/api/v1/audit/verify_history", { headers, data: {} })).status()).toBe(403);
  await page.goto(PATH);
  await expect(page.getByRole("heading", { name: "You have no access to this page" })).toBeVisible();
  await expect(page.getByRole("button", { name: TEXT.en.verify })).toHaveCount(0);
});
