import type { Browser, Page } from "@playwright/test";
import { makeEventReport, pilotIdOf } from "./factories";
import { demo, expect, signIn, test, workerBaseUrl } from "./fixtures";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** Yesterday at 08:30 in the browser's time zone, as the picker takes it (DDMMYYYYHHmm). */
function yesterday() {
  const at = new Date(Date.now() - 86_400_000);
  const two = (n: number) => String(n).padStart(2, "0");
  return {
    typed: `${two(at.getDate())}${two(at.getMonth() + 1)}${at.getFullYear()}0830`,
    shown: `${two(at.getDate())}/${two(at.getMonth() + 1)}/${at.getFullYear()} - 08:30`,
    year: at.getFullYear(),
    month: at.getMonth() + 1,
  };
}

async function pickPilot(page: Page, n: number, crewCode: string) {
  const box = page.getByRole("combobox", { name: `Pilot ${n}` });
  await box.click();
  await box.fill(crewCode);
  await page.getByRole("option", { name: new RegExp(`^${crewCode} `) }).click();
}

/** The pilot's own profile table as that pilot sees it. */
async function profileRow(browser: Browser, email: string, flight: string) {
  const context = await browser.newContext();
  await context.addCookies([{ name: "lang", value: "en", url: workerBaseUrl() }]);
  const page = await context.newPage();
  await signIn(page, email);
  await page.goto("/pilot/profile");
  const table = page.getByRole("table", { name: "Event reports of the pilot" });
  const row = table.getByRole("row").filter({ hasText: flight });
  return { page, row, context };
}

test("admin creates an event report with two pilots; both see it on their profiles; the statistics count it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const when = yesterday();
  const flight = `VN${String(Date.now()).slice(-4)}`;
  await signIn(page, demo.admin);
  await page.goto("/admin/event_report");
  await expect(page.getByRole("heading", { name: "Event reports" })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("link", { name: "Create event report" }).click();
  await expect(page).toHaveURL(/\/admin\/event_report\/create$/);
  await expect(page.getByRole("group", { name: "Date of occurrence" })).toBeVisible({ timeout: 15_000 });

  await page.getByRole("group", { name: "Date of occurrence" }).click();
  await page.keyboard.type(when.typed);
  await page.getByRole("textbox", { name: "Flight number" }).fill(flight);
  await page.getByRole("textbox", { name: "Aircraft registration" }).fill("VN-A632");
  await page.getByRole("textbox", { name: "Sector" }).fill("HAN-DAD");
  await page.getByRole("textbox", { name: "Content" }).fill("Unstable approach at 500 ft, go-around");
  await pickPilot(page, 1, "P0001");
  await page.getByRole("textbox", { name: "Minus point" }).first().fill("2.5");

  // One pilot only: the form refuses, as the server would (part2 §5 'alert_select_pilot').
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Please select at least 2 pilots").first()).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);

  await pickPilot(page, 2, "I0001");
  await page.getByRole("textbox", { name: "Minus point" }).nth(1).fill("1");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "debrief.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("button", { name: "Save", exact: true }).click();

  // After create → the list (part2 §2), with the notice of §8.
  await expect(page).toHaveURL(/\/admin\/event_report(\?.*)?$/);
  await expect(page.getByText("Create event report successfully")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: flight });
  await expect(row).toContainText(when.shown);
  await expect(row).toContainText("Nguyễn Văn Minh");
  await expect(row).toContainText("Trần Quốc Huy");

  // The detail keeps both pilots, their points and the file.
  await row.getByRole("button", { name: `Actions for flight ${flight}` }).click();
  await page.getByRole("menuitem", { name: "Detail" }).click();
  await expect(page.getByRole("heading", { name: `Event report · ${flight}` })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole("combobox", { name: "Pilot 1" })).toHaveValue(/P0001/);
  await expect(page.getByRole("combobox", { name: "Pilot 2" })).toHaveValue(/I0001/);
  await expect(page.getByText("debrief.pdf")).toBeVisible();

  // The statistics of this year count it in its month, and the top 10 links to the pilot's profile.
  await page.goto(`/admin/event_report/statistics?year=${when.year}`);
  await expect(page.getByRole("figure")).toBeVisible({ timeout: 15_000 });
  const monthTable = page.getByRole("table", {
    name: `Event reports and minus points per month, ${when.year}`,
  });
  await expect(
    monthTable.getByRole("row", { name: new RegExp(`^${when.month}/${when.year} `) }),
  ).toBeVisible();
  const top = page.getByRole("table", { name: `Top 10 pilots by minus points, ${when.year}` });
  await top.getByRole("link", { name: "Nguyễn Văn Minh" }).click();
  await expect(page).toHaveURL(/\/admin\/pilot\/detail\?id=\d+&mode=view/);
  await expect(
    page
      .getByRole("table", { name: "Event reports of the pilot" })
      .getByRole("row")
      .filter({ hasText: flight }),
  ).toContainText("2.5");

  // Both pilots see it on their own profile, each with their own minus point.
  const minh = await profileRow(browser, demo.pilot, flight);
  await expect(minh.row).toContainText("2.5", { timeout: 15_000 });
  await minh.row.getByRole("button", { name: `Detail of the event report of flight ${flight}` }).click();
  const dialog = minh.page.getByRole("dialog", { name: `Event report · ${flight}` });
  await expect(dialog).toContainText("Unstable approach at 500 ft, go-around");
  await minh.context.close();
  const huy = await profileRow(browser, demo.instructor, flight);
  await expect(huy.row).toContainText("1", { timeout: 15_000 });
  await expect(huy.row).not.toContainText("2.5");
  await huy.context.close();
});

