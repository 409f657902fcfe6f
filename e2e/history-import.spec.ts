import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { apiPost, pilotIdOf } from "./factories";
import { demo, dismissNotices, expect, signIn, test } from "./fixtures";

/**
 * The super administrator brings crew in from a filled template on a tablet: the template is
 * downloaded, a file with a problem is previewed and filtered to its problem, a clean file is
 * committed, its pilots are there, and the import is undone. The checks of every problem and of the
 * undo's blockers are the server's tests (history-import.routes.test.ts).
 */

const TABLET = { width: 820, height: 1180 };

const TEXT = {
  en: {
    title: "History Import",
    template: "Excel template",
    templateName: "Crew.xlsx",
    file: "Workbook or CSV file",
    preview: "Preview",
    toCreate: "2 to create",
    withProblems: "1 with problems",
    problemsOnly: "Only rows with problems",
    problemsFile: "File with its problems",
    problemsFileName: "crew-problem (Problems).xlsx",
    fleetProblem: "Fleet: “B999” is not one of the list",
    commit: "Commit import",
    committed: "Import committed",
    committedState: "Committed",
    undo: "Undo import",
    undone: "Import undone",
    undoneState: "Undone",
    importedFrom: /^Imported from crew\.xlsx on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    openImport: "Open the import",
    exportAll: "Export all",
    exportName: "Crew (export).xlsx",
    crewSheet: "Crew",
    everything: "Export everything",
    everythingName: "Records (export).xlsx",
    everyFile: "Export every file (ZIP)",
    everyFileName: "Records (files).zip",
    zip: "PDFs of the rows (optional ZIP)",
  },
  vi: {
    title: "Nhập dữ liệu lịch sử",
    template: "Mẫu Excel",
    templateName: "Tổ bay.xlsx",
    file: "Tệp Excel hoặc CSV",
    preview: "Xem trước",
    toCreate: "2 sẽ tạo",
    withProblems: "1 có lỗi",
    problemsOnly: "Chỉ các dòng có lỗi",
    problemsFile: "Tệp kèm các lỗi",
    problemsFileName: "crew-problem (Lỗi).xlsx",
    fleetProblem: "Đội bay: “B999” không có trong danh sách",
    commit: "Ghi dữ liệu nhập",
    committed: "Đã ghi dữ liệu nhập",
    committedState: "Đã ghi",
    undo: "Hoàn tác lần nhập",
    undone: "Đã hoàn tác lần nhập",
    undoneState: "Đã hoàn tác",
    importedFrom: /^Được nhập từ crew\.xlsx lúc \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    openImport: "Mở lần nhập",
    exportAll: "Xuất toàn bộ",
    exportName: "Tổ bay (export).xlsx",
    crewSheet: "Tổ bay",
    everything: "Xuất toàn bộ dữ liệu",
    everythingName: "Dữ liệu (export).xlsx",
    everyFile: "Xuất toàn bộ tệp (ZIP)",
    everyFileName: "Dữ liệu (files).zip",
    zip: "Tệp PDF của các dòng (tệp ZIP, không bắt buộc)",
  },
} as const;

