import type { Language } from "@trms/shared";
import { afterEach, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { api, DESKTOP_AND_PHONE, demo, mount, overflow, recordedReplies, signInAs, WAIT } from "./screens";

// The SIM form workflow's screens on a desktop and at a phone's width, in both languages: the
// profile with its mail switch, the SIM list's per-form menu and a form's page with its history.
const replies = recordedReplies("sim-form-layouts");

const languages: Language[] = ["en", "vi"];

afterEach(async () => {
  await page.viewport(1280, 720);
});

for (const lang of languages)
  it(`the profile shows its mail switch on a desktop and a phone (${lang})`, async () => {
    await signInAs(replies, demo.instructor, lang);
    for (const [name, width] of DESKTOP_AND_PHONE) {
      await page.viewport(width, 900);
      mount("/pilot/profile");
      // The file's first screen: its lazy chunks are compiled on first use, past 20 s when busy.
      await expect.element(page.getByRole("switch"), { timeout: 60_000 }).toBeVisible();
      expect(await overflow(), name).toBeLessThanOrEqual(0);
    }
  });

for (const lang of languages)
  it(`the SIM list's form menu and a form's page on a desktop and a phone (${lang})`, async () => {
    await signInAs(replies, demo.admin, lang);
    // The demo's March 2026 sessions: a form waiting for its download, a rejected one, a failed one.
    const { sim_list } = await api<{ sim_list: { first_pilot: { form_id: number } }[] }>("sim/get_sim_list", {
      page_number: 1,
      page_count: 5,
      order: "+",
      filter: "date_time",
      date_range: { start_date: "2026-03-01", end_date: "2026-03-31" },
    });
    const failedForm = sim_list[1]?.first_pilot.form_id;
    for (const [name, width] of DESKTOP_AND_PHONE) {
      await page.viewport(width, 900);
      mount("/admin/sim?start_date=2026-03-01&end_date=2026-03-31&sort=date_time&order=%2B");
      const menus = page.getByRole("button", { name: /^(Form actions for|Thao tác biểu mẫu của)/ });
      await expect.element(menus.first(), WAIT).toBeVisible();
      await menus.first().click();
      await expect.element(page.getByRole("menu"), WAIT).toBeVisible();
      expect(await overflow(), `${name} list`).toBeLessThanOrEqual(0);
      await userEvent.keyboard("{Escape}");
      mount(`/admin/sim/forms/${failedForm}`);
      await expect.element(page.getByRole("list", { name: /History|Lịch sử/ }), WAIT).toBeVisible();
      expect(await overflow(), `${name} form`).toBeLessThanOrEqual(0);
    }
  });
