import type { Browser, Page } from "@playwright/test";
import { demo, expect, signIn, test, workerBaseUrl } from "./fixtures";

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
/** The demo pilot P0001 has no INT line training in the demo data: the test makes and removes one. */
const PILOT = "P0001";
const INT = "/line-training?type=5";

const table = (page: Page) => page.getByRole("table", { name: "Line trainings" });
const row = (page: Page) => table(page).getByRole("row").filter({ hasText: PILOT });

async function as(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: workerBaseUrl() });
  await context.addCookies([{ name: "lang", value: "en", url: workerBaseUrl() }]);
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** Opens the row menu and uploads a PDF through the last-submission confirmation. */
async function upload(page: Page, item: string, lastSubmission: RegExp) {
  await row(page)
    .getByRole("button", { name: /^Actions for P0001/ })
    .click();
  await page.getByRole("menuitem", { name: item }).click();
  const dialog = page.getByRole("dialog", { name: item });
  // The dialog offers the camera too: the PDF field by its name.
  await dialog
    .getByLabel("Form (PDF)")
    .setInputFiles({ name: "form.pdf", mimeType: "application/pdf", buffer: PDF });
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByTestId("last-submission")).toHaveText(lastSubmission);
  await expect(dialog.getByText("Are you sure to upload this file?")).toBeVisible();
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Uploaded form successfully")).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test("a line training goes through both stages, to Completed and its tab, then is cleaned up", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, demo.admin);
  await page.goto("/admin/line-training");
  await expect(page.getByRole("heading", { name: "Line Training" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "In Progress" })).toHaveAttribute("aria-selected", "true");
  // The training-type filter opens on FOT, and the demo's FOT line trainings show.
  await expect(page.getByRole("combobox", { name: "Training type" })).toHaveText("FOT");
  await expect(table(page).getByRole("row").filter({ hasText: "FOT" }).first()).toBeVisible();

  // Create: both fields are required.
  await page.getByRole("link", { name: "Create line training" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Please select a pilot")).toBeVisible();
  await expect(page.getByText("Please select a training type")).toBeVisible();
  await page.getByRole("combobox", { name: "Pilot" }).fill(PILOT);
  await page.getByRole("option", { name: new RegExp(`^${PILOT} `) }).click();
  await page.getByRole("combobox", { name: "Training type" }).click();
  await page.getByRole("option", { name: "INT", exact: true }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Successfully created data...")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/line-training\?type=5$/);
  await expect(row(page)).toContainText("Pilot Submit");
  await expect(row(page)).toContainText("No submission yet");

  // The pilot uploads the first stage; nobody had submitted yet.
  const pilot = await as(browser, demo.pilot);
  await pilot.goto(`/pilot${INT}`);
  await upload(pilot, "Upload pilot form", /No form has been submitted yet/);
  await expect(row(pilot)).toContainText("Nguyễn Văn Minh");
  // While Pilot Submit the pilot may upload again; the second stage is never theirs.
  await row(pilot)
    .getByRole("button", { name: /^Actions for P0001/ })
    .click();
  await expect(pilot.getByRole("menuitem", { name: "Upload pilot form" })).toBeVisible();
  await expect(pilot.getByRole("menuitem", { name: "Upload instructor form" })).toHaveCount(0);
  await pilot.keyboard.press("Escape");

  // The instructor sees the pilot's submission in the confirmation, then uploads the second stage.
  const instructor = await as(browser, demo.instructor);
  await instructor.goto(`/pilot${INT}`);
  await upload(
    instructor,
    "Upload instructor form",
    /Last submission: Nguyễn Văn Minh on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
  );
  await expect(row(instructor)).toContainText("Instructor submit (on training)");

  // The admin reads the submission history: both forms, newest first.
  await page.reload();
  // The list reloads from the server after the other two accounts' uploads; a busy machine is slow.
  await expect(row(page)).toContainText("Instructor submit (on training)", { timeout: 20_000 });
  await row(page)
    .getByRole("button", { name: /^Actions for P0001/ })
    .click();
  await page.getByRole("menuitem", { name: "Submission list" }).click();
  const history = page.getByRole("dialog", { name: /Submission history/ });
  const lines = history.getByTestId("submission-history").getByRole("row");
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(1)).toContainText("I0001");
  await expect(lines.nth(1)).toContainText("Instructor form");
  await expect(lines.nth(2)).toContainText(PILOT);
  await expect(lines.nth(2)).toContainText("First Officer in training");
  await expect(lines.nth(2)).toContainText("Pilot form");
  await expect(lines.nth(2).getByRole("link", { name: "form.pdf" })).toHaveAttribute(
    "href",
    /\/api\/v1\/files\/line_training\/.+\/form\.pdf$/,
  );
  await page.screenshot({ path: "test-results/line-training-en-history.png" });
  await page.keyboard.press("Escape");
  for (const lang of ["en", "vi"] as const) {
    await page.context().addCookies([{ name: "lang", value: lang, url: workerBaseUrl() }]);
    for (const [name, width] of [
      ["desktop", 1280],
      ["phone", 390],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin/line-training");
      await expect(page.getByRole("tab", { selected: true })).toBeVisible();
      await expect(page.getByText("P0002").first()).toBeVisible();
      await page.screenshot({ path: `test-results/line-training-${lang}-${name}.png` });
    }
  }
  await page.context().addCookies([{ name: "lang", value: "en", url: workerBaseUrl() }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin${INT}`);

  // Change status to Completed with a reason and an attachment: the row leaves In Progress.
  await row(page)
    .getByRole("button", { name: /^Actions for P0001/ })
    .click();
  await page.getByRole("menuitem", { name: "Change status" }).click();
  const status = page.getByRole("dialog", { name: "Change status" });
  await status.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Completed" }).click();
  await status.getByRole("textbox", { name: "Reason" }).fill("All sectors flown, released to line");
  await status
    .locator('input[type="file"]')
    .setInputFiles({ name: "sign-off.png", mimeType: "image/png", buffer: PNG });
  await status.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Change line training status successfully")).toBeVisible();
  await expect(row(page)).toHaveCount(0);
  await page.getByRole("tab", { name: "Completed" }).click();
  await expect(page).toHaveURL(/tab=completed/);
  await expect(row(page)).toContainText("Completed");

  // The super admin cleans it up after the confirmation; it is gone from both tabs.
  await row(page)
    .getByRole("button", { name: /^Actions for P0001/ })
    .click();
  await page.getByRole("menuitem", { name: "Clean up" }).click();
  const confirm = page.getByRole("dialog", { name: "Clean up line training" });
  await expect(confirm.getByText(/Are you sure to clean up\?/)).toBeVisible();
  await confirm.getByRole("button", { name: "Clean up" }).click();
  await expect(page.getByText("Successfully cleaned up data...")).toBeVisible();
  await expect(row(page)).toHaveCount(0);
  await page.getByRole("tab", { name: "In Progress" }).click();
  await expect(row(page)).toHaveCount(0);

  // Only the super admin is offered the clean-up.
  await pilot.goto(`/pilot/line-training`);
  await pilot
    .getByRole("table", { name: "Line trainings" })
    .getByRole("button", { name: /^Actions for/ })
    .first()
    .click();
  await expect(pilot.getByRole("menuitem", { name: "Submission list" })).toBeVisible();
  await expect(pilot.getByRole("menuitem", { name: "Clean up" })).toHaveCount(0);
  await expect(pilot.getByRole("menuitem", { name: "Change status" })).toHaveCount(0);
});

test("the line training filter drawer offers filter by and order, refuses an inverted range and applies a good one", async ({
  page,
}) => {
  await signIn(page, demo.admin);
  await page.goto("/admin/line-training");
  await page.getByRole("button", { name: "Filters" }).click();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  await expect(drawer.getByRole("combobox", { name: "Filter by" })).toBeVisible();
  await expect(drawer.getByRole("combobox", { name: "Order" })).toHaveText("Descending");
  await drawer.getByRole("group", { name: "From date" }).click();
  await page.keyboard.type("10062026");
  await drawer.getByRole("group", { name: "To date" }).click();
  await page.keyboard.type("01062026");
  await expect(drawer.getByText("Start date must not be greater than end date")).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Apply" })).toBeDisabled();
  await drawer.getByRole("group", { name: "To date" }).getByRole("spinbutton", { name: "Day" }).click();
  await page.keyboard.type("20");
  await drawer.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/start_date=2026-06-10/);
  await expect(page).toHaveURL(/end_date=2026-06-20/);
});
