import type { Page } from "@playwright/test";
import { demo, expect, signIn, test } from "./fixtures";

/**
 * The menu shows only what the account may open: every role's every menu entry opens a
 * screen of real content, never a no-access page. Menu and screens ask one rule per section.
 */
const NO_ACCESS = {
  en: /no access|has no access/i,
  vi: /không có quyền/i,
} as const;

const LATER = { en: "Later", vi: "Để sau" } as const;

async function menuLinks(page: Page, lang: "en" | "vi"): Promise<{ name: string; href: string }[]> {
  const nav = page.getByRole("navigation", { name: lang === "vi" ? "Menu chính" : "Main menu" });
  await expect(nav.getByRole("link").first()).toBeVisible();
  const links = await nav.getByRole("link").evaluateAll((elements) =>
    elements.map((element) => ({
      name: (element.textContent ?? "").trim(),
      href: element.getAttribute("href") ?? "",
      external: element.getAttribute("target") === "_blank",
    })),
  );
  return links.filter((link) => !link.external && link.href.startsWith("/"));
}

async function walk(page: Page, lang: "en" | "vi") {
  const links = await menuLinks(page, lang);
  expect(links.length).toBeGreaterThan(2);
  for (const link of links) {
    await page.goto(link.href);
    const main = page.locator("main");
    const heading = main.getByRole("heading").first();
    // A screen may ask something of its own accord (the pilot's line check reading prompt, while
    // their latest line check awaits it, whichever test of the worker confirmed it first): put it
    // off, as the user would, and look at the screen behind it.
    // It opens once its query answers, before or after the heading shows: try until the heading
    // stands with no prompt over it.
    const prompt = page.getByRole("dialog");
    // Real content: the screen's heading, and no page saying the account may not be here.
    await expect(async () => {
      if (await prompt.isVisible()) await prompt.getByRole("button", { name: LATER[lang] }).click();
      await expect(heading, link.href).toBeVisible({ timeout: 1_000 });
      await expect(prompt).toHaveCount(0);
    }).toPass({ timeout: 20_000 });
    await page.waitForLoadState("networkidle");
    await expect(main.getByText(NO_ACCESS[lang]), link.href).toHaveCount(0);
  }
  return links.map((link) => link.href);
}

for (const [role, email] of [
  ["admin", demo.admin],
  ["staff", demo.staff],
  ["instructor", demo.instructor],
  ["pilot", demo.pilot],
] as const) {
  test(`${role}: every menu entry opens without a no-access page`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, email);
    const opened = await walk(page, "en");
    // Staff hold VIEW_PILOT_LIST and VIEW_SIM only: no line training, no line check.
    if (role === "staff") {
      expect(opened).not.toContain("/admin/line-training");
      expect(opened).toContain("/admin/sim");
    }
  });
}

test("staff in Vietnamese: every menu entry opens, and a hidden section's address says no access", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demo.staff);
  await page.context().addCookies([{ name: "lang", value: "vi", url: new URL(page.url()).origin }]);
  await page.reload();
  await walk(page, "vi");
  await page.goto("/admin/line-training");
  await expect(page.getByRole("heading", { name: "Bạn không có quyền truy cập trang này" })).toBeVisible();
});
