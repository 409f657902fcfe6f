import type { Page } from "@playwright/test";
import { demo, expect, signIn, test } from "./fixtures";

const TINY_PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
// Dates of this file's records, which the demo seed never uses, so each row is found by its date.
const BASE_DATE = { typed: "03/02/2021", shown: "03/02/2021" };
const THEORY_DATE = { typed: "04/02/2021", shown: "04/02/2021" };
const PROGRESS_DATE = { typed: "05/02/2021", shown: "05/02/2021" };

/** The instructor opens a kind's list for pilot P0001 and picks the kind in the Create menu. */
async function openCreate(page: Page, listPath: string, entry: string): Promise<void> {
  await page.goto(listPath);
  const picker = page.getByRole("combobox", { name: "Pilot" });
  await picker.fill("P0001");
  await page.getByRole("option", { name: /^P0001 / }).click();
  await expect(page).toHaveURL(/pilot_id=\d+/);
  await page.getByRole("button", { name: "Create" }).click();
  await page.getByRole("menuitem", { name: entry }).click();
}

/** Types a DD/MM/YYYY date into the picker's field. */
async function typeDate(page: Page, label: string, ddmmyyyy: string): Promise<void> {
  await page.getByRole("group", { name: label }).click();
  await page.keyboard.type(ddmmyyyy.replaceAll("/", ""));
}

async function attachReport(page: Page, name: string): Promise<void> {
  await page.getByLabel("Report file (PDF)").setInputFiles({
    name,
    mimeType: "application/pdf",
    buffer: TINY_PDF,
  });
  await expect(page.getByText(name)).toBeVisible();
}

