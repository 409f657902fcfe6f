import { demo, expect, signIn, test } from "./fixtures";

/** The mail outbox screen: the administrator's view of every mail. */

const headers = { "application-type": "5" };

test("an administrator sees a queued mail go out, by state, and a manager without the admin role cannot", async ({
  page,
  baseURL,
}) => {
  // A reset mail: queued with its token, then written to DATA_DIR/outbox (no SMTP_URL here).
  const asked = await page.request.post("/api/v1/auth/login/forgot_password", {
    headers,
    data: { email: demo.staff },
  });
  expect(asked.status()).toBe(200);

  await signIn(page, demo.admin);
  await page.goto("/admin/mail-outbox");
  await expect(page.getByRole("heading", { name: "Mail Outbox" })).toBeVisible();
  const table = page.getByRole("table", { name: "Mail outbox" });
  const row = table.getByRole("row").filter({ hasText: demo.staff }).first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText("Password reset");
  await expect(row).toContainText("Sent");

  // By state: the failed tab is empty and says so; the search finds the recipient.
  await page.getByRole("tab", { name: /^Failed/ }).click();
  await expect(page.getByText("No mail has failed.")).toBeVisible();
  await page.getByRole("tab", { name: /^All/ }).click();
  await page.getByLabel("Search by recipient or subject").fill("staff@");
  await expect(table.getByRole("row").filter({ hasText: demo.staff }).first()).toBeVisible();
  await expect(page).toHaveURL(/keyword=staff/);

  // Another account: the call is refused and the address shows the no-access screen.
  await page.context().clearCookies();
  await page.context().addCookies([{ name: "lang", value: "en", url: baseURL as string }]);
  await signIn(page, demo.staff);
  expect((await page.request.post("/api/v1/system/get_mail_outbox", { headers, data: {} })).status()).toBe(
    403,
  );
  await page.goto("/admin/mail-outbox");
  await expect(page.getByRole("heading", { name: "You have no access to this page" })).toBeVisible();
});

for (const lang of ["en", "vi"] as const) {
  for (const [name, viewport] of [
    ["desktop", { width: 1280, height: 900 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    test.describe(`${lang} ${name}`, () => {
      test.use({ viewport });
      test(`the mail outbox fits (${lang}, ${name})`, async ({ page, baseURL }) => {
        await page.request.post("/api/v1/auth/login/forgot_password", {
          headers,
          data: { email: demo.pilot },
        });
        await signIn(page, demo.admin);
        await page.context().addCookies([{ name: "lang", value: lang, url: baseURL as string }]);
        await page.goto("/admin/mail-outbox");
        await expect(
          page.getByRole("heading", { name: lang === "en" ? "Mail Outbox" : "Hộp thư đi" }),
        ).toBeVisible();
        await expect(page.getByText(demo.pilot).first()).toBeVisible({ timeout: 20_000 });
        await page.screenshot({
          path: `test-results/mail-outbox-${lang}-${name}.png`,
          fullPage: name === "desktop",
        });
        const width = await page.evaluate<number>("document.documentElement.scrollWidth");
        expect(width).toBeLessThanOrEqual(viewport.width);
      });
    });
  }
}
