import type { Language } from "@trms/shared";
import { afterEach, expect, it } from "vitest";
import { page } from "vitest/browser";
import { pilotIdOf } from "./screen-parts";
import {
  demo,
  expectNoViolations,
  heading,
  mount,
  overflow,
  recordedReplies,
  settle,
  signInAs,
  WAIT,
} from "./screens";

// The analytics, pipeline, ledger and audit screens as they are laid out: at a phone's width and on a
// desktop, their empty periods, in Vietnamese: each one screen's rendering, with no axe violation of
// any impact where it is scanned. A refused period is the server's answer (a 400 no reply schema
// declares): the browser suite keeps it.
const replies = recordedReplies("layouts");

const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };

afterEach(async () => {
  await page.viewport(DESKTOP.width, DESKTOP.height);
});

/** Today in Vietnam (the browser's clock stands at the recording's moment). */
const vietnamDay = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

const concordance = () => page.getByRole("table", { name: "Instructors beside the fleet" });

it("analytics: an empty period says so", async () => {
  await signInAs(replies, demo.admin, "en");
  mount("/admin/analytics?start_date=2001-01-01&end_date=2001-12-31");
  await expect
    .element(page.getByRole("status").filter({ hasText: "No grades in this period" }), WAIT)
    .toBeVisible();
  expect(concordance().elements()).toHaveLength(0);
  await expectNoViolations("analytics, empty period");
});

it("analytics speaks Vietnamese", async () => {
  await signInAs(replies, demo.admin, "vi");
  mount("/admin/analytics?criteria=4");
  await expect
    .element(page.getByRole("heading", { level: 1, name: "Mức độ đồng nhất giữa giáo viên" }), WAIT)
    .toBeVisible();
  const table = page.getByRole("table", { name: "Giáo viên so với đội bay" });
  await expect.element(table.getByRole("row", { name: /Đội bay A321/ }), WAIT).toBeVisible();
  await expect.element(page.getByRole("heading", { level: 2, name: "4. Hạ cánh" })).toBeVisible();
  await expectNoViolations("analytics [vi]");
});

it("analytics at a phone's width: the page fits the screen, the wide table scrolls on its own", async () => {
  await page.viewport(375, 812);
  await signInAs(replies, demo.admin, "en");
  mount("/admin/analytics");
  await expect.element(concordance().getByRole("row", { name: /Fleet A321/ }), WAIT).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoViolations("analytics, phone");
});

it("a pilot's trends picked by address, in Vietnamese at a phone's width", async () => {
  await page.viewport(375, 812);
  await signInAs(replies, demo.admin, "vi");
  const pilotId = await pilotIdOf("P0001");
  mount(`/admin/analytics/trends?pilot_id=${pilotId}&criteria=4`);
  await expect
    .element(page.getByRole("heading", { level: 1, name: "Xu hướng năng lực" }), WAIT)
    .toBeVisible();
  await expect.element(page.getByRole("heading", { level: 2, name: "4. Hạ cánh" }), WAIT).toBeVisible();
  await expect.element(page.getByRole("figure"), WAIT).toBeVisible();
  // The pilots whose last three grades slipped, each a link to their trends.
  await expect
    .element(page.getByRole("heading", { level: 2, name: "Phi công có điểm giảm sút (đội bay A321)" }), WAIT)
    .toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoViolations("trends, phone [vi]");
});

it("pipeline: an empty period says so", async () => {
  await signInAs(replies, demo.admin, "en");
  mount("/admin/analytics/pipeline?start_date=2001-01-01&end_date=2001-12-31");
  await expect
    .element(page.getByRole("status").filter({ hasText: "Nothing started in this period" }), WAIT)
    .toBeVisible();
  expect(page.getByRole("table").elements()).toHaveLength(0);
  await expectNoViolations("pipeline, empty period");
});

it("pipeline in Vietnamese at a phone's width: the page fits, the wide tables scroll on their own", async () => {
  await page.viewport(PHONE.width, PHONE.height);
  await signInAs(replies, demo.admin, "vi");
  mount(`/admin/analytics/pipeline?start_date=2025-01-01&end_date=${vietnamDay()}`);
  await expect
    .element(page.getByRole("heading", { level: 1, name: "Tiến độ huấn luyện" }), WAIT)
    .toBeVisible();
  const sim = page.getByRole("table", { name: "Các bước của Biểu mẫu SIM" });
  await expect.element(sim.getByRole("rowheader").first(), WAIT).toHaveTextContent("Khởi tạo");
  await expect
    .element(page.getByRole("heading", { level: 2, name: /^Hồ sơ đang mở đã quá phân vị 90/ }))
    .toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoViolations("pipeline, phone [vi]");
});

const sizes = [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", PHONE],
] as const;
const languages: Language[] = ["en", "vi"];

for (const lang of languages)
  for (const [name, size] of sizes)
    it(`the ledger fits and the audit trail shows its entries (${lang}, ${name})`, async () => {
      await page.viewport(size.width, size.height);
      await signInAs(replies, demo.admin, lang);
      mount("/admin/dashboards");
      await expect.element(page.getByTestId("ledger-figures"), WAIT).toBeVisible();
      await expect.element(page.elementLocator(await firstValidity()), WAIT).toBeVisible();
      await settle();
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(size.width);
      mount("/admin/audit");
      await expect.element(heading(), WAIT).toBeVisible();
      await expect.element(page.getByText(/#\d+/).first(), WAIT).toBeVisible();
    });

async function firstValidity(): Promise<Element> {
  await expect.poll(() => document.querySelector('[data-validity="sim"]'), WAIT).toBeTruthy();
  return document.querySelector('[data-validity="sim"]') as Element;
}