test.describe
  .serial("base training, theory tests and progress theory", () => {
    test("an instructor records a base training for a pilot and lands on the base training list", async ({
      page,
    }) => {
      await signIn(page, demo.instructor);
      await openCreate(page, "/pilot/base-training", "Base Training");
      await expect(page).toHaveURL(/\/pilot\/base-training\/create\?pilot_id=\d+$/);
      await expect(page.getByRole("heading", { name: "BASE TRAINING", exact: true })).toBeVisible();
      // The airport starts on VCA (part1 §9).
      await expect(page.getByRole("combobox", { name: "Airport" })).toHaveValue("VCA");

      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Please select date of flight")).toBeVisible();
      // part1 §5 requires no result: the form does not ask for one.
      await expect(page.getByText("Please select result")).toHaveCount(0);
      await expect(page.getByText("Please select report file")).toBeVisible();

      await typeDate(page, "Date of flight", BASE_DATE.typed);
      await page.getByRole("combobox", { name: "Go-around" }).click();
      await page.getByRole("option", { name: "2", exact: true }).click();
      await page.getByRole("combobox", { name: "Full stop" }).click();
      // Full stop offers 0 to 2 only.
      await expect(page.getByRole("option")).toHaveCount(3);
      await page.getByRole("option", { name: "1", exact: true }).click();
      await page.getByLabel("Flight time").fill("1.5");
      await page.getByRole("group", { name: "Landing" }).getByRole("button", { name: "Score 4" }).click();
      // A point without its criterion is not sent; with the criterion it is.
      await page.getByLabel("Other criteria").fill("Crosswind technique");
      await page.getByRole("combobox", { name: "Point" }).click();
      await page.getByRole("option", { name: "3", exact: true }).click();
      await page.getByRole("radio", { name: "Pass" }).check();
      await attachReport(page, "base-training.pdf");
      await page.getByRole("button", { name: "Save" }).click();

      await expect(page.getByText("Create base training successfully")).toBeVisible();
      await expect(page).toHaveURL(/\/pilot\/base-training\?pilot_id=\d+$/);
      const row = page.getByRole("row").filter({ hasText: BASE_DATE.shown });
      await expect(row).toHaveCount(1);
      await expect(row.getByText("VCA")).toBeVisible();
    });

    test("an instructor records a theory test and lands on the theory test list", async ({ page }) => {
      await signIn(page, demo.instructor);
      await openCreate(page, "/pilot/theory-test", "Theory Test");
      await expect(page).toHaveURL(/\/pilot\/theory-test\/create\?pilot_id=\d+$/);
      await expect(page.getByRole("heading", { name: "THEORY TEST", exact: true })).toBeVisible();

      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Please select date of test")).toBeVisible();
      await expect(page.getByText("Please input comments")).toBeVisible();
      await expect(page.getByText("Please select report file")).toBeVisible();

      await typeDate(page, "Date of test", THEORY_DATE.typed);
      const planning = page.getByRole("group", { name: "Flight planning" });
      await planning.getByRole("checkbox", { name: "CFP decode" }).check();
      await page.getByRole("group", { name: "Abnormal procedures" }).getByLabel("Memory items").check();
      await page.getByRole("textbox", { name: "Comments" }).fill("Sound knowledge of the planning minima");
      await page.getByRole("radio", { name: "Pass" }).check();
      await attachReport(page, "theory-test.pdf");
      await page.getByRole("button", { name: "Save" }).click();

      await expect(page.getByText("Create theory test successfully")).toBeVisible();
      await expect(page).toHaveURL(/\/pilot\/theory-test\?pilot_id=\d+$/);
      const row = page.getByRole("row").filter({ hasText: THEORY_DATE.shown });
      await expect(row).toHaveCount(1);
      await expect(row.getByText("Pass")).toBeVisible();
    });

    test("an instructor records a progress check (theory) and lands on its list", async ({ page }) => {
      await signIn(page, demo.instructor);
      await openCreate(page, "/pilot/progress-theory", "Progress Theory");
      await expect(page).toHaveURL(/\/pilot\/progress-theory-report\/create\?pilot_id=\d+$/);
      await expect(page.getByRole("heading", { name: "PROGRESS CHECK (THEORY)", exact: true })).toBeVisible();
      // The instructor select starts on the signed-in instructor; overall performance on 3.
      await expect(page.getByRole("combobox", { name: "Instructor" })).toHaveText("Trần Quốc Huy");
      await expect(page.getByRole("button", { name: "Score 3" })).toHaveAttribute("aria-pressed", "true");

      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Please select date of test")).toBeVisible();
      await expect(page.getByText("Please input aircraft limitations comments")).toBeVisible();
      await expect(page.getByText("Please input MEL/CDL comments")).toBeVisible();
      await expect(page.getByText("Please input general aviation knowledge comments")).toBeVisible();

      await typeDate(page, "Date of test", PROGRESS_DATE.typed);
      for (const field of [
        "Aircraft limitations",
        "Aircraft systems",
        "Emergency equipment",
        "SOPs",
        "FOM",
        "Airway manuals",
        "MEL/CDL",
        "General aviation knowledge",
      ]) {
        await page.getByRole("textbox", { name: field, exact: true }).fill(`${field}: satisfactory`);
      }
      await page.getByRole("button", { name: "Score 4" }).click();
      await attachReport(page, "progress-theory.pdf");
      await page.getByRole("button", { name: "Save" }).click();

      await expect(page.getByText("Create progress theory report successfully")).toBeVisible();
      await expect(page).toHaveURL(/\/pilot\/progress-theory\?pilot_id=\d+$/);
      const row = page.getByRole("row").filter({ hasText: PROGRESS_DATE.shown });
      await expect(row).toHaveCount(1);
      await expect(row.getByText("Pass")).toBeVisible();
    });

    test("the pilot opens their theory test and approves it", async ({ page }) => {
      await signIn(page, demo.pilot);
      await page.goto("/pilot/theory-test");
      await expect(page.getByRole("button", { name: "Create" })).toHaveCount(0);
      const row = page.getByRole("row").filter({ hasText: THEORY_DATE.shown });
      await row.getByRole("button", { name: /^Actions for the record of/ }).click();
      await expect(page.getByRole("menuitem", { name: "Delete" })).toHaveCount(0);
      await page.getByRole("menuitem", { name: "Detail" }).click();
      await expect(page).toHaveURL(/\/pilot\/theory-test\/detail\/\d+\?mode=view$/);
      await expect(page.getByRole("checkbox", { name: "CFP decode" })).toBeChecked();
      await expect(page.getByRole("link", { name: "theory-test.pdf" })).toHaveAttribute(
        "href",
        /^\/api\/v1\/phase_report\/training_file\/.+\/theory-test\.pdf$/,
      );

      await page.getByRole("button", { name: "Approve" }).click();
      await page
        .getByRole("dialog", { name: "Approve this result?" })
        .getByRole("button", { name: "Approve" })
        .click();
      await expect(
        page.getByRole("alert").filter({ hasText: "Trainee has approved the result ·" }),
      ).toBeVisible();
      await page.reload();
      await expect(
        page.getByRole("alert").filter({ hasText: "Trainee has approved the result ·" }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);
      await expect(page.getByText("Nguyễn Văn Minh", { exact: true }).last()).toBeVisible();
    });

    test("an admin deletes a progress theory report after confirming", async ({ page }) => {
      await signIn(page, demo.admin);
      await page.goto("/admin/fot/progress-theory");
      await expect(page.getByText("Choose a pilot")).toBeVisible();
      await page.getByRole("combobox", { name: "Pilot" }).fill("P0001");
      await page.getByRole("option", { name: /^P0001 / }).click();
      const row = page.getByRole("row").filter({ hasText: PROGRESS_DATE.shown });
      await expect(row).toHaveCount(1);
      await row.getByRole("button", { name: /^Actions for the record of/ }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete this progress theory report?" });
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(row).toHaveCount(1);
      await row.getByRole("button", { name: /^Actions for the record of/ }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
      await dialog.getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText("Delete progress theory report successfully")).toBeVisible();
      await expect(row).toHaveCount(0);

      // The other kinds are a tab away, for the same pilot.
      await page.getByRole("tab", { name: "Base training" }).click();
      await expect(page).toHaveURL(/\/admin\/fot\/base-training-list\?pilot_id=\d+$/);
      await expect(page.getByRole("row").filter({ hasText: BASE_DATE.shown })).toHaveCount(1);
    });
  });
