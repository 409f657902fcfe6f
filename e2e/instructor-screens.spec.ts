import { demo, expect, signIn, test } from "./fixtures";

/**
 * An instructor's record and trends screens open on the pilots they graded, never on their own empty
 * records; a pilot's still open on their own. The trends' criteria keep their names
 * readable in Vietnamese at 1280 px.
 */

const TRAINEE = /^P0001 · Nguyễn Văn Minh$/;

test("an instructor's Training Flight screen asks which pilot, the pilots they graded first", async ({
  page,
}) => {
  await signIn(page, demo.instructor);
  await page.goto("/pilot/training-flight");
  await expect(page.getByText("Choose a pilot", { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Showing your own training flights")).toHaveCount(0);
  await expect(page.getByText("No training flights yet")).toHaveCount(0);
  const graded = page.getByRole("region", { name: "Pilots you graded" });
  await expect(graded.getByRole("button", { name: /^P0002 · / })).toBeVisible();
  // The instructor is no trainee of theirself.
  await expect(graded.getByRole("button", { name: /^I0001 · / })).toHaveCount(0);

  await graded.getByRole("button", { name: TRAINEE }).click();
  await expect(page).toHaveURL(/\/pilot\/training-flight\?pilot_id=\d+$/);
  await expect(
    page.getByRole("heading", { name: "Training flights of Nguyễn Văn Minh (P0001)" }),
  ).toBeVisible();
  await expect(page.getByRole("row").nth(1)).toBeVisible();

  // Their own records are one button away, and the other kinds' tabs keep them.
  await page.goBack();
  await page.getByRole("button", { name: "Show my own training flights" }).click();
  await expect(page.getByText("Showing your own training flights")).toBeVisible();
  await page.getByRole("tab", { name: "Base training" }).click();
  await expect(page.getByText("Showing your own base trainings")).toBeVisible();
});

test("an instructor's Competency Trends screen asks which pilot, the pilots they graded first", async ({
  page,
}) => {
  await signIn(page, demo.instructor);
  await page.goto("/pilot/analytics/trends");
  await expect(page.getByText("Choose a pilot to see their trends")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("No grades in this period")).toHaveCount(0);
  const graded = page.getByRole("region", { name: "Pilots you graded" });
  await graded.getByRole("button", { name: TRAINEE }).click();
  await expect(page).toHaveURL(/pilot_id=\d+/);
  await expect(page.getByRole("region", { name: "Criteria" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Pilot" })).toHaveValue("P0001 · Nguyễn Văn Minh");
});

test("an instructor's Criteria Report asks which pilot too", async ({ page }) => {
  await signIn(page, demo.instructor);
  await page.goto("/pilot/criteria-report");
  await expect(page.getByText("Choose a pilot", { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("No scores for this criterion")).toHaveCount(0);
  await page
    .getByRole("region", { name: "Pilots you graded" })
    .getByRole("button", { name: TRAINEE })
    .click();
  await expect(page).toHaveURL(/pilot_id=\d+/);
  await expect(page.getByRole("combobox", { name: "Pilot" })).toHaveValue("P0001 · Nguyễn Văn Minh");
});

test("a pilot's Training Flight and Competency Trends screens still open on their own", async ({ page }) => {
  await signIn(page, demo.pilot);
  await page.goto("/pilot/training-flight");
  await expect(page.getByRole("row").nth(1)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Choose a pilot", { exact: true })).toHaveCount(0);
  await page.goto("/pilot/analytics/trends");
  await expect(page.getByRole("region", { name: "Criteria" })).toBeVisible({ timeout: 20_000 });
});

test("the trends' criteria keep their names on at most two lines in Vietnamese at 1280 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, demo.pilot);
  await page.context().addCookies([{ name: "lang", value: "vi", url: new URL(page.url()).origin }]);
  await page.goto("/pilot/analytics/trends");
  const criteria = page.getByRole("region", { name: "Tiêu chí" });
  await expect(criteria.getByRole("button")).toHaveCount(16, { timeout: 20_000 });
  const lines = await criteria.getByRole("button").evaluateAll((buttons) =>
    buttons.map((button) => {
      const name = button.querySelector("p") as unknown as {
        textContent: string;
        getBoundingClientRect(): { height: number };
      };
      const style = (
        globalThis as unknown as { getComputedStyle(e: unknown): { lineHeight: string } }
      ).getComputedStyle(name);
      return [
        name.textContent,
        Math.round(name.getBoundingClientRect().height / Number.parseFloat(style.lineHeight)),
      ];
    }),
  );
  for (const [name, count] of lines) expect(count, String(name)).toBeLessThanOrEqual(2);
});
