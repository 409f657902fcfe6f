import type { Locator, Page } from "@playwright/test";
import { apiPost, pilotIdOf } from "./factories";
import { demo, expect, signIn, test } from "./fixtures";

// The form kit: numbers in the user's language, one request per click, a question before
// a changed form is left, "invalid date", phone patterns and unreadable photos.

const TINY_PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** Switches the interface language the way the language cookie does, then reloads. */
async function useLanguage(page: Page, lang: "vi" | "en", baseURL: string | undefined): Promise<void> {
  if (!baseURL) throw new Error("no baseURL");
  await page.context().addCookies([{ name: "lang", value: lang, url: baseURL }]);
  await page.reload();
  // The screen and its texts load lazily; a busy machine needs more than the default 5 s.
  await page.waitForLoadState("networkidle");
}

async function chooseAirport(scope: Locator, field: string, code: string): Promise<void> {
  await scope.getByRole("combobox", { name: field }).fill(code);
  await scope
    .page()
    .getByRole("option", { name: new RegExp(`^${code}`) })
    .click();
}

/** Counts the calls to one API path the page sends from now on. */
function countCalls(page: Page, path: string): () => number {
  let calls = 0;
  page.on("request", (request) => {
    if (request.url().endsWith(`/api/v1/${path}`)) calls += 1;
  });
  return () => calls;
}

test.describe
  .serial("a flight time in Vietnamese", () => {
    let recordId = 0;

    test.describe.configure({ timeout: 120_000 });

    test("an instructor types 1,5 hours in Vietnamese: the API stores 1.5 and the record reads 1,5 giờ", async ({
      page,
      baseURL,
    }) => {
      await signIn(page, demo.instructor);
      const pilotId = await pilotIdOf(page, "P0001");
      await page.goto(`/pilot/training-flight-create?pilot_id=${pilotId}`);
      await useLanguage(page, "vi", baseURL);

      const sector = page.getByRole("group", { name: "Chặng bay 1" });
      await chooseAirport(sector, "Nơi đi", "REP");
      await chooseAirport(sector, "Nơi đến", "LPQ");
      await sector.getByLabel("Thời gian bay (giờ)").fill("1,5");
      await page.getByLabel("Tệp báo cáo (PDF)").setInputFiles({
        name: "report.pdf",
        mimeType: "application/pdf",
        buffer: TINY_PDF,
      });
      const creates = countCalls(page, "flt_training/create_flight");
      // A double-click on Save sends one request.
      await page.getByRole("button", { name: "Lưu", exact: true }).dblclick();
      // Generous: the list page and the notice load after the save, and this machine may be busy.
      await expect(page.getByText("Tạo chuyến bay huấn luyện thành công")).toBeVisible({ timeout: 20_000 });
      expect(creates()).toBe(1);

      const found = await apiPost<{ training_flights: { id: number; routes: string }[] }>(
        page,
        "flt_training/search_training_flight",
        { pilot_id: pilotId, page_number: 1, page_count: 5, keyword: "REP" },
      );
      expect(found.training_flights).toHaveLength(1);
      recordId = found.training_flights[0]?.id ?? 0;
      const record = await apiPost<{ sectors: { flight_time: number }[] }>(
        page,
        "flt_training/training_flight_by_id",
        {
          id: recordId,
        },
      );
      expect(record.sectors[0]?.flight_time).toBe(1.5);

      await page.goto(`/pilot/training-flight-detail/${recordId}?mode=view`);
      await expect(page.getByText("1,5 giờ")).toBeVisible({ timeout: 20_000 });
      // The editable form shows the stored hours the Vietnamese way too.
      await page.goto(`/pilot/training-flight-detail/${recordId}?mode=detail`);
      await expect(
        page.getByRole("group", { name: "Chặng bay 1" }).getByLabel("Thời gian bay (giờ)"),
      ).toHaveValue("1,5");
      await useLanguage(page, "en", baseURL);
      await expect(page.getByRole("group", { name: "Sector 1" }).getByLabel("Flight time (h)")).toHaveValue(
        "1.5",
      );
    });

    test("a double-click on Approve approves once, with no 'already approved' error", async ({ page }) => {
      await signIn(page, demo.pilot);
      await page.goto(`/pilot/training-flight-detail/${recordId}?mode=detail`);
      await page.getByRole("button", { name: "Approve" }).click();
      const approvals = countCalls(page, "flt_training/approve_result");
      await page
        .getByRole("dialog", { name: "Approve this result?" })
        .getByRole("button", { name: "Approve" })
        .dblclick();
      await expect(page.getByText("Trainee has approved the result").first()).toBeVisible();
      await expect(page.getByText("This result has already been approved")).toHaveCount(0);
      expect(approvals()).toBe(1);
    });
  });

