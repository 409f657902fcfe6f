import { demo, expect, signIn, test } from "./fixtures";

/**
 * The SIM form workflow's browser side on this branch: the account's own switch for the mails to
 * the next actor (ADR 0435). The workflow screens come with the web issue that follows.
 */
test("a pilot turns the workflow mails off on the profile and the setting stays after a reload", async ({
  page,
}) => {
  await signIn(page, demo.instructor);
  await page.goto("/pilot/profile");
  const toggle = page.getByRole("switch", { name: "Email me when I must act on a form" });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByText("Workflow emails turned off")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Email me when I must act on a form" })).not.toBeChecked();
  await page.getByRole("switch", { name: "Email me when I must act on a form" }).click();
  await expect(page.getByText("Workflow emails turned on")).toBeVisible();
});

for (const lang of ["en", "vi"] as const) {
  test(`the profile with the mail switch looks right on a desktop and a phone (${lang})`, async ({
    page,
    baseURL,
  }) => {
    // Signed in through the English form, then shown in the language under test.
    await signIn(page, demo.instructor);
    await page.context().addCookies([{ name: "lang", value: lang, url: baseURL as string }]);
    for (const [name, width] of [
      ["desktop", 1280],
      ["phone", 390],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/pilot/profile");
      await expect(page.getByRole("switch")).toBeVisible();
      await page.getByRole("switch").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/sim-form-profile-${lang}-${name}.png` });
    }
  });
}
