import type { Language } from "@trms/shared";
import { afterEach, expect, it } from "vitest";
import { page } from "vitest/browser";
import { answerWithMade } from "./recorded-replies";
import { demo, mount, recordedReplies, signInAs, WAIT } from "./screens";

// Notices open under the top bar: at a phone's width a notice spans the screen, and over the bar it
// hid the language switcher and the account menu for its ten seconds.
const replies = recordedReplies("notices");

afterEach(async () => {
  await answerWithMade(null);
  await page.viewport(1280, 720);
});

/** The top edge and height of the first element a CSS selector finds. */
function boxOf(selector: string): DOMRect {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`${selector} is not shown`);
  return element.getBoundingClientRect();
}

const TEXT = {
  en: { phone: "Phone", save: "Save", saved: "Update pilot info successfully", other: /^VI / },
  vi: { phone: "Điện thoại", save: "Lưu", saved: "Cập nhật thông tin phi công thành công", other: /^EN / },
} satisfies Record<Language, unknown>;

for (const [width, lang] of [
  [390, "en"],
  [1280, "vi"],
] as const)
  it(`a notice leaves the top bar and its language switcher free (${width} px, ${lang})`, async () => {
    const text = TEXT[lang];
    await signInAs(replies, demo.pilot, lang);
    await page.viewport(width, 844);
    mount("/pilot/profile");
    const field = page.getByLabelText(text.phone, { exact: true });
    await expect.element(field, { timeout: 60_000 }).toBeEnabled();
    // A number the profile does not hold, so Save is enabled; the save's reply is made, so the demo's
    // profile stays as it was recorded and the number is a change each time.
    await field.fill("+84 912 000 390");
    await answerWithMade("pilot-info-saved");
    await page.getByRole("button", { name: text.save, exact: true }).click();
    await expect.element(page.getByText(text.saved), WAIT).toBeVisible();
    const bar = boxOf("header");
    // Where it settles once it has slid in.
    await expect
      .poll(() => boxOf(".notistack-MuiContent").top, WAIT)
      .toBeGreaterThanOrEqual(bar.top + bar.height);
    // The switcher still takes a click while the notice shows.
    const other = page.getByRole("button", { name: text.other });
    await other.click();
    await expect.element(other).toHaveAttribute("aria-pressed", "true");
  });
