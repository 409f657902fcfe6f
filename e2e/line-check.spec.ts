import type { Locator, Page } from "@playwright/test";
import { expect as baseExpect, demo, signIn, test, workerBaseUrl } from "./fixtures";

// The line check screens load several lazy chunks and two calls: on a busy machine that takes a while.
const expect = baseExpect.configure({ timeout: 15_000 });

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
/** Each run its own sectors and a day far ahead, so its line check is the pilot's latest. */
const RUN = Date.now().toString(36).toUpperCase();
const SECTORS = `HAN-SGN ${RUN}`;
const day = new Date(Date.UTC(2090, 0, 1) + (Date.now() % 3000) * 86_400_000);
const DAY = `${String(day.getUTCDate()).padStart(2, "0")}/${String(day.getUTCMonth() + 1).padStart(2, "0")}/${day.getUTCFullYear()}`;

async function typeDateTime(page: Page, label: string, ddmmyyyy: string, hhmm: string) {
  await page.getByRole("group", { name: label }).getByRole("spinbutton", { name: "Day" }).click();
  await page.keyboard.type(`${ddmmyyyy.replaceAll("/", "")}${hhmm.replace(":", "")}`);
}

/** Chooses a PDF in the upload dialog, then answers the confirmation. */
async function uploadForm(page: Page, button: string) {
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog", { name: button });
  // The dialog offers the camera too: the PDF field by its name.
  await dialog
    .getByLabel("Form (PDF)")
    .setInputFiles({ name: "form.pdf", mimeType: "application/pdf", buffer: PDF });
  await dialog.getByRole("button", { name: "Upload" }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: "Are you sure to upload this file?" });
  await confirm.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Uploaded form successfully")).toBeVisible();
}

const rowOf = (page: Page): Locator => page.getByRole("row").filter({ hasText: SECTORS });

