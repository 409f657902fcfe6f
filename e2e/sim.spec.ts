import type { Locator, Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { apiPost, makeSimSession } from "./factories";
import { demo, expect, signIn, test } from "./fixtures";

// Each run picks its own day far ahead (the SIM date-time accepts 2000–2099), so the sessions a test
// creates are found by that day and a retry never meets the sessions of the first try.
const runDay = (offset: number) => {
  const base = Date.UTC(2040, 0, 1) + Math.floor(Math.random() * 20_000) * 86_400_000;
  const day = new Date(base + offset * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    iso: day.toISOString().slice(0, 10),
    shown: `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`,
  };
};

interface SimInput {
  first_pilot_crew_code: string;
  second_pilot_crew_code: string;
  sima_instructor_crew_code: string;
  simb_instructor_crew_code: string;
  sessiona_date_time: string;
  sessiona_place: string;
  sessionb_date_time: string;
  sessionb_place: string;
  note?: string;
}

/** A session on the given day at 08:00 and 13:00 airline time. */
function session(
  day: string,
  people: Pick<
    SimInput,
    | "first_pilot_crew_code"
    | "second_pilot_crew_code"
    | "sima_instructor_crew_code"
    | "simb_instructor_crew_code"
  >,
  note?: string,
): SimInput {
  return {
    ...people,
    sessiona_date_time: `${day}T08:00:00+07:00`,
    sessiona_place: "VN001",
    sessionb_date_time: `${day}T13:00:00+07:00`,
    sessionb_place: "VN026",
    ...(note ? { note } : {}),
  };
}

/** The list of one day, as the filter drawer's date range puts it in the address. */
const dayList = (area: "admin" | "pilot", day: string, extra = "") =>
  `${area === "admin" ? "/admin/sim" : "/pilot/sim/list"}?start_date=${day}&end_date=${day}${extra}`;

async function pickPerson(page: Page, scope: Locator, label: string, crewCode: string): Promise<void> {
  const box = scope.getByRole("combobox", { name: label });
  await box.fill(crewCode);
  await page.getByRole("option", { name: new RegExp(`^${crewCode} `) }).click();
}

async function typeDateTime(page: Page, scope: Locator, label: string, ddmmyyyy: string, hhmm: string) {
  await scope.getByRole("group", { name: label }).getByRole("spinbutton", { name: "Day" }).click();
  await page.keyboard.type(`${ddmmyyyy.replaceAll("/", "")}${hhmm.replace(":", "")}`);
}

const table = (page: Page) => page.getByRole("table", { name: "SIM sessions" });

test("an admin creates a monthly list of two sessions and sees them in the SIM list", async ({ page }) => {
  test.setTimeout(90_000);
  const day = runDay(0);
  await signIn(page, demo.admin);
  await page.goto("/admin/sim");
  await page.getByRole("link", { name: "Create SIM" }).click({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/admin\/sim\/create$/);

  // Saving an empty row names what is missing, on the field.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Please select 2 pilots").first()).toBeVisible();

  const first = page.getByRole("region", { name: "SIM 1" });
  await pickPerson(page, first, "First pilot", "P0001");
  await pickPerson(page, first, "Second pilot", "P0001");
  await pickPerson(page, first, "SIM-A instructor", "I0001");
  await pickPerson(page, first, "SIM-B instructor", "I0001");
  await typeDateTime(page, first, "Session A date and time", day.shown, "08:00");
  await typeDateTime(page, first, "Session B date and time", day.shown, "13:00");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(first.getByText("Duplicate crew code")).toBeVisible();
  await pickPerson(page, first, "Second pilot", "P0002");

  await page.getByRole("button", { name: "Add SIM" }).click();
  const second = page.getByRole("region", { name: "SIM 2" });
  await pickPerson(page, second, "First pilot", "P1010");
  await pickPerson(page, second, "Second pilot", "P1014");
  await pickPerson(page, second, "SIM-A instructor", "I0001");
  await pickPerson(page, second, "SIM-B instructor", "I0001");
  await typeDateTime(page, second, "Session A date and time", day.shown, "14:00");
  await second.getByRole("combobox", { name: "Session A place" }).click();
  await page.getByRole("option", { name: "CAE VN018" }).click();
  await typeDateTime(page, second, "Session B date and time", day.shown, "19:00");
  await page.getByRole("button", { name: "Save" }).click();

  // I0001 instructs both sessions within four hours of each other: a warning naming the other, then saved anyway.
  const warning = page.getByRole("alert").filter({ hasText: "Scheduling conflicts" });
  await expect(warning).toBeVisible();
  await expect(warning.getByText(/I0001/).first()).toBeVisible();
  await warning.getByRole("button", { name: "Save anyway" }).click();

  await expect(page).toHaveURL(/\/admin\/sim$/);
  await expect(page.getByText("Successfully created data...")).toBeVisible();
  await page.goto(dayList("admin", day.iso));
  await expect(table(page).getByRole("row")).toHaveCount(3, { timeout: 15_000 });
  await expect(table(page).getByText(`${day.shown} - 08:00`)).toBeVisible();
  await expect(table(page).getByText(`${day.shown} - 14:00`)).toBeVisible();
  await expect(table(page).getByText("CAE VN018")).toBeVisible();
  await expect(page.getByText("From 1 to 2 of 2")).toBeVisible();
});

test("an admin imports the template filled with 3 rows, fixes the bad one and saves them", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const day = runDay(1);
  await signIn(page, demo.admin);
  await page.goto("/admin/sim/create-from-file");
  // The first visit loads the page's code; a busy machine may take a while.
  await expect(page.getByRole("heading", { name: "Create SIM from Excel file" })).toBeVisible({
    timeout: 20_000,
  });

  // Checking without a file says what is missing.
  await page.getByRole("button", { name: "Check file" }).click();
  await expect(page.getByText("Please select excel file")).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download template" }).click();
  const template = await (await download).createReadStream();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(template);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("the template has a sheet");
  const headers = Array.from(sheet.getRow(1).values as unknown[], (value) =>
    String(value ?? "").toLowerCase(),
  );
  const column = (...words: string[]) => {
    const index = headers.findIndex((header) => words.every((word) => header.includes(word)));
    if (index < 1) throw new Error(`no template column with ${words.join(" ")} in ${headers.join(" | ")}`);
    return index;
  };
  const cells = {
    first: column("first", "pilot"),
    second: column("second", "pilot"),
    sima: column("sim-a"),
    simb: column("sim-b"),
    aTime: column("session a", "date"),
    aPlace: column("session a", "place"),
    bTime: column("session b", "date"),
    bPlace: column("session b", "place"),
  };
  const rows = [
    ["P0001", "P0002", "08:00", "12:00"],
    ["P1010", "NOPE9", "13:00", "17:00"],
    ["P1014", "P1018", "18:00", "22:00"],
  ];
  rows.forEach(([first, second, a, b], index) => {
    const row = sheet.getRow(2 + index);
    row.getCell(cells.first).value = first;
    row.getCell(cells.second).value = second;
    row.getCell(cells.sima).value = "I0001";
    row.getCell(cells.simb).value = "I0001";
    row.getCell(cells.aTime).value = `${day.shown} ${a}`;
    row.getCell(cells.aPlace).value = "VN001";
    row.getCell(cells.bTime).value = `${day.shown} ${b}`;
    row.getCell(cells.bPlace).value = "VN036";
    row.commit();
  });
  const filled = Buffer.from(await workbook.xlsx.writeBuffer());

  await page.getByLabel("Excel file").setInputFiles({
    name: "monthly-sim.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: filled,
  });
  await page.getByRole("button", { name: "Check file" }).click();
  await expect(page.getByText("1 row has problems: fix it below, then save.")).toBeVisible();
  const preview = page.getByRole("table", { name: "Rows read from the file" });
  await expect(preview.getByRole("row")).toHaveCount(4);
  const bad = preview.getByRole("row").filter({ hasText: "No pilot has this crew code" });
  await expect(bad).toHaveCount(1);
  await expect(bad.getByRole("cell").first()).toHaveText("3");
  // Each problem names the sheet cell it reads.
  await expect(bad.getByText("Cell B3 ·")).toBeVisible();
  // The bad row shows the cells the file holds, so its reason can be read against them.
  await expect(bad.getByText("P1010", { exact: true })).toBeVisible();
  await expect(bad.getByText("NOPE9", { exact: true })).toBeVisible();
  await expect(bad.getByText(`${day.shown} - 13:00`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Save 3 SIMs" })).toBeDisabled();

  await bad.getByRole("button", { name: "Fix row 3" }).click();
  const dialog = page.getByRole("dialog", { name: "Fix row 3" });
  // A row the server could not read comes without its cells: the whole session is entered again.
  await pickPerson(page, dialog, "First pilot", "P1010");
  await pickPerson(page, dialog, "Second pilot", "P1022");
  await pickPerson(page, dialog, "SIM-A instructor", "I0001");
  await pickPerson(page, dialog, "SIM-B instructor", "I0001");
  await typeDateTime(page, dialog, "Session A date and time", day.shown, "13:00");
  await typeDateTime(page, dialog, "Session B date and time", day.shown, "17:00");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("3 rows are ready to save.")).toBeVisible();
  await expect(preview.getByText("Fixed")).toBeVisible();

  await page.getByRole("button", { name: "Save 3 SIMs" }).click();
  // The same instructor runs sessions back to back: the warnings come first, then the deliberate save.
  const warning = page.getByRole("alert").filter({ hasText: "Scheduling conflicts" });
  const saved = page.getByText("Successfully created data...");
  await expect(warning.or(saved)).toBeVisible({ timeout: 15_000 });
  if (await warning.isVisible()) await warning.getByRole("button", { name: "Save anyway" }).click();
  await expect(page).toHaveURL(/\/admin\/sim$/);
  await page.goto(dayList("admin", day.iso));
  await expect(table(page).getByRole("row")).toHaveCount(4, { timeout: 15_000 });
});

test.describe("sessions of one day seen from the pilot area", () => {
  const day = runDay(2);
  let instructorFlies = false;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signIn(page, demo.admin);
    const people = { sima_instructor_crew_code: "I0001", simb_instructor_crew_code: "I0001" };
    await apiPost(page, "sim/create_monthly_sim", {
      sims: [
        session(
          day.iso,
          { ...people, first_pilot_crew_code: "P0001", second_pilot_crew_code: "P1010" },
          "mine",
        ),
        session(
          day.iso,
          { ...people, first_pilot_crew_code: "P1014", second_pilot_crew_code: "P1018" },
          "not mine",
        ),
      ],
    });
    // A session the instructor flies in needs another instructor: the demo seed's second one, when there is one.
    const instructors = await apiPost<{ crew_code: string }[]>(page, "pilot/sim_instructor_list", {});
    const other = instructors.find((row) => row.crew_code !== "I0001");
    if (other) {
      await makeSimSession(
        page,
        {
          first_pilot_crew_code: "I0001",
          second_pilot_crew_code: "P0002",
          sima_instructor_crew_code: other.crew_code,
          simb_instructor_crew_code: other.crew_code,
        },
        day.iso,
        { hours: ["20:00", "21:00"], places: ["VN001", "VN026"], note: "instructor flies" },
      );
      instructorFlies = true;
    }
    await page.close();
  });

  test("a pilot sees only the sessions they fly in", async ({ page }) => {
    await signIn(page, demo.pilot);
    await page.goto(dayList("pilot", day.iso));
    await expect(page.getByRole("heading", { name: "SIM", exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("tab")).toHaveCount(0);
    await expect(table(page).getByRole("row")).toHaveCount(2);
    await expect(table(page).getByText("mine", { exact: true })).toBeVisible();
    await expect(table(page).getByText("not mine")).toHaveCount(0);
    // Form statuses are named; a pilot has no edit or delete.
    await expect(table(page).getByText("Initial").first()).toBeVisible();
    await expect(table(page).getByRole("button", { name: /^Delete/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Create SIM" })).toHaveCount(0);
  });

  test("an instructor switches between As Instructor and As Pilot", async ({ page }) => {
    await signIn(page, demo.instructor);
    await page.goto(dayList("pilot", day.iso));
    const asInstructor = page.getByRole("tab", { name: "As Instructor" });
    const asPilot = page.getByRole("tab", { name: "As Pilot" });
    await expect(asInstructor).toHaveAttribute("aria-selected", "true");
    await expect(table(page).getByText("mine", { exact: true })).toBeVisible();
    await expect(table(page).getByText("not mine")).toBeVisible();
    await expect(table(page).getByText("instructor flies")).toHaveCount(0);

    await asPilot.click();
    await expect(page).toHaveURL(/tab=pilot/);
    await expect(asPilot).toHaveAttribute("aria-selected", "true");
    await expect(table(page).getByText("not mine")).toHaveCount(0);
    if (instructorFlies) await expect(table(page).getByText("instructor flies")).toBeVisible();
    else await expect(page.getByText("No SIM session found")).toBeVisible();

    await asInstructor.click();
    await expect(page).not.toHaveURL(/tab=pilot/);
    await expect(table(page).getByText("not mine")).toBeVisible();
  });

  test("a pilot downloads their sessions as .ics and subscribes to a revocable address", async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, demo.pilot);
    await page.goto("/pilot/sim/list");
    await page.getByRole("button", { name: "Calendar" }).click();
    const dialog = page.getByRole("dialog", { name: "SIM sessions in my calendar" });
    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download .ics" }).click();
    const file = await download;
    const ics = await new Promise<string>((resolve, reject) => {
      file.createReadStream().then((stream) => {
        const parts: Buffer[] = [];
        stream.on("data", (part: Buffer) => parts.push(part));
        stream.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
        stream.on("error", reject);
      }, reject);
    });
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("BEGIN:VEVENT");

    await dialog.getByRole("button", { name: "Get subscription address" }).click();
    const address = dialog.getByRole("textbox", { name: "Subscription address" });
    await expect(address).toHaveValue(/\/sim\/calendar\/.+\.ics$/);
    const url = await address.inputValue();
    // A calendar app reads it without signing in.
    const subscribed = await page.context().request.fetch(url, { headers: { cookie: "" } });
    expect(subscribed.status()).toBe(200);
    expect(await subscribed.text()).toContain("BEGIN:VCALENDAR");

    await dialog.getByRole("button", { name: "Revoke address" }).click();
    const confirm = page.getByRole("dialog", { name: "Revoke the subscription address?" });
    await confirm.getByRole("button", { name: "Revoke address" }).click();
    await expect(page.getByText("Subscription address revoked")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Get subscription address" })).toBeVisible();
    const revoked = await page.context().request.fetch(url);
    expect(revoked.status()).toBe(404);
  });

  test.describe("phone width", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the SIM list is a list of cards with every session's facts, filters and paging", async ({
      page,
    }) => {
      await signIn(page, demo.admin);
      await page.goto(dayList("admin", day.iso));
      const cards = page.getByRole("list", { name: "SIM sessions" }).getByRole("listitem");
      await expect(cards.first()).toBeVisible();
      await expect(page.getByRole("table", { name: "SIM sessions" })).toHaveCount(0);
      const card = cards.filter({ hasText: "not mine" });
      for (const label of ["Session A", "Session B", "First pilot", "Second pilot"]) {
        await expect(card.getByText(label, { exact: true })).toBeVisible();
      }
      await expect(card.getByText(`${day.shown} - 08:00`)).toBeVisible();
      await expect(card.getByRole("link", { name: /^Edit the SIM of/ })).toBeVisible();
      // The filter drawer refuses a range that ends before it starts.
      await page.getByRole("button", { name: "Filters" }).click();
      const drawer = page.getByRole("dialog", { name: "Filters" });
      await drawer.getByRole("group", { name: "To date" }).getByRole("spinbutton", { name: "Day" }).click();
      await page.keyboard.type("01012001");
      await expect(drawer.getByText("Start date must not be greater than end date")).toBeVisible();
      await expect(drawer.getByRole("button", { name: "Apply" })).toBeDisabled();
      await page.keyboard.press("Escape");
      const pageWidth = await page.evaluate<number>("document.documentElement.scrollWidth");
      expect(pageWidth).toBeLessThanOrEqual(390);
    });
  });

  test("an admin edits a session after the update confirmation, then deletes it", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, demo.admin);
    await page.goto(dayList("admin", day.iso));
    const row = table(page).getByRole("row").filter({ hasText: "not mine" });
    await row.getByRole("link", { name: /^Edit the SIM of/ }).click();
    await expect(page.getByRole("heading", { name: "Edit SIM" })).toBeVisible({ timeout: 15_000 });
    await page.getByLabel("Note").fill("not mine, edited");
    await page.getByRole("button", { name: "Update" }).click();
    const warning = page.getByRole("alert").filter({ hasText: "Scheduling conflicts" });
    const confirm = page.getByRole("dialog", { name: "Update SIM" });
    await expect(warning.or(confirm)).toBeVisible({ timeout: 15_000 });
    if (await warning.isVisible()) await warning.getByRole("button", { name: "Save anyway" }).click();
    await expect(confirm.getByText("Are you sure to update this SIM?")).toBeVisible();
    await confirm.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText("Update sim successfully")).toBeVisible({ timeout: 15_000 });
    await page.goto(dayList("admin", day.iso));
    const edited = table(page).getByRole("row").filter({ hasText: "not mine, edited" });
    await edited.getByRole("button", { name: /^Delete the SIM of/ }).click();
    const dialog = page.getByRole("dialog", { name: "Delete SIM" });
    await expect(dialog.getByText("DO YOU WANT TO DELETE SIM")).toBeVisible();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Delete sim successfully")).toBeVisible();
    await expect(table(page).getByText("not mine, edited")).toHaveCount(0);
  });
});