test("a pilot cannot read another pilot's event report by id", async ({ page }) => {
  await signIn(page, demo.admin);
  // A report naming two other pilots (a report names at least two).
  const notMinh = await makeEventReport(page, {
    occurred: new Date(Date.now() - 7_200_000).toISOString(),
    flight: `VX${Date.now().toString().slice(-4)}`,
    content: "Another pilot's report",
    pilots: [
      { id: await pilotIdOf(page, "P0002"), minus_point: 0 },
      { id: await pilotIdOf(page, "I0001"), minus_point: 0 },
    ],
  });
  await page.context().clearCookies();
  await signIn(page, demo.pilot);
  const read = await page.request.post("/api/v1/event_report/get_report_by_id", {
    headers: { "application-type": "5" },
    data: { id: notMinh.id },
  });
  expect(read.status()).toBe(404);
  // The admin list is not theirs either.
  await page.goto("/admin/event_report");
  await expect(page).not.toHaveURL(/\/admin\/event_report/);
});

/** A content of long words and many lines, as a real report's narrative can be. */
const LONG_CONTENT = `Unstable approach below 1000 ft at ${"VVNB".repeat(12)} ${"go-around-missed ".repeat(8)}end-of-narrative`;

for (const lang of ["en", "vi"] as const) {
  test.describe(`long free text in a list (${lang})`, () => {
    test(`wraps and clamps the event report's content, with the whole text on hover and focus (${lang})`, async ({
      page,
    }) => {
      const caption = lang === "vi" ? "Báo cáo sự kiện" : "Event reports";
      await signIn(page, demo.admin);
      await page.context().addCookies([{ name: "lang", value: lang, url: new URL(page.url()).origin }]);
      const flight = `VN${Date.now().toString().slice(-4)}`;
      await makeEventReport(page, {
        occurred: new Date(Date.now() - 3_600_000).toISOString(),
        flight,
        content: LONG_CONTENT,
        pilots: [
          { id: await pilotIdOf(page, "P0001"), minus_point: 1 },
          { id: await pilotIdOf(page, "P0002"), minus_point: 0 },
        ],
      });

      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`/admin/event_report?keyword=${flight}`);
      const table = page.getByRole("table", { name: caption });
      const row = table.getByRole("row").filter({ hasText: flight });
      await expect(row).toHaveCount(1);
      const text = row.getByText(/^Unstable approach/);
      const textBox = await text.boundingBox();
      const lastCell = await row.getByRole("cell").last().boundingBox();
      if (!textBox || !lastCell) throw new Error("the row is laid out");
      // Wrapped within its own cell: it ends before the actions column starts, and stops at 3 lines.
      expect(textBox.x + textBox.width).toBeLessThanOrEqual(lastCell.x + 1);
      const lineHeight = await text.evaluate((element) => {
        const view = globalThis as unknown as { getComputedStyle(e: unknown): { lineHeight: string } };
        return Number.parseFloat(view.getComputedStyle(element).lineHeight);
      });
      expect(textBox.height).toBeLessThanOrEqual(3 * lineHeight + 1);
      // The whole text on hover, and on keyboard focus.
      await text.hover();
      await expect(page.getByRole("tooltip")).toContainText("end-of-narrative");
      await page.mouse.move(0, 0);
      await expect(page.getByRole("tooltip")).toHaveCount(0);
      await text.focus();
      await expect(page.getByRole("tooltip")).toContainText("end-of-narrative");
      await page.screenshot({ path: `test-results/event-report-long-text-${lang}.png` });
    });
  });
}
