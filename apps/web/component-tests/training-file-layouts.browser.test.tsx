import type { Language } from "@trms/shared";
import { afterEach, expect, it } from "vitest";
import { page } from "vitest/browser";
import { answerWithMade } from "./recorded-replies";
import { pilotIdOf } from "./screen-parts";
import {
  DESKTOP_AND_PHONE,
  demo,
  expectNoViolations,
  mount,
  overflow,
  recordedReplies,
  signInAs,
  WAIT,
} from "./screens";

// A pilot's training file on the pilot's page, on a desktop and at a phone's width, in both
// languages: its rows shown, nothing scrolling sideways, no axe violation.
const replies = recordedReplies("training-file-layouts");

const languages: Language[] = ["en", "vi"];
const TITLE: Record<Language, string> = { en: "Training file", vi: "Hồ sơ huấn luyện" };
const IMPORTED: Record<Language, string> = { en: "Imported", vi: "Nhập lịch sử" };

afterEach(async () => {
  await page.viewport(1280, 720);
  await answerWithMade(null);
});

for (const lang of languages)
  it(`a pilot's training file fits a desktop and a phone (${lang})`, async () => {
    await signInAs(replies, demo.admin, lang);
    const id = await pilotIdOf("P0001");
    for (const [name, width] of DESKTOP_AND_PHONE) {
      await page.viewport(width, 900);
      mount(`/admin/pilot/detail?id=${id}&mode=view`);
      const section = page.getByRole("region", { name: TITLE[lang], exact: true });
      // The file's first screen: its lazy chunks are compiled on first use, past 20 s when busy.
      await expect.element(section, { timeout: 60_000 }).toBeVisible();
      await expect.element(section.getByText(/\d{2}\/\d{2}\/\d{4}/).first(), WAIT).toBeVisible();
      expect(await overflow(), name).toBeLessThanOrEqual(0);
      await expectNoViolations(`training file, ${name} [${lang}]`);
    }
  });

for (const lang of languages)
  it(`a record a history import wrote reads "imported" in words on the file (${lang})`, async () => {
    await signInAs(replies, demo.admin, lang);
    const id = await pilotIdOf("P0001");
    // The demo has no imported record: a made timeline of three imported records and one the product made.
    await answerWithMade("training-file-imported");
    for (const [name, width] of DESKTOP_AND_PHONE) {
      await page.viewport(width, 900);
      mount(`/admin/pilot/detail?id=${id}&mode=view`);
      const section = page.getByRole("region", { name: TITLE[lang], exact: true });
      await expect.element(section, { timeout: 60_000 }).toBeVisible();
      const chips = section.getByText(IMPORTED[lang], { exact: true });
      await expect.element(chips.first(), WAIT).toBeVisible();
      expect(chips.elements(), name).toHaveLength(3);
      await expectNoViolations(`training file with imported records, ${name} [${lang}]`);
    }
  });