/** A crew sheet with the English headers, as an office fills the template. */
async function crewFile(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Crew");
  sheet.addRow(["Crew code", "Full name", "Email", "Fleet", "Position", "First flight date"]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(page: Page, lang: "en" | "vi", name: string, bytes: Buffer) {
  await page.getByLabel(TEXT[lang].file, { exact: true }).setInputFiles({
    name,
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: bytes,
  });
  await page.getByRole("button", { name: TEXT[lang].preview, exact: true }).click();
}

/** The crew codes of pilots the search finds: none once the import is undone. */
async function pilotsFound(page: Page, code: string): Promise<number> {
  const { pilots } = await apiPost<{ pilots: { crew_code: string }[] }>(page, "pilot/sort_pilot", {
    page_number: 1,
    page_count: 5,
    keyword: code,
  });
  return pilots.filter((pilot) => pilot.crew_code.startsWith(code)).length;
}

for (const lang of ["en", "vi"] as const) {
  test(`crew in from a filled template: preview, its problem, commit and undo on a tablet (${lang})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const code = `H${lang.toUpperCase()}${String(Date.now()).slice(-5)}`;
    await page.setViewportSize(TABLET);
    await signIn(page, demo.admin);
    await page.context().addCookies([{ name: "lang", value: lang, url: baseURL as string }]);
    await page.goto("/admin/import");
    await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible({ timeout: 20_000 });
    // The PDFs of past records go in a ZIP beside the workbook.
    await expect(page.getByLabel(text.zip, { exact: true })).toBeAttached();

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: `${text.template}: ${text.crewSheet}`, exact: true }).click();
    expect((await downloading).suggestedFilename()).toBe(text.templateName);

    // Two crew members the file names correctly, in both files below.
    const good = [
      [`${code}1`, "Lê Văn Hải", `${code}1@airline.vn`.toLowerCase(), "A321", "Captain", "01/02/2012"],
      [
        `${code}2`,
        "Phạm Thu Trang",
        `${code}2@airline.vn`.toLowerCase(),
        "A321",
        "First officer",
        "01/02/2014",
      ],
    ];

    // A file with a problem: previewed, counted, filtered to it, and not committable.
    await upload(
      page,
      lang,
      "crew-problem.xlsx",
      await crewFile([
        ...good,
        [`${code}3`, "Đỗ Minh", `${code}3@airline.vn`.toLowerCase(), "B999", "", "01/02/2015"],
      ]),
    );
    await expect(page).toHaveURL(/batch=\d+/);
    await expect(page.getByText(text.toCreate, { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(text.withProblems, { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: text.commit })).toBeDisabled();
    const withProblems = page.waitForEvent("download");
    await page.getByRole("button", { name: text.problemsFile }).click();
    expect((await withProblems).suggestedFilename()).toBe(text.problemsFileName);
    await page.getByLabel(text.problemsOnly).check();
    const rows = page.getByRole("table").first().getByRole("row");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`${code}3`);
    await expect(rows.nth(1)).toContainText(text.fleetProblem);
    // Every notice closed, also one still arriving, so axe reads the page and not a notice fading in.
    await dismissNotices(page);
    const axe = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
    expect(
      await page.evaluate<number>(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth",
      ),
    ).toBeLessThanOrEqual(0);

    // The corrected file: committed as one import, its pilots there; then undone, and gone.
    await upload(page, lang, "crew.xlsx", await crewFile(good));
    await expect(page.getByText(text.toCreate, { exact: true })).toBeVisible({ timeout: 20_000 });
    await page.getByRole("button", { name: text.commit }).click();
    await page.getByRole("dialog").getByRole("button", { name: text.commit }).click();
    await expect(page.getByText(text.committed)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(text.committedState, { exact: true }).first()).toBeVisible();
    expect(await pilotsFound(page, code)).toBe(2);
    const exporting = page.waitForEvent("download");
    await page.getByRole("button", { name: `${text.exportAll}: ${text.crewSheet}`, exact: true }).click();
    expect((await exporting).suggestedFilename()).toBe(text.exportName);
    // Every kind's records at once, a sheet a kind.
    const everything = page.waitForEvent("download");
    await page.getByRole("button", { name: text.everything, exact: true }).click();
    expect((await everything).suggestedFilename()).toBe(text.everythingName);
    // And the PDFs its rows name, as a ZIP to upload beside it.
    const everyFile = page.waitForEvent("download");
    await page.getByRole("button", { name: text.everyFile, exact: true }).click();
    const zip = await everyFile;
    expect(zip.suggestedFilename()).toBe(text.everyFileName);
    expect((await readFile((await zip.path()) as string)).subarray(0, 2).toString("latin1")).toBe("PK");
    // Each imported pilot's page says where it came from, and leads back to the import.
    await page.goto(`/admin/pilot/detail?id=${await pilotIdOf(page, `${code}1`)}&mode=view`);
    await expect(page.getByRole("alert").filter({ hasText: text.importedFrom })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole("link", { name: text.openImport }).click();

    await page.getByRole("button", { name: text.undo }).click();
    await page.getByRole("dialog").getByRole("button", { name: text.undo }).click();
    await expect(page.getByText(text.undone)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(text.undoneState, { exact: true }).first()).toBeVisible();
    expect(await pilotsFound(page, code)).toBe(0);
  });
}
