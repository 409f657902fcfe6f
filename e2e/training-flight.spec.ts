import type { Locator, Page } from "@playwright/test";
import { demo, expect, signIn, test } from "./fixtures";

// The record of this file flies from HPH, an airport the demo seed never uses, so the search finds it
// alone. A retry of the file (or a repeated run on the same server) flies to another airport: a record
// an earlier attempt left behind is not taken for its own.
const DESTINATIONS = ["VII", "VCL", "THD", "PXU"];
const destination = () => {
  const { retry, repeatEachIndex } = test.info();
  return DESTINATIONS[(retry + repeatEachIndex * 2) % DESTINATIONS.length] as string;
};
const routes = () => `HPH-${destination()}, ${destination()}-HPH`;
const TINY_PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** Picks a pilot in the list's picker by crew code. */
async function choosePilot(page: Page, crewCode: string): Promise<void> {
  const picker = page.getByRole("combobox", { name: "Pilot" });
  await picker.fill(crewCode);
  await page.getByRole("option", { name: new RegExp(`^${crewCode} `) }).click();
  await expect(page).toHaveURL(/pilot_id=\d+/);
}

async function chooseAirport(scope: Locator, field: string, code: string): Promise<void> {
  await scope.getByRole("combobox", { name: field }).fill(code);
  await scope
    .page()
    .getByRole("option", { name: new RegExp(`^${code}`) })
    .click();
}

/** The list row of this file's record, found through the search box (sent 200 ms after typing). */
async function recordRow(page: Page): Promise<Locator> {
  await page.getByLabel("Search routes, instructor, autoland").fill(`HPH-${destination()}`);
  return page.getByRole("row").filter({ hasText: routes() });
}

