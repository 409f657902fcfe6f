import { chromium } from "playwright";
import AxeBuilder from "@axe-core/playwright";
const base = process.env.BASE ?? "http://localhost:3730";
const path = process.argv[2];
const tag = process.argv[3] ?? "page";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const lang of ["en", "vi"]) for (const [w, h, n] of [[1280, 900, "desk"], [390, 844, "phone"]]) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, locale: lang === "vi" ? "vi-VN" : "en-US" });
  const page = await context.newPage();
  await page.goto(base + "/login");
  await page.evaluate((l) => localStorage.setItem("i18nextLng", l), lang);
  await page.goto(base + "/login");
  await page.fill("input[type=email]", "admin@demo.trms");
  await page.fill("input[type=password]", "Demo@1234");
  await page.click("button[type=submit]");
  await page.waitForTimeout(2500);
  await page.goto(base + path);
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `/tmp/shots/${tag}-${lang}-${n}.png`, fullPage: true });
  const axe = await new AxeBuilder({ page }).analyze();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  console.log(lang, n, "axe", axe.violations.length, axe.violations.map((v) => v.id).join(","), "overflow", overflow);
  await context.close();
}
await browser.close();
