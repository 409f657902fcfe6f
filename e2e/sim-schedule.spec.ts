import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { demo, expect, signIn, test } from "./fixtures";

const MONTH = "2031-05";

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet("SIM").addRow(["Date", "Slot", "Pilot"]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test.describe
  .serial("monthly SIM schedule", () => {
    test("a schedule is uploaded, listed and downloaded under its URL's last segment", async ({ page }) => {
      await signIn(page, demo.admin);
      await page.goto("/admin/sim-schedule/list");
      await expect(page.getByRole("heading", { name: "SIM Schedule" })).toBeVisible({ timeout: 20_000 });
      // The demo's month is listed on opening.
      await expect(page.getByRole("row")).not.toHaveCount(1);
      await page.getByRole("link", { name: "Upload SIM Schedule" }).click();
      await expect(page).toHaveURL(/\/admin\/sim-schedule-upload$/);

      await page.getByRole("button", { name: "Upload SIM Schedule" }).click();
      await expect(page.getByRole("alert")).toContainText("Please select both date and sim schedule file");

      const fileInput = page.getByLabel("SIM schedule file", { exact: true });
      await fileInput.setInputFiles({
        name: "schedule.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.4"),
      });
      await expect(page.getByText("The SIM schedule must be an Excel workbook (.xlsx)")).toBeVisible();

      const bytes = await workbook();
      await page.getByLabel("Month").fill(MONTH);
      await fileInput.setInputFiles({
        name: "Lich SIM 05-2031.xlsx",
        mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        buffer: bytes,
      });
      await expect(page.getByText("Lich SIM 05-2031.xlsx")).toBeVisible();
      await page.getByRole("button", { name: "Upload SIM Schedule" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText("Are you sure to upload this file?");
      await dialog.getByRole("button", { name: "Upload SIM Schedule" }).click();
      await expect(page.getByText("Upload SIM schedule successfully")).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/sim-schedule\/list$/);

      const row = page.getByRole("row").filter({ hasText: "05/2031" });
      await expect(row).toHaveCount(1);
      const link = row.getByRole("link");
      const linkName = (await link.textContent()) ?? "";
      // The link shows, and the file downloads under, the name it was uploaded with (part2 §9).
      expect(linkName).toBe("Lich SIM 05-2031.xlsx");
      expect(await link.getAttribute("href")).toMatch(/\/[0-9a-f-]{36}\/Lich%20SIM%2005-2031\.xlsx$/);
      const downloading = page.waitForEvent("download");
      await row.getByRole("button", { name: "Download the schedule of 05/2031" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(linkName);
      expect((await readFile(await download.path())).equals(bytes)).toBe(true);
    });

    test("a pilot sees the schedule and may download it, without the upload button", async ({ page }) => {
      await signIn(page, demo.pilot);
      await page.goto("/pilot/sim-schedule/list");
      await expect(page.getByRole("heading", { name: "SIM Schedule" })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole("row").filter({ hasText: "05/2031" })).toHaveCount(1);
      await expect(page.getByRole("link", { name: "Upload SIM Schedule" })).toHaveCount(0);
      // The upload page sends those not allowed back to the list.
      await page.goto("/pilot/sim-schedule-upload");
      await expect(page).toHaveURL(/\/pilot\/sim-schedule\/list$/);
    });
  });