test("a line check from creation through both forms, a status change, the download and the reading prompt", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The pilot creates their own line check.
  await signIn(page, demo.pilot);
  await page.goto("/pilot/line-check");
  // The demo pilot's latest line check waits for the reading confirmation: the prompt opens first.
  const firstPrompt = page.getByRole("dialog", { name: "Have you read document?" });
  await expect(firstPrompt).toBeVisible({ timeout: 20_000 });
  await firstPrompt.getByRole("button", { name: "Later" }).click();
  await expect(page.getByRole("heading", { name: "Line Check" })).toBeVisible();
  await page.getByRole("link", { name: "Create line check" }).click();
  await expect(page.getByRole("textbox", { name: "Pilot" })).toHaveValue(/^P0001 · /);
  // Required fields are named before anything is sent.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Please enter the instructor crew code")).toBeVisible();
  await expect(page.getByText("Please enter the sectors")).toBeVisible();
  const instructor = page.getByRole("combobox", { name: "Instructor crew code" });
  await instructor.fill("I0001");
  await page.getByRole("option", { name: /^I0001 / }).click();
  await typeDateTime(page, "Line check date", DAY, "09:30");
  await page.getByRole("textbox", { name: "Sectors" }).fill(SECTORS);
  await page.getByRole("textbox", { name: "Note" }).fill("n".repeat(257));
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/256/).first()).toBeVisible();
  await page.getByRole("textbox", { name: "Note" }).fill("E2E line check");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Successfully created data...")).toBeVisible();
  await expect(page).toHaveURL(/\/pilot\/line-check\/detail\/\d+$/);
  const detailUrl = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { name: `Line check ${DAY} - 09:30` })).toBeVisible();

  // The pilot's first form.
  await uploadForm(page, "Upload first form");
  await expect(page.getByRole("button", { name: "Pilot Submitted" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload second form" })).toHaveCount(0);

  // Back on the list, the prompt opens by itself for this latest line check.
  await page.goto("/pilot/line-check");
  const prompt = page.getByRole("dialog", { name: "Have you read document?" });
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await expect(prompt).toContainText(`${DAY} - 09:30`);
  await page.screenshot({ path: "test-results/line-check-prompt-en-desktop.png" });
  await prompt.getByRole("button", { name: "Yes, I have read it" }).click();
  await expect(page.getByText("Successfully set reading document......")).toBeVisible();
  await page.reload();
  await expect(rowOf(page)).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Have you read document?" })).toHaveCount(0);

  // The instructor's second form.
  const instructorContext = await browser.newContext({ baseURL: workerBaseUrl() });
  await instructorContext.addCookies([{ name: "lang", value: "en", url: workerBaseUrl() }]);
  const instructorPage = await instructorContext.newPage();
  await signIn(instructorPage, demo.instructor);
  await instructorPage.goto("/pilot/line-check");
  await instructorPage.getByRole("searchbox").fill(RUN);
  await rowOf(instructorPage)
    .getByRole("button", { name: /^Actions for / })
    .click();
  await instructorPage.getByRole("menuitem", { name: "Detail" }).click();
  await uploadForm(instructorPage, "Upload second form");
  await expect(instructorPage.getByRole("button", { name: "Instructor Submitted" })).toBeVisible();
  await instructorContext.close();

  // The admin changes the status with a reason: the row turns red with the reason in its history.
  const adminContext = await browser.newContext({ baseURL: workerBaseUrl() });
  await adminContext.addCookies([{ name: "lang", value: "en", url: workerBaseUrl() }]);
  const admin = await adminContext.newPage();
  await signIn(admin, demo.admin);
  await admin.goto("/admin/line-check");
  await admin.getByRole("searchbox").fill(RUN);
  await expect(rowOf(admin)).toHaveCount(1);
  await rowOf(admin)
    .getByRole("button", { name: /^Actions for / })
    .click();
  await admin.getByRole("menuitem", { name: "Change status" }).click();
  const change = admin.getByRole("dialog", { name: "Change status" });
  await change.getByRole("combobox", { name: "Status" }).click();
  await admin.getByRole("option", { name: "Pilot Submitted" }).click();
  // The reason stops at 254 characters (part2 §2), as in every change-status dialog.
  await change.getByRole("textbox", { name: "Reason" }).fill("r".repeat(255));
  await expect(change.getByText("254/254")).toBeVisible();
  await change.getByRole("textbox", { name: "Reason" }).fill("Second page unsigned");
  await change.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByText("Status changed successfully")).toBeVisible();
  await expect(
    rowOf(admin).getByRole("img", { name: "Status was reset and the line check is not completed" }),
  ).toBeVisible();
  await rowOf(admin).getByRole("button", { name: "Pilot Submitted" }).click();
  const history = admin.getByRole("dialog", { name: "Status history" });
  await expect(history).toContainText("Second page unsigned");
  await history.getByRole("button", { name: "Close" }).click();

  // The download of the second form sets the downloaded flag.
  const downloaded = admin.waitForEvent("download");
  await rowOf(admin)
    .getByRole("button", { name: /^Download the second form of / })
    .click();
  await downloaded;
  await expect(admin.getByText("Successfully set downloaded flag...")).toBeVisible();
  await expect(
    rowOf(admin).getByRole("button", { name: /^Downloaded: download the second form of / }),
  ).toBeVisible();

  for (const lang of ["en", "vi"] as const) {
    await adminContext.addCookies([{ name: "lang", value: lang, url: workerBaseUrl() }]);
    for (const [name, width] of [
      ["desktop", 1280],
      ["phone", 390],
    ] as const) {
      await admin.setViewportSize({ width, height: 900 });
      await admin.goto(`/admin/line-check?keyword=${RUN}`);
      await admin.waitForLoadState("networkidle");
      await admin.screenshot({ path: `test-results/line-check-list-${lang}-${name}.png` });
      await admin.goto("/admin/line-check");
      await admin.waitForLoadState("networkidle");
      await admin.screenshot({ path: `test-results/line-check-demo-${lang}-${name}.png`, fullPage: true });
    }
  }
  await adminContext.close();

  for (const lang of ["en", "vi"] as const) {
    await page.context().addCookies([{ name: "lang", value: lang, url: workerBaseUrl() }]);
    for (const [name, width] of [
      ["desktop", 1280],
      ["phone", 390],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(detailUrl);
      await expect(page.getByRole("button", { name: /^(Status history|Lịch sử trạng thái)/ })).toBeVisible();
      await page.screenshot({ path: `test-results/line-check-detail-${lang}-${name}.png`, fullPage: true });
    }
  }
});