test.describe
  .serial("training flights", () => {
    test("an instructor records a phase one check with two sectors and a PDF for a pilot", async ({
      page,
    }) => {
      await signIn(page, demo.instructor);
      await page.goto("/pilot/training-flight");
      // An instructor is asked which pilot; the Create menu appears on a pilot's records.
      await expect(page.getByText("Choose a pilot", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Create" })).toHaveCount(0);
      await choosePilot(page, "P0001");
      await page.getByRole("button", { name: "Create" }).click();
      await expect(page.getByRole("menuitem", { name: "Base Training" })).toBeVisible();
      await page.getByRole("menuitem", { name: "Training Flight" }).click();
      await expect(page).toHaveURL(/\/pilot\/training-flight-create\?pilot_id=\d+/);
      await expect(page.getByRole("heading", { name: "INITIAL OPERATIONAL EXPERIENCE" })).toBeVisible();

      await page.getByRole("combobox", { name: "Flight type" }).click();
      await page.getByRole("option", { name: "Phase one check" }).click();
      await expect(page.getByRole("heading", { name: "Phase report" })).toBeVisible();

      const first = page.getByRole("group", { name: "Sector 1" });
      await chooseAirport(first, "Departure", "HPH");
      await chooseAirport(first, "Destination", destination());
      await first.getByLabel("Flight time (h)").fill("1.2");
      await page.getByRole("button", { name: "Add sector" }).click();
      const second = page.getByRole("group", { name: "Sector 2" });
      await chooseAirport(second, "Departure", destination());
      await chooseAirport(second, "Destination", "HPH");
      await second.getByLabel("Flight time (h)").fill("1.1");
      await second.getByRole("combobox", { name: "Day / night" }).click();
      await page.getByRole("option", { name: "Night" }).click();

      // Every criterion starts at N/A; a 2 asks for confirmation, then for its reason.
      const landing = page.getByRole("group", { name: "4. Landing" });
      await expect(landing.getByRole("button", { name: "Not applicable" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await landing.getByRole("button", { name: "Score 2" }).click();
      const confirm = page.getByRole("dialog", { name: "Confirm a low score" });
      await confirm.getByRole("button", { name: "Keep the score" }).click();
      await expect(landing.getByRole("button", { name: "Score 2" })).toHaveAttribute("aria-pressed", "true");
      await expect(landing.getByText("Below standard")).toBeVisible();
      const takeoff = page.getByRole("group", { name: "2. Take-off, climb and cruise" });
      await takeoff.getByRole("button", { name: "Score 4" }).click();

      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Please select report file")).toBeVisible();
      await expect(landing.getByText("Please give a comment for this score")).toBeVisible();

      await landing.getByLabel("Comment on Landing").fill("Long flare, floated past the touchdown zone");
      await page.getByLabel("Normal progress", { exact: true }).check();
      await page.getByLabel("Report file (PDF)").setInputFiles({
        name: "ioe-report.pdf",
        mimeType: "application/pdf",
        buffer: TINY_PDF,
      });
      await expect(page.getByText("ioe-report.pdf")).toBeVisible();
      await page.getByRole("button", { name: "Save" }).click();

      await expect(page.getByText("Create training successfully")).toBeVisible();
      await expect(page).toHaveURL(/\/pilot\/training-flight\?pilot_id=\d+$/);
      const row = await recordRow(page);
      await expect(row).toHaveCount(1);
      await expect(row.getByText("Phase one check")).toBeVisible();
    });

    test("the pilot sees the row red, opens it and approves", async ({ page }) => {
      await signIn(page, demo.pilot);
      await page.goto("/pilot/training-flight");
      await expect(page.getByRole("combobox", { name: "Pilot" })).toHaveCount(0);
      const row = await recordRow(page);
      await expect(row).toHaveCount(1);
      await expect(row.getByRole("img", { name: "Below standard: a criterion under 3" })).toBeVisible();
      await expect(row.getByRole("cell").first()).toHaveCSS("background-color", "rgb(253, 236, 234)");

      await row.getByRole("button", { name: /^Actions for the flight of/ }).click();
      await page.getByRole("menuitem", { name: "Detail" }).click();
      await expect(page).toHaveURL(/\/pilot\/training-flight-detail\/\d+\?mode=detail$/);
      // The trainee reads the record; only its author or an admin could change it.
      await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
      await expect(page.getByLabel("Comment on Landing")).toHaveValue(
        "Long flare, floated past the touchdown zone",
      );
      await expect(page.getByRole("link", { name: "ioe-report.pdf" })).toHaveAttribute(
        "href",
        /^\/api\/v1\/phase_report\/training_file\/.+\/ioe-report\.pdf$/,
      );

      await page.getByRole("button", { name: "Approve" }).click();
      await page
        .getByRole("dialog", { name: "Approve this result?" })
        .getByRole("button", { name: "Approve" })
        .click();
      await page.reload();
      // The banner (with the approval's date), not the success notice that may still show.
      await expect(
        page.getByRole("alert").filter({ hasText: "Trainee has approved the result ·" }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);

      // The filter drawer refuses a start date after the end date.
      await page.goto("/pilot/training-flight");
      await page.getByRole("button", { name: "Filters" }).click();
      const drawer = page.getByRole("dialog", { name: "Filters" });
      await drawer.getByRole("group", { name: "From date" }).click();
      await page.keyboard.type("10062026");
      await drawer.getByRole("group", { name: "To date" }).click();
      await page.keyboard.type("01062026");
      await expect(drawer.getByText("Start date must not be greater than end date")).toBeVisible();
      await expect(drawer.getByRole("button", { name: "Apply" })).toBeDisabled();
    });

    // A record of the demo seed, approved by its trainee P0001; no test changes it, so a retry finds it as seeded.
    const SEEDED_ROUTES = "SGN-DAD, DAD-SGN";
    async function openRecord(page: Page, row: Locator): Promise<void> {
      await expect(row).toHaveCount(1);
      // The list may still redraw from the search just typed, closing a menu opened a moment before.
      await expect(async () => {
        await page.keyboard.press("Escape");
        await row.getByRole("button", { name: /^Actions for the flight of/ }).click();
        await page.getByRole("menuitem", { name: "Detail" }).click({ timeout: 2000 });
      }).toPass();
    }

    test("an admin changes an approved record only after confirming, and the approval is marked changed", async ({
      page,
    }) => {
      await signIn(page, demo.admin);
      await page.goto("/admin/fot/training-flight-list");
      await choosePilot(page, "P0001");
      const approved = page.getByRole("alert").filter({ hasText: "Trainee has approved the result" });
      const history = page.getByRole("region", { name: "History" });
      // The seed wrote its records without history: the card says so instead of showing an empty box.
      await page.getByLabel("Search routes, instructor, autoland").fill("SGN-DAD");
      await openRecord(page, page.getByRole("row").filter({ hasText: SEEDED_ROUTES }));
      await expect(approved).toBeVisible();
      await expect(history.getByText("No changes recorded for this record yet.")).toBeVisible();
      await page.goBack();

      // This file's record, approved by its trainee in the test before.
      await openRecord(page, await recordRow(page));
      await expect(approved).toBeVisible();
      const landing = page.getByRole("group", { name: "4. Landing" });
      await landing.getByRole("button", { name: "Score 3" }).click();
      await page.getByRole("button", { name: "Save" }).click();
      const confirm = page.getByRole("dialog", { name: "Change an approved record?" });
      await expect(confirm.getByText(/the trainee is asked to approve it again/)).toBeVisible();
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expect(confirm).toBeHidden();
      await expect(approved).toBeVisible();

      await page.getByRole("button", { name: "Save" }).click();
      await confirm.getByRole("button", { name: "Save and ask again" }).click();
      await expect(page.getByText("Update training successfully")).toBeVisible();
      const changed = page.getByRole("alert").filter({ hasText: "Changed after approval" });
      await expect(changed.getByText("Landing – Score: 2 → 3")).toBeVisible();
      await expect(changed.getByText("The trainee is asked to approve it again.")).toBeVisible();
      await expect(approved).toHaveCount(0);
      await expect(history.getByText("After approval")).toBeVisible();
      await expect(history.getByText(/Landing – Score \(2 → 3\)/)).toBeVisible();
    });

    test("the trainee sees what changed since their approval and approves again", async ({ page }) => {
      await signIn(page, demo.pilot);
      await page.goto("/pilot/training-flight");
      await openRecord(page, await recordRow(page));
      const changed = page.getByRole("alert").filter({ hasText: "Changed after approval" });
      await expect(changed.getByText("Landing – Score: 2 → 3")).toBeVisible();
      await expect(
        changed.getByText("Please review what changed and approve the record again."),
      ).toBeVisible();
      await changed.getByRole("button", { name: "Approve" }).click();
      await page
        .getByRole("dialog", { name: "Approve this result?" })
        .getByRole("button", { name: "Approve" })
        .click();
      // The banner (with the approval's date), not the success notice that may still show.
      await expect(
        page.getByRole("alert").filter({ hasText: "Trainee has approved the result ·" }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);
      await expect(page.getByText("Changed after approval")).toHaveCount(0);
    });

    test("an admin sees the history and deletes the record after confirming", async ({ page }) => {
      await signIn(page, demo.admin);
      await page.goto("/admin/fot/training-flight-list");
      await expect(page.getByText("Choose a pilot")).toBeVisible();
      await choosePilot(page, "P0001");
      const row = await recordRow(page);
      await expect(row).toHaveCount(1);
      await row.getByRole("button", { name: /^Actions for the flight of/ }).click();
      await page.getByRole("menuitem", { name: "Detail" }).click();
      await expect(page).toHaveURL(/\/admin\/training-flight\/detail\/\d+\?mode=detail$/);

      const history = page.getByRole("region", { name: "History" });
      await expect(history.getByText("Created")).toBeVisible();
      // Approved, changed after approval, approved again.
      await expect(history.getByText("Approved by the trainee")).toHaveCount(2);
      await expect(history.getByText("After approval")).toBeVisible();

      await page.getByRole("button", { name: "Delete" }).click();
      await page
        .getByRole("dialog", { name: "Delete this training flight?" })
        .getByRole("button", { name: "Delete" })
        .click();
      await expect(page.getByText("Delete training successfully")).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/fot\/training-flight-list\?pilot_id=\d+$/);
      await page.getByLabel("Search routes, instructor, autoland").fill(`HPH-${destination()}`);
      await expect(page.getByText("No training flights match the search or filters")).toBeVisible();
      await expect(page.getByRole("row").filter({ hasText: routes() })).toHaveCount(0);
    });
  });

test.describe("phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the pilot sees each training flight as a card, with its approval status", async ({ page }) => {
    await signIn(page, demo.pilot);
    await page.goto("/pilot/training-flight");
    const cards = page.getByRole("list", { name: "Training flights" }).getByRole("listitem");
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole("table", { name: "Training flights" })).toHaveCount(0);
    const card = cards.first();
    for (const label of ["No", "Date", "Type", "Routes", "Autoland at", "Instructor", "Approval"]) {
      await expect(card.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(card.getByText(/^(Approved|Awaiting trainee approval)$/)).toBeVisible();
    await expect(card.getByRole("button", { name: /^Actions for the flight of/ })).toBeVisible();
    // A below-standard flight stays marked red on its card.
    const marked = cards.filter({
      has: page.getByRole("img", { name: "Below standard: a criterion under 3" }),
    });
    await expect(marked.first()).toHaveCSS("background-color", "rgb(253, 236, 234)");
    const pageWidth = await page.evaluate<number>("document.documentElement.scrollWidth");
    expect(pageWidth).toBeLessThanOrEqual(390);
  });
});
