import { demo, expect, signIn, test } from "./fixtures";

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
/** A demo pilot of fleet B787 (the demo seed spreads pilot10… over the fleets in order). */
const B787_PILOT = "pilot11@demo.trms";
const NAME = `E2E briefing ${Date.now()}`;

interface DocumentRow {
  id: number;
  document_name: string;
  files: { name: string }[];
}

test("admin creates a document with two files, swaps one, and only pilots of its fleet see it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demo.admin);
  await page.goto("/admin/training-document");
  await expect(page.getByRole("heading", { name: "Training documents" })).toBeVisible();
  await page.getByRole("link", { name: "Create document" }).click();
  await expect(page.getByRole("heading", { name: "New training document" })).toBeVisible();

  // Nothing is sent without the required fields.
  await page.getByRole("button", { name: "Create document" }).click();
  await expect(page.getByText("This field is required").first()).toBeVisible();

  await page.getByRole("combobox", { name: "Fleet" }).click();
  await page.getByRole("option", { name: "A321", exact: true }).click();
  await page.getByRole("combobox", { name: "Training type" }).click();
  await page.getByRole("option", { name: "Line Check", exact: true }).click();
  await page.getByRole("textbox", { name: "Document name" }).fill(NAME);
  await page.getByRole("group", { name: "Start date" }).click();
  await page.keyboard.type("01012026");
  await page.getByRole("textbox", { name: "Note" }).fill("Two files at first");
  const picker = page.locator('input[type="file"]');
  await picker.setInputFiles([
    { name: "first.pdf", mimeType: "application/pdf", buffer: PDF },
    { name: "second.png", mimeType: "image/png", buffer: PNG },
  ]);
  await expect(page.getByText("first.pdf")).toBeVisible();
  await expect(page.getByText("second.png")).toBeVisible();
  // A file of another kind is refused in the browser with an alert naming it.
  await picker.setInputFiles([{ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("x") }]);
  await expect(page.getByRole("alert").filter({ hasText: "notes.txt" })).toBeVisible();
  await page.getByRole("button", { name: "Create document" }).click();
  await expect(page).toHaveURL(/\/admin\/training-document$/);
  await expect(page.getByText("Successfully created data...")).toBeVisible();

  await page.getByRole("searchbox").fill(NAME);
  const row = page.getByRole("row").filter({ hasText: NAME });
  await expect(row).toBeVisible();
  await expect(row.getByText("Line Check")).toBeVisible();
  await expect(row.getByText("01/01/2026")).toBeVisible();
  // The files button opens the folder list with the PDF previewed.
  await row.getByRole("button", { name: `Open the 2 files of ${NAME}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("first.pdf")).toBeVisible();
  await expect(dialog.locator("iframe")).toHaveAttribute("src", /\/api\/v1\/training_document\/file\//);
  await dialog.getByText("second.png").click();
  await expect(dialog.getByRole("img", { name: "second.png" })).toBeVisible();
  await page.keyboard.press("Escape");

  // Edit: drop the PDF, add another one.
  await row.getByRole("link", { name: NAME }).click();
  await expect(page.getByRole("heading", { name: "Edit training document" })).toBeVisible();
  await page.getByRole("button", { name: "Remove first.pdf" }).click();
  await expect(page.getByText("first.pdf")).toHaveCount(0);
  await page
    .locator('input[type="file"]')
    .setInputFiles([{ name: "third.pdf", mimeType: "application/pdf", buffer: PDF }]);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Document updated")).toBeVisible();
  const reply = await page.request.post("/api/v1/training_document/sort_td", {
    headers: { "application-type": "5" },
    data: { keyword: NAME },
  });
  const documents = ((await reply.json()) as { data: { documents: DocumentRow[] } }).data.documents;
  expect(documents.map((d) => d.files.map((f) => f.name))).toEqual([["second.png", "third.pdf"]]);
  const id = documents[0]?.id;

  // A pilot of A321 finds it in the pilot area and opens it, read-only.
  const pilotContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const pilot = await pilotContext.newPage();
  await signIn(pilot, demo.pilot);
  await pilot.goto("/pilot/training-document");
  await pilot.getByRole("searchbox").fill(NAME);
  // Only once the list shows the search's one row: a click while rows are replaced can miss the link.
  await expect(pilot.getByRole("table", { name: "Training documents" }).getByRole("row")).toHaveCount(2);
  await pilot.getByRole("link", { name: NAME }).click();
  await expect(pilot.getByRole("heading", { name: "Training document", exact: true })).toBeVisible();
  await expect(pilot.getByRole("link", { name: "third.pdf" })).toBeVisible();
  await expect(pilot.getByRole("button", { name: "Save" })).toHaveCount(0);
  await expect(pilot.getByRole("textbox", { name: "Document name" })).toHaveValue(NAME);
  await pilotContext.close();

  // A pilot of B787 neither finds it nor opens it by its address.
  const otherContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const other = await otherContext.newPage();
  await signIn(other, B787_PILOT);
  await other.goto(`/pilot/training-document?keyword=${encodeURIComponent(NAME)}`);
  await expect(other.getByText("No document matches.")).toBeVisible({ timeout: 15_000 });
  await other.goto(`/pilot/training-document/detail/${id}`);
  await expect(
    other.getByText("This document does not exist or is not shared with your fleet."),
  ).toBeVisible();
  await otherContext.close();

  // Delete asks first, then the row is gone.
  await page.goto(`/admin/training-document?keyword=${encodeURIComponent(NAME)}`);
  await page.getByRole("button", { name: `Actions for ${NAME}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await expect(page.getByText(/DO YOU WANT TO DELETE DOCUMENT\?/)).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No document matches.")).toBeVisible({ timeout: 15_000 });
});