/** The calendar dialog's texts, in each language. */
const CALENDAR_TEXT = {
  en: {
    button: "Calendar",
    title: "SIM sessions in my calendar",
    download: "Download .ics",
    ended: "Sessions that have ended are left out.",
  },
  vi: {
    button: "Lịch",
    title: "Buổi SIM trong lịch của tôi",
    download: "Tải tệp .ics",
    ended: "Các buổi đã kết thúc không có trong tệp.",
  },
} as const;

/** An ISO date-time at the airline (+07:00), `hours` from now, to the minute. */
const airlineTime = (hours: number) =>
  `${new Date(Date.now() + hours * 3_600_000 + 7 * 3_600_000).toISOString().slice(0, 16)}:00+07:00`;

for (const lang of ["en", "vi"] as const) {
  test(`the calendar holds the upcoming sessions it says, not one that ended 10 hours ago (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const text = CALENDAR_TEXT[lang];
    await signIn(page, demo.admin);
    // Session A began 14 hours ago (4 hours long, so it ended 10 hours ago); B is in two days.
    const { id } = await apiPost<{ id: number }>(page, "sim/create_sim", {
      first_pilot_crew_code: "P0001",
      second_pilot_crew_code: "P0002",
      sima_instructor_crew_code: "I0001",
      simb_instructor_crew_code: "I0009",
      sessiona_date_time: airlineTime(-14),
      sessiona_place: "VN001",
      sessionb_date_time: airlineTime(48),
      sessionb_place: "VN026",
    });
    const context = await browser.newContext({ baseURL });
    await context.addCookies([{ name: "lang", value: lang, url: baseURL as string }]);
    const pilot = await context.newPage();
    await pilot.goto("/login");
    await pilot.locator('input[type="email"], input[name="email"]').first().fill(demo.pilot);
    await pilot.locator('input[type="password"]').first().fill("Demo@1234");
    await pilot.keyboard.press("Enter");
    await expect(pilot).not.toHaveURL(/\/login/);
    await pilot.goto("/pilot/sim/list");
    await pilot.getByRole("button", { name: text.button, exact: true }).click();
    const dialog = pilot.getByRole("dialog", { name: text.title });
    await expect(dialog.getByText(text.ended)).toBeVisible();
    const download = pilot.waitForEvent("download");
    await dialog.getByRole("button", { name: text.download }).click();
    const ics = await (await download).createReadStream().then(
      (stream) =>
        new Promise<string>((resolve, reject) => {
          const parts: Buffer[] = [];
          stream.on("data", (part: Buffer) => parts.push(part));
          stream.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
          stream.on("error", reject);
        }),
    );
    expect(ics).toContain(`UID:sim-${id}-b@trms`);
    expect(ics).not.toContain(`UID:sim-${id}-a@trms`);
    await context.close();
  });
}

/** The import page's texts, in each language. */
const IMPORT_TEXT = {
  en: {
    heading: "Create SIM from Excel file",
    template: "Download template",
    file: "Excel file",
    check: "Check file",
    ready: "1 row is ready to save.",
    save: "Save 1 SIMs",
    conflicts: "Scheduling conflicts",
    anyway: "Save anyway",
  },
  vi: {
    heading: "Tạo SIM từ tệp Excel",
    template: "Tải mẫu",
    file: "Tệp Excel",
    check: "Kiểm tra tệp",
    ready: "1 dòng sẵn sàng để lưu.",
    save: "Lưu 1 SIM",
    conflicts: "Trùng lịch",
    anyway: "Vẫn lưu",
  },
} as const;

for (const lang of ["en", "vi"] as const) {
  test.describe(`the SIM template in ${lang}`, () => {
    test(`imports as downloaded: one example row and an instructions sheet (${lang})`, async ({ page }) => {
      test.setTimeout(90_000);
      const text = IMPORT_TEXT[lang];
      await signIn(page, demo.admin);
      await page.context().addCookies([{ name: "lang", value: lang, url: new URL(page.url()).origin }]);
      await page.goto("/admin/sim/create-from-file");
      await expect(page.getByRole("heading", { name: text.heading })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText("DD/MM/YYYY - HH:mm")).toBeVisible();
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: text.template }).click();
      const file = await download;
      const stream = await file.createReadStream();
      const parts: Buffer[] = [];
      for await (const part of stream) parts.push(part as Buffer);
      const bytes = Buffer.concat(parts);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
        "SIM",
        lang === "vi" ? "Hướng dẫn" : "Instructions",
      ]);
      expect(String(workbook.worksheets[0]?.getRow(1).getCell(4).value)).toContain("DD/MM/YYYY - HH:mm");

      // The file as downloaded, unchanged.
      await page.getByLabel(text.file).setInputFiles({
        name: "sim-import-template.xlsx",
        mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        buffer: bytes,
      });
      await page.getByRole("button", { name: text.check }).click();
      await expect(page.getByText(text.ready)).toBeVisible();
      await page.getByRole("button", { name: text.save }).click();
      // The example may meet the other language's run at the same time: a warning, then the save.
      // The warning comes with the save's answer, while the Save button is still shown: until the
      // list opens, save anyway whenever it is there.
      const warning = page.getByRole("alert").filter({ hasText: text.conflicts });
      await expect(async () => {
        if (await warning.isVisible()) await warning.getByRole("button", { name: text.anyway }).click();
        await expect(page).toHaveURL(/\/admin\/sim$/, { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
    });
  });
}
