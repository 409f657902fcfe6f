import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { pilotIdOf } from "./factories";
import { demo, expect, signIn, test } from "./fixtures";

/**
 * Vietnamese everywhere, the libraries' own controls included: on pages shown in
 * Vietnamese, no control label, title, placeholder or text may be an English text that has a
 * Vietnamese counterpart — our own English texts (every en locale value that differs from every vi
 * one) and the English defaults of MUI's pagination, Autocomplete and date pickers.
 */
const LOCALES = path.resolve(import.meta.dirname, "../apps/web/src/locales");

function leaves(value: unknown, into: Set<string>) {
  if (typeof value === "string") into.add(value.trim());
  else if (value && typeof value === "object") for (const item of Object.values(value)) leaves(item, into);
}
function texts(language: "en" | "vi"): Set<string> {
  const all = new Set<string>();
  for (const file of readdirSync(path.join(LOCALES, language)))
    leaves(JSON.parse(readFileSync(path.join(LOCALES, language, file), "utf8")), all);
  return all;
}

/** MUI's own English defaults (material and x-date-pickers), as they read on screen. */
const LIBRARY_ENGLISH = [
  "Go to first page",
  "Go to last page",
  "Go to next page",
  "Go to previous page",
  "Rows per page:",
  "Open",
  "Close",
  "Clear",
  "No options",
  "Loading…",
  "Previous month",
  "Next month",
  "Open previous view",
  "Open next view",
  "Choose date",
  "Choose time",
  "Select date",
  "Select time",
];
const LIBRARY_PATTERNS = [
  /^Choose (date|time)/,
  /^\d+–\d+ of \d+$/,
  /^calendar view is open/,
  /^year view is open/,
];

const vietnamese = texts("vi");
/** English texts a Vietnamese page must not show: those that have another Vietnamese wording. */
const ENGLISH_ONLY = new Set(
  [...texts("en"), ...LIBRARY_ENGLISH].filter(
    (text) => text.length > 1 && !text.includes("{{") && !vietnamese.has(text) && /[a-z]/.test(text),
  ),
);

/** Every label, title, placeholder and text node of the page. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    interface Node {
      textContent: string | null;
    }
    interface Element extends Node {
      getAttribute(name: string): string | null;
    }
    const doc = (
      globalThis as unknown as {
        document: {
          body: Node;
          querySelectorAll(selector: string): Iterable<Element>;
          createTreeWalker(root: Node, show: number): { nextNode(): Node | null };
        };
      }
    ).document;
    const found: string[] = [];
    for (const element of Array.from(doc.querySelectorAll("body *"))) {
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = element.getAttribute(name);
        if (value) found.push(value.trim());
      }
    }
    // Text nodes only (NodeFilter.SHOW_TEXT).
    const walker = doc.createTreeWalker(doc.body, 4);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    return found;
  });
}

async function englishOn(page: Page): Promise<string[]> {
  const shown = await shownTexts(page);
  return [
    ...new Set(
      shown.filter(
        (text) => ENGLISH_ONLY.has(text) || LIBRARY_PATTERNS.some((pattern) => pattern.test(text)),
      ),
    ),
  ];
}

async function inVietnamese(page: Page, who: string) {
  await signIn(page, who);
  await page.context().addCookies([{ name: "lang", value: "vi", url: new URL(page.url()).origin }]);
}

test("the check itself knows the library's English labels and ours", () => {
  for (const text of ["Go to next page", "Open", "Clear", "Sign in", "Event reports"])
    expect(ENGLISH_ONLY.has(text), text).toBe(true);
  // Shared words (codes, names of things) are not English-only.
  expect(ENGLISH_ONLY.has("SIM")).toBe(false);
});

test("admin pages in Vietnamese show no English control label (pagination, Autocomplete, pickers)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await inVietnamese(page, demo.admin);
  for (const url of [
    "/admin/event_report",
    "/admin/event_report/create",
    "/admin/sim",
    "/admin/line_check",
  ]) {
    await page.goto(url);
    await expect(page.locator("main")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await englishOn(page), url).toEqual([]);
    // The pagination arrows, by their Vietnamese names.
    if (url === "/admin/event_report")
      await expect(page.getByRole("button", { name: "Tới trang tiếp theo" })).toBeVisible();
  }
});

test("the base training form in Vietnamese names go-around and touch-and-go in Vietnamese", async ({
  page,
}) => {
  await inVietnamese(page, demo.instructor);
  await page.goto(`/pilot/base-training/create?pilot_id=${await pilotIdOf(page, "P0001")}`);
  await expect(page.getByRole("combobox", { name: "Bay lại (go-around)" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Chạm và bay tiếp (touch-and-go)" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await englishOn(page)).toEqual([]);
});