test("leaving a changed pilot form asks first; staying keeps the values, cancelling does not ask", async ({
  page,
}) => {
  await signIn(page, demo.admin);
  const id = await pilotIdOf(page, "P1015");
  // Into the form through the app, so the browser's back button stays inside it.
  await page.goto(`/admin/pilot/detail?id=${id}&mode=view`);
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Edit pilot" })).toBeVisible();
  const group = page.getByLabel("Group");
  await group.fill("Changed but not saved");

  await page.getByRole("navigation").getByRole("link", { name: "User Management" }).click();
  const ask = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Stay on this page" }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/admin/pilot/detail\\?id=${id}$`));
  await expect(group).toHaveValue("Changed but not saved");

  // The browser's back button asks too; leaving drops the change.
  await page.goBack();
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Leave" }).click();
  await expect(page.getByRole("heading", { name: "Pilot profile" })).toBeVisible();

  await page.goto(`/admin/pilot/detail?id=${id}`);
  await expect(page.getByLabel("Group")).not.toHaveValue("Changed but not saved");
  await page.getByLabel("Group").fill("Changed again");
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL("/admin/pilot");
  await expect(ask).toHaveCount(0);
});

test("an impossible date says invalid date, and too long a text says its limit", async ({ page }) => {
  await signIn(page, demo.admin);
  const id = await pilotIdOf(page, "P1016");
  await page.goto(`/admin/pilot/detail?id=${id}`);
  await page.getByRole("group", { name: "Date of birth" }).click();
  await page.keyboard.type("31022027");
  await page.getByLabel("Full name").fill("N".repeat(257));
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Invalid date")).toBeVisible();
  await expect(page.getByText("This field is required")).toHaveCount(0);
  await expect(page.getByText("At most 256 characters")).toBeVisible();
  await expect(page.getByText("257/256")).toBeVisible();
});

test("a phone that is not one is refused before it is sent; a double-click saves a good one once", async ({
  page,
}) => {
  await signIn(page, demo.pilot);
  await page.goto("/pilot/profile");
  const updates = countCalls(page, "pilot/update_info_for_pilot");
  const phone = page.getByLabel("Phone");
  await phone.fill("abc-not-a-phone");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByText("A phone number has 8 to 16 characters: digits, spaces, +, - or ( )"),
  ).toBeVisible();
  await page.getByLabel("Identity card number").fill("12345");
  await expect(page.getByText("An ID card number has 9 or 12 digits")).toBeVisible();
  expect(updates()).toBe(0);

  await phone.fill("+84 912 345 678");
  await page.getByLabel("Identity card number").fill("");
  await page.getByRole("button", { name: "Save" }).dblclick();
  await expect(page.getByText("Update pilot info successfully")).toBeVisible();
  expect(updates()).toBe(1);
  await page.reload();
  await expect(page.getByLabel("Phone")).toHaveValue("+84 912 345 678");
});

test("a corrupt image chosen as a photo is refused with a message, not a black crop box", async ({
  page,
}) => {
  await signIn(page, demo.admin);
  await page.goto("/admin/user/create");
  await page.locator('input[type="file"]').setInputFiles({
    name: "broken.png",
    mimeType: "image/png",
    buffer: Buffer.from("this is not really a PNG image"),
  });
  await expect(
    page.getByText("This image cannot be read. Choose another photo (PNG, JPEG, WebP or GIF)."),
  ).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Crop photo" })).toHaveCount(0);
});

test("a duplicate email is said once, on its field", async ({ page }) => {
  await signIn(page, demo.admin);
  await page.goto("/admin/user/create");
  await page.getByLabel("Full name").fill("Someone Twice");
  await page.getByLabel("Email").fill(demo.staff);
  await page.getByLabel(/^Password/).fill("Staff@2026x");
  await page.getByLabel("Confirm password").fill("Staff@2026x");
  await page.getByRole("button", { name: "Create user" }).click();
  await expect(page.getByText("This email is already in use")).toHaveCount(1);
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
});
