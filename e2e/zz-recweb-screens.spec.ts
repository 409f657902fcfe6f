import type { Page } from "@playwright/test";
import { demo, expect, signIn, test } from "./fixtures";

const OUT = "/tmp/recweb-screens";
const TINY_PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

async function api<T>(page: Page, path: string, body: unknown): Promise<T> {
  const r = await page.request.post(`/api/v1/${path}`, { data: body, headers: { "application-type": "5" } });
  return ((await r.json()) as { data: T }).data;
}
async function upload(page: Page, path: string, fields: Record<string, string>) {
  const r = await page.request.post(`/api/v1/${path}`, {
    headers: { "application-type": "5" },
    multipart: { ...fields, report: { name: "r.pdf", mimeType: "application/pdf", buffer: TINY_PDF } },
  });
  return ((await r.json()) as { data: { id: number } }).data;
}

async function shoot(page: Page, name: string, path: string) {
  for (const lang of ["en", "vi"] as const) {
    await page.context().addCookies([{ name: "lang", value: lang, url: "http://localhost:3201" }]);
    for (const [w, h, tag] of [[1280, 900, "desk"], [390, 844, "phone"]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${OUT}/${name}-${lang}-${tag}.png`, fullPage: true });
    }
  }
}

test("screens", async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, demo.instructor);
  const { pilots } = await api<{ pilots: { id: number; crew_code: string }[] }>(page, "pilot/sort_pilot", { page_number: 1, page_count: 5, keyword: "P0001" });
  const pilotId = pilots.find((p) => p.crew_code === "P0001")!.id;
  const bt = await upload(page, "flt_training/create_base_flight", { pilot_id: String(pilotId), date_of_flight: "2024-05-02", go_around: "2", flight_time: "1.5", landing: "2", to_ga_clb: "4", "others.criteria": "Crosswind", "others.point": "3", result: "true", comments: "Good circuit work" });
  const tt = await upload(page, "flt_training/create_theory_test", { pilot_id: String(pilotId), date_of_test: "2024-05-03", cfp_decode: "true", memory_items: "true", comments: "Solid", result: "false" });
  const me = await page.evaluate<number>(`JSON.parse(localStorage.getItem("user")).pilot_id`);
  const pt = await upload(page, "flt_training/create_progress_theory_report", { pilot_id: String(pilotId), instructor_id: String(me), date_of_test: "2024-05-04", aircraft_limitations: "ok", aircraft_systems: "ok", emergency_equipment: "ok", sops: "ok", fom: "ok", airway_manuals: "ok", mel_cdl: "ok", general_aviation_knowledge: "ok", overall_performance: "4" });
  expect(bt.id && tt.id && pt.id).toBeTruthy();
  await shoot(page, "i-bt-list", `/pilot/base-training?pilot_id=${pilotId}`);
  await shoot(page, "i-bt-create", `/pilot/base-training/create?pilot_id=${pilotId}`);
  await shoot(page, "i-tt-create", `/pilot/theory-test/create?pilot_id=${pilotId}`);
  await shoot(page, "i-pt-create", `/pilot/progress-theory-report/create?pilot_id=${pilotId}`);
  await shoot(page, "i-own-tt", `/pilot/theory-test`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/pilot/base-training/create?pilot_id=${pilotId}`);
  await page.getByRole("button", { name: /Save|Lưu/ }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}/i-bt-create-errors.png`, fullPage: true });
  await page.context().clearCookies();
  await signIn(page, demo.pilot);
  await shoot(page, "p-tt-list", `/pilot/theory-test`);
  await shoot(page, "p-bt-detail", `/pilot/base-training/detail/${bt.id}?mode=view`);
  await shoot(page, "p-tt-detail", `/pilot/theory-test/detail/${tt.id}?mode=view`);
  await shoot(page, "p-pt-detail", `/pilot/progress-theory-report/detail/${pt.id}?mode=view`);
  await page.context().clearCookies();
  await signIn(page, demo.admin);
  await shoot(page, "a-pt-list-nopilot", `/admin/fot/progress-theory`);
  await shoot(page, "a-tt-list", `/admin/fot/theory-test?pilot_id=${pilotId}`);
  await shoot(page, "a-bt-detail", `/admin/fot/base-training-detail/${bt.id}?mode=view`);
});
