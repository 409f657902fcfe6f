import { makePilot } from "./factories";
import { demo, expect, signIn, test } from "./fixtures";

const headers = { "application-type": "5" };

/** Today in Vietnam, as the server reads validities. */
const vietnamDay = (offsetDays = 0) =>
  new Date(Date.now() + 7 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

test("an admin sees the ledger with real rows, and a pilot turns valid after a Completed SIM form", async ({
  page,
}) => {
  await signIn(page, demo.admin);
  // A new trainee: no SIM check yet.
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const pilot = { crew_code: `L${stamp}` };
  await makePilot(page, {
    crew_code: pilot.crew_code,
    full_name: `Lê Văn Sổ ${stamp}`,
    email: `ledger.${stamp.toLowerCase()}@vietnamairlines.com`,
    function: "First Officer",
  });
  const before = "Never";

  await page.goto(`/admin/dashboards?keyword=${pilot.crew_code}`);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByTestId("ledger-figures")).toBeVisible({ timeout: 20_000 });
  const table = page.getByRole("table", { name: "Qualification ledger" });
  const row = table.getByRole("row").filter({ hasText: pilot.crew_code });
  await expect(row).toHaveCount(1);
  const simCell = row.locator('[data-validity="sim"]');
  await expect(simCell).toContainText(before);

  // A session for the pilot on a free day in the last fortnight, then its form set Completed.
  let simId = 0;
  let day = "";
  for (let back = 1; back <= 14 && !simId; back++) {
    day = vietnamDay(-back);
    const created = await page.request.post("/api/v1/sim/create_sim", {
      headers,
      data: {
        first_pilot_crew_code: pilot.crew_code,
        second_pilot_crew_code: "0000",
        sima_instructor_crew_code: "I0001",
        simb_instructor_crew_code: "I0001",
        sessiona_date_time: `${day}T01:00:00+07:00`,
        sessiona_place: "VN001",
        sessionb_date_time: `${day}T05:00:00+07:00`,
        sessionb_place: "VN001",
      },
    });
    if (created.status() === 200) simId = ((await created.json()) as { data: { id: number } }).data.id;
  }
  expect(simId).toBeGreaterThan(0);
  const session = await page.request.post("/api/v1/sim/get_sim_by_id", { headers, data: { id: simId } });
  const formId = ((await session.json()) as { data: { first_pilot: { form_id: number } } }).data.first_pilot
    .form_id;
  const completed = await page.request.post("/api/v1/sim/set_status", {
    headers,
    multipart: { form_id: String(formId), status: "5" },
  });
  expect(completed.status()).toBe(200);

  await page.reload();
  await expect(row.locator('[data-validity="sim"]')).toContainText("Valid");
  await expect(row.locator('[data-validity="sim"]')).toHaveAttribute("data-state", "valid");

  // The filters reach the call: expired SIM checks only, and the pilot is no longer among them.
  await page.goto("/admin/dashboards?validity=sim&expired=1");
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: pilot.crew_code })).toHaveCount(0);

  // The audit list shows the status change, by the admin.
  await page.goto("/admin/audit?entity=sim_form");
  const audit = page.getByRole("table", { name: "Audit trail" });
  await expect(audit.getByRole("row").nth(1)).toBeVisible();
  await expect(audit).toContainText(`SIM form #${formId}`);
  // In words, as the training file prints it: the status by its name, never its number.
  const change = audit
    .getByRole("row")
    .filter({ hasText: `SIM form #${formId}` })
    .first();
  await expect(change).toContainText("Status set to Completed");
  await expect(change).toContainText("Status: Initial → Completed");
  await expect(change).not.toContainText(/→ \d|status:/);
});

test("a pilot-list manager without the admin role sees the ledger but not the audit trail", async ({
  page,
}) => {
  await signIn(page, demo.staff);
  await page.goto("/admin/dashboards");
  await expect(page.getByRole("table", { name: "Qualification ledger" })).toBeVisible({ timeout: 20_000 });
  expect((await page.request.post("/api/v1/audit/get_audit_list", { headers, data: {} })).status()).toBe(403);
  // The audit trail is not in this account's menu; its address shows the one no-access screen.
  await page.goto("/admin/audit");
  await expect(page.getByRole("heading", { name: "You have no access to this page" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Audit trail" })).toHaveCount(0);
});

test("the audit trail's filter drawer refuses a range that ends before it starts and applies a good one", async ({
  page,
}) => {
  await signIn(page, demo.admin);
  await page.goto("/admin/audit");
  await page.getByRole("button", { name: "Filters" }).click();
  const drawer = page.getByRole("dialog", { name: "Filter the audit trail" });
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

test("the ledger's filter drawer offers every fleet after All and applies the one chosen", async ({
  page,
}) => {
  await signIn(page, demo.admin);
  await page.goto("/admin/dashboards");
  await page.getByRole("button", { name: "Filters" }).click();
  const drawer = page.getByRole("dialog", { name: "Filter the ledger" });
  await expect(drawer.getByRole("combobox", { name: "Fleet" })).toHaveText("All");
  await drawer.getByRole("combobox", { name: "Fleet" }).click();
  await page.getByRole("option", { name: "A321", exact: true }).click();
  await drawer.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/fleet=A321/);
});
