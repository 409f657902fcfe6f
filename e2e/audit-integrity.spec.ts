import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { demo, expect, signIn, test } from "./fixtures";

/**
 * The History integrity screen: an administrator recomputes every chain of the
 * audit trail and the workflow history and reads that none is broken. A real break is made and
 * found on the server's side (its routes test); here one reply with breaks is only drawn.
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

const documentOverflow = (page: Page) =>
  page.evaluate<number>("document.documentElement.scrollWidth - document.documentElement.clientWidth");

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

for (const [name, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(name, () => {
    test.use({ viewport });

    test(`the result fits without sideways scrolling (${name})`, async ({ page }) => {
      await signIn(page, demo.admin);
      await page.goto(PATH);
      await expect(page.getByText(TEXT.en.notRun)).toBeVisible();
      expect(await documentOverflow(page)).toBeLessThanOrEqual(0);
      await verifyNow(page, "en");
      await expect(page.getByText(TEXT.en.intact)).toBeVisible();
      await page.screenshot({ path: `test-results/audit-integrity-${name}.png`, fullPage: true });
      expect(await documentOverflow(page)).toBeLessThanOrEqual(0);
    });

    test(`breaks are listed, as a table or as cards (${name})`, async ({ page }) => {
      test.setTimeout(60_000);
      const hash = "9f2c".repeat(16);
      await page.route("**/api/v1/audit/verify_history", (route) =>
        route.fulfill({
          contentType: "application/json",
          body: JSON.stringify({
            code: "OK",
            data: {
              verification: {
                verified_at: "2025-03-04T09:05:00+07:00",
                duration_ms: 1530,
                rows: 1200,
                chains: 340,
                anchors: 12,
                latest_anchor: { at: "2025-03-04T00:00:00+07:00", hash },
                breaks: [
                  {
                    history: "audit_log",
                    entity: "sim_form",
                    entity_id: "17",
                    row_id: 412,
                    seq: 3,
                    problem: "changed",
                    expected: hash,
                    found: hash.replace(/f/g, "e"),
                  },
                  {
                    history: "history_anchors",
                    entity: null,
                    entity_id: null,
                    row_id: null,
                    seq: null,
                    problem: "anchor_rows",
                    expected: "1200",
                    found: "1187",
                  },
                ],
                breaks_total: 2,
              },
            },
          }),
        }),
      );
      await signIn(page, demo.admin);
      await page.goto(PATH);
      await verifyNow(page, "en");
      await expect(page.getByRole("alert").filter({ hasText: "2 breaks found" })).toBeVisible();
      await expect(summaryValue(page, "Verified at")).toHaveText("04/03/2025 09:05");
      await expect(page.getByTestId("latest-anchor-hash")).toHaveText(hash);
      const breaks =
        name === "phone"
          ? page.getByRole("list", { name: "History breaks" }).getByRole("listitem")
          : page
              .getByRole("table", { name: "History breaks" })
              .getByRole("row")
              .filter({ hasNot: page.locator("th") });
      await expect(breaks).toHaveCount(2);
      await expect(breaks.first()).toContainText("Changed after it was written");
      await expect(breaks.first()).toContainText("SIM form #17");
      await expect(breaks.nth(1)).toContainText("Daily anchors");
      await page.screenshot({ path: `test-results/audit-integrity-breaks-${name}.png`, fullPage: true });
      expect(await documentOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test("a failed run says why, with the request id, and the button works again", async ({ page }) => {
  await signIn(page, demo.admin);
  await page.route("**/api/v1/audit/verify_history", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      headers: { "x-request-id": "0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f" },
      body: JSON.stringify({ code: "INTERNAL_ERROR", message: "Error internal server" }),
    }),
  );
  await page.goto(PATH);
  await page.getByRole("button", { name: TEXT.en.verify }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "Error internal server (request id: 0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f)" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: TEXT.en.verify })).toBeEnabled();
  await expect(page.getByText(TEXT.en.notRun)).toBeVisible();
});

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
