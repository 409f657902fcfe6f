import { expect, it } from "vitest";
import { page } from "vitest/browser";
import { demo, firstRow, mount, recordedReplies, signInAs, WAIT } from "./screens";

// An instructor's record and trends screens open on the pilots they graded, never on their own empty
// records; a pilot's still open on their own. The trends' criteria keep their names readable in
// Vietnamese at 1280 px.
const replies = recordedReplies("instructor-screens");

const TRAINEE = /^P0001 · Nguyễn Văn Minh$/;
const graded = () => page.getByRole("region", { name: "Pilots you graded" });

it("an instructor's Training Flight screen asks which pilot, the pilots they graded first", async () => {
  await signInAs(replies, demo.instructor, "en");
  mount("/pilot/training-flight");
  // The file's first screen: its lazy chunks are compiled on first use, past 20 s when busy.
  await expect.element(page.getByText("Choose a pilot", { exact: true }), { timeout: 60_000 }).toBeVisible();
  expect(page.getByText("Showing your own training flights").elements()).toHaveLength(0);
  expect(page.getByText("No training flights yet").elements()).toHaveLength(0);
  await expect.element(graded().getByRole("button", { name: /^P0002 · / }), WAIT).toBeVisible();
  // The instructor is no trainee of theirself.
  expect(
    graded()
      .getByRole("button", { name: /^I0001 · / })
      .elements(),
  ).toHaveLength(0);

  await graded().getByRole("button", { name: TRAINEE }).click();
  await expect
    .element(page.getByRole("heading", { name: "Training flights of Nguyễn Văn Minh (P0001)" }), WAIT)
    .toBeVisible();
  await expect.element(firstRow(), WAIT).toBeVisible();

  // Their own records are one button away, and the other kinds' tabs keep them.
  mount("/pilot/training-flight");
  await page.getByRole("button", { name: "Show my own training flights" }).click();
  await expect.element(page.getByText("Showing your own training flights"), WAIT).toBeVisible();
  await page.getByRole("tab", { name: "Base training" }).click();
  await expect.element(page.getByText("Showing your own base trainings"), WAIT).toBeVisible();
});

it("an instructor's Competency Trends screen asks which pilot, the pilots they graded first", async () => {
  await signInAs(replies, demo.instructor, "en");
  mount("/pilot/analytics/trends");
  await expect.element(page.getByText("Choose a pilot to see their trends"), WAIT).toBeVisible();
  expect(page.getByText("No grades in this period").elements()).toHaveLength(0);
  await graded().getByRole("button", { name: TRAINEE }).click();
  await expect.element(page.getByRole("region", { name: "Criteria" }), WAIT).toBeVisible();
  await expect.element(page.getByRole("combobox", { name: "Pilot" })).toHaveValue("P0001 · Nguyễn Văn Minh");
});

it("an instructor's Criteria Report asks which pilot too", async () => {
  await signInAs(replies, demo.instructor, "en");
  mount("/pilot/criteria-report");
  await expect.element(page.getByText("Choose a pilot", { exact: true }), WAIT).toBeVisible();
  expect(page.getByText("No scores for this criterion").elements()).toHaveLength(0);
  await graded().getByRole("button", { name: TRAINEE }).click();
  await expect
    .element(page.getByRole("combobox", { name: "Pilot" }), WAIT)
    .toHaveValue("P0001 · Nguyễn Văn Minh");
});

it("a pilot's Training Flight and Competency Trends screens still open on their own", async () => {
  await signInAs(replies, demo.pilot, "en");
  mount("/pilot/training-flight");
  await expect.element(firstRow(), WAIT).toBeVisible();
  expect(page.getByText("Choose a pilot", { exact: true }).elements()).toHaveLength(0);
  mount("/pilot/analytics/trends");
  await expect.element(page.getByRole("region", { name: "Criteria" }), WAIT).toBeVisible();
});

it("the trends' criteria keep their names on at most two lines in Vietnamese at 1280 px", async () => {
  await page.viewport(1280, 900);
  await signInAs(replies, demo.pilot, "vi");
  mount("/pilot/analytics/trends");
  const criteria = page.getByRole("region", { name: "Tiêu chí" });
  await expect.poll(() => criteria.getByRole("button").elements().length, WAIT).toBe(16);
  for (const button of criteria.getByRole("button").elements()) {
    const name = button.querySelector("p") as HTMLElement;
    const lines = Math.round(
      name.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(name).lineHeight),
    );
    expect(lines, name.textContent ?? "").toBeLessThanOrEqual(2);
  }
  await page.viewport(1280, 720);
});
