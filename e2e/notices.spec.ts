import type { Locator } from "@playwright/test";
import { demo, expect, signIn, test } from "./fixtures";

/**
 * Notices open under the top bar: at phone width a notice spans the screen, and over the
 * bar it hid the language switcher and the account menu for its ten seconds.
 */

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not shown");
  return found;
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`a notice leaves the top bar and its language switcher free (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, demo.pilot);
    await page.goto("/pilot/profile");
    // A number the profile does not hold yet, so Save is enabled.
    await page.getByLabel("Phone").fill(`+84 912 ${String(Date.now()).slice(-6)}`);
    await page.getByRole("button", { name: "Save" }).click();
    const notice = page.getByText("Update pilot info successfully");
    await expect(notice).toBeVisible();
    const bar = await box(page.locator("header").first());
    const shown = notice.locator("xpath=ancestor::*[contains(@class,'notistack-MuiContent')][1]");
    // Where it settles once it has slid in.
    await expect.poll(async () => (await box(shown)).y).toBeGreaterThanOrEqual(bar.y + bar.height);
    // The switcher still takes a click while the notice shows.
    await page.getByRole("button", { name: /^VI / }).click();
    await expect(page.getByRole("button", { name: /^VI / })).toHaveAttribute("aria-pressed", "true");
  });
}
