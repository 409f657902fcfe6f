import type { Page } from "@playwright/test";
import { demo, expect, signIn, test } from "./fixtures";

/**
 * A chosen file's size reads in the unit its number needs: 654 bytes are "654 B", not
 * "0.00 MB" or "1 KB", and Vietnamese writes the decimal comma. The one-file field (the SIM schedule
 * upload, the upload dialogs) and the several-files field (an event report's files) alike.
 */

/** A file of exactly `size` bytes that the browser takes as `name`'s kind. */
const fileOf = (name: string, mimeType: string, size: number) => ({
  name,
  mimeType,
  buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(size - 9, 0x20)]),
});
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

async function signInAs(page: Page, lang: "en" | "vi") {
  await signIn(page, demo.admin);
  await page.context().addCookies([{ name: "lang", value: lang, url: new URL(page.url()).origin }]);
}

for (const [lang, label, small, large] of [
  ["en", "SIM schedule file", "(654 B)", "(1.5 MB)"],
  ["vi", "Tệp lịch SIM", "(654 B)", "(1,5 MB)"],
] as const) {
  test(`the upload field writes a file's size in B, KB or MB (${lang})`, async ({ page }) => {
    await signInAs(page, lang);
    await page.goto("/admin/sim-schedule-upload");
    const input = page.getByLabel(label, { exact: true });
    await input.setInputFiles(fileOf("schedule.xlsx", XLSX, 654));
    await expect(page.getByText("schedule.xlsx")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(small, { exact: true })).toBeVisible();
    await input.setInputFiles(fileOf("schedule.xlsx", XLSX, 1_572_864));
    await expect(page.getByText(large, { exact: true })).toBeVisible();
  });
}

test("the several-files field writes each file's size in B, KB or MB, with a decimal comma in Vietnamese", async ({
  page,
}) => {
  await signInAs(page, "vi");
  await page.goto("/admin/event_report/create");
  await page
    .locator('input[type="file"]')
    .setInputFiles([
      fileOf("note.pdf", "application/pdf", 654),
      fileOf("debrief.pdf", "application/pdf", 2_516_582),
    ]);
  await expect(page.getByText(/^654\sB\b/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^2,4\sMB\b/)).toBeVisible();
});
