import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { demo, expect, signIn, test } from "./fixtures";

/**
 * Signed exports: a pilot downloads their training file; anyone, signed in or
 * not, checks it at /verify by uploading it or by the code printed on it, in either language and
 * on a phone. A copy with one byte changed is told apart.
 */

const TEXT = {
  en: {
    title: "Verify a document",
    checkPdf: "Check the PDF",
    checkCode: "Check the code",
    code: "Verification code",
    unchanged: "Issued by this system and unchanged",
    changed: "Changed since it was issued",
    issued: "This code was issued by this system",
    unknown: "Not issued by this system",
    kind: "Pilot training file",
    notPdf: "This file is not a PDF document",
    required: "Please enter the verification code",
    uploadedHash: "SHA-256 of the file you uploaded",
    originalHash: "SHA-256 of the signed original",
    sameHash: "SHA-256 of the file you uploaded, the same as the signed original's",
  },
  vi: {
    title: "Xác minh tài liệu",
    checkPdf: "Kiểm tra tệp PDF",
    checkCode: "Kiểm tra mã",
    code: "Mã xác minh",
    unchanged: "Do hệ thống này phát hành và không thay đổi",
    changed: "Đã bị thay đổi sau khi phát hành",
    issued: "Mã này do hệ thống này cấp",
    unknown: "Không do hệ thống này phát hành",
    kind: "Hồ sơ huấn luyện phi công",
    notPdf: "Tệp này không phải là tài liệu PDF",
    required: "Vui lòng nhập mã xác minh",
    uploadedHash: "SHA-256 của tệp bạn tải lên",
    originalHash: "SHA-256 của bản gốc đã ký",
    sameHash: "SHA-256 của tệp bạn tải lên, trùng với bản gốc đã ký",
  },
} as const;

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The value the result shows under the term `term`, which must be there exactly once. */
async function definition(result: Locator, term: string): Promise<string> {
  const dt = result.locator("dt").filter({ hasText: new RegExp(`^${term}$`) });
  await expect(dt).toHaveCount(1);
  return ((await dt.locator("xpath=following-sibling::dd[1]").textContent()) ?? "").trim();
}

const documentOverflow = (page: Page) =>
  page.evaluate<number>("document.documentElement.scrollWidth - document.documentElement.clientWidth");

/** The demo pilot's own training file, downloaded from their profile as they would. */
async function downloadOwnTrainingFile(page: Page): Promise<Buffer> {
  await signIn(page, demo.pilot);
  await page.goto("/pilot/profile");
  const section = page.getByRole("region", { name: "Training file", exact: true });
  await expect(section.getByRole("row").nth(1)).toBeVisible({ timeout: 20_000 });
  const downloading = page.waitForEvent("download");
  await section.getByRole("button", { name: "Download training file" }).click();
  return readFile((await (await downloading).path()) as string);
}

async function upload(page: Page, lang: "en" | "vi", name: string, bytes: Buffer) {
  await page.locator("input[type=file]").setInputFiles({ name, mimeType: "application/pdf", buffer: bytes });
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/v1/verify/verify_pdf"));
  await page.getByRole("button", { name: TEXT[lang].checkPdf }).click();
  return answered;
}

for (const [lang, viewport] of [
  ["en", { width: 1280, height: 900 }],
  ["vi", { width: 390, height: 844 }],
] as const) {
  test(`anyone verifies a downloaded training file by its bytes and by its code (${lang}, ${viewport.width} px)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const pdf = await downloadOwnTrainingFile(page);

    // A stranger: no session, the language under test, the width under test.
    const context = await browser.newContext({ viewport, baseURL });
    await context.addCookies([{ name: "lang", value: lang, url: baseURL as string }]);
    const visitor = await context.newPage();
    await visitor.goto("/verify");
    await expect(visitor.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    expect(await axeViolations(visitor)).toEqual([]);

    expect((await upload(visitor, lang, "TrainingFile.pdf", pdf)).status()).toBe(200);
    const result = visitor.getByRole("status").filter({ hasText: text.unchanged });
    await expect(result).toBeVisible();
    await expect(result).toContainText(text.kind);
    await expect(result).toContainText("(P0001)");
    await expect(result).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    const code = (
      (await result
        .locator("dt", { hasText: /^(Code|Mã)$/ })
        .locator("xpath=following-sibling::dd[1]")
        .textContent()) ?? ""
    ).trim();
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // Unchanged: one hash, said to be both the upload's and the original's.
    expect(await definition(result, text.sameHash)).toBe(sha256(pdf));
    await expect(result.locator("dt", { hasText: text.originalHash })).toHaveCount(0);
    expect(await axeViolations(visitor)).toEqual([]);
    expect(await documentOverflow(visitor)).toBeLessThanOrEqual(0);
    await visitor.screenshot({ path: `test-results/verify-${lang}-${viewport.width}.png`, fullPage: true });

    // One byte changed in the middle of the content.
    const edited = Buffer.from(pdf);
    const middle = Math.floor(edited.length / 3);
    edited[middle] = (edited[middle] as number) ^ 0x01;
    await upload(visitor, lang, "edited.pdf", edited);
    const changed = visitor.getByRole("status").filter({ hasText: text.changed });
    await expect(changed).toBeVisible();
    // Each hash says whose it is: the copy uploaded and the original the system signed.
    expect(await definition(changed, text.uploadedHash)).toBe(sha256(edited));
    expect(await definition(changed, text.originalHash)).toBe(sha256(pdf));
    await visitor.screenshot({
      path: `test-results/verify-changed-${lang}-${viewport.width}.png`,
      fullPage: true,
    });

    // Not a PDF at all: a clear message, nothing else.
    await upload(visitor, lang, "notes.pdf", Buffer.from("meeting notes"));
    await expect(visitor.getByRole("alert").filter({ hasText: text.notPdf })).toBeVisible();

    // The link printed on the PDF: the page checks its code on arrival.
    await visitor.goto(`/verify?code=${code}`);
    await expect(visitor.getByRole("status").filter({ hasText: text.issued })).toBeVisible();
    await expect(visitor.getByLabel(text.code)).toHaveValue(code);

    // A code typed by hand, wrong by one character, and none at all.
    const field = visitor.getByLabel(text.code);
    await field.fill(`${code.slice(0, -1)}${code.endsWith("0") ? "1" : "0"}`);
    await field.press("Enter");
    await expect(visitor.getByRole("status").filter({ hasText: text.unknown })).toBeVisible();
    await field.fill("");
    await visitor.getByRole("button", { name: text.checkCode }).click();
    await expect(visitor.getByText(text.required)).toBeVisible();
    await context.close();
  });
}
