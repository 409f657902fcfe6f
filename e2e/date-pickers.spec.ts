import type { Locator, Page } from "@playwright/test";
import { demo, expect, signIn, test } from "./fixtures";

/**
 * The date pickers speak the interface language: the calendar names each weekday so that
 * no two look alike (T2 … CN in Vietnamese, Mo … Su in English), and an empty field shows the
 * language's own placeholders, in the date picker and the date-time picker alike.
 */

const TEXT = {
  vi: {
    dateTime: "Ngày xảy ra",
    date: "Từ ngày",
    open: /^Chọn ngày/,
    weekdays: ["T2", "T3", "T4", "T5", "T6", "T7", "CN"],
    dateTimePlaceholder: "NN/TT/NNNN - GG:PP",
    datePlaceholder: "NN/TT/NNNN",
  },
  en: {
    dateTime: "Date of occurrence",
    date: "From",
    open: /^Choose date/,
    weekdays: ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"],
    dateTimePlaceholder: "DD/MM/YYYY - hh:mm",
    datePlaceholder: "DD/MM/YYYY",
  },
} as const;

/** The weekday headers of the open calendar, as they read on screen. */
async function weekdayHeaders(page: Page): Promise<string[]> {
  const calendar = page.getByRole("grid");
  await expect(calendar).toBeVisible();
  return (await calendar.getByRole("columnheader").allTextContents()).map((text) => text.trim());
}

/** What an empty field shows: its sections' placeholders as one text. */
const shownText = async (field: Locator) =>
  ((await field.locator(".MuiPickersSectionList-root").textContent()) ?? "").trim();

for (const lang of ["vi", "en"] as const) {
  test(`the calendar's weekdays and the fields' placeholders are in ${lang}`, async ({ page }) => {
    const text = TEXT[lang];
    // Signed in in English, as every test is; then the language under test.
    await signIn(page, demo.admin);
    await page.context().addCookies([{ name: "lang", value: lang, url: new URL(page.url()).origin }]);

    // A date-time picker: the event report's date of occurrence.
    await page.goto("/admin/event_report/create");
    const dateTime = page.getByRole("group", { name: text.dateTime });
    await expect(dateTime).toBeVisible({ timeout: 20_000 });
    expect(await shownText(dateTime)).toBe(text.dateTimePlaceholder);
    await page.getByRole("button", { name: text.open }).first().click();
    expect(await weekdayHeaders(page)).toEqual(text.weekdays);
    await page.keyboard.press("Escape");

    // A date picker: the competency trends' period.
    await page.goto("/admin/analytics/trends");
    const date = page.getByRole("group", { name: text.date, exact: true });
    await expect(date).toBeVisible({ timeout: 20_000 });
    expect(await shownText(date)).toBe(text.datePlaceholder);
    await date.getByRole("button", { name: text.open }).click();
    expect(await weekdayHeaders(page)).toEqual(text.weekdays);
  });
}

test("the date-time picker opens within a phone's width, with a mouse too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, demo.admin);
  await page.goto("/admin/event_report/create");
  await expect(page.getByRole("group", { name: TEXT.en.dateTime })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: TEXT.en.open }).first().click();
  await expect(page.getByRole("grid")).toBeVisible();
  // Every part of the open picker (calendar, time, its buttons) lies inside the window.
  const box = await page.locator(".MuiPickersLayout-root").boundingBox();
  const overflow =
    box && (box.x < 0 || box.x + box.width > 390) ? `${box.x}–${box.x + box.width} of 390` : null;
  expect(box).not.toBeNull();
  expect(overflow).toBeNull();
});
