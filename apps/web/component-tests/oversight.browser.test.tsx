import type { Language } from "@trms/shared";
import { afterEach, expect, it } from "vitest";
import { page } from "vitest/browser";
import { answerWithMade } from "./recorded-replies";
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

// The screens of those who oversee the records, on a desktop and at a phone's width, in both
// languages: the history integrity check (intact as the demo's history is, with breaks and with a
// server fault as made replies draw them) and inspector access, the administrator's grants and the
// inspector's own page. Making a real break and a real grant is the server's tests' and the
// journeys' work.
const replies = recordedReplies("oversight");

afterEach(async () => {
  await answerWithMade(null);
  await page.viewport(1280, 720);
});

const INTEGRITY = {
  en: {
    verify: "Verify now",
    notRun: /has not been verified on this screen yet/,
    intact: "No break: every chain is intact.",
    breaks: "History breaks",
    found: "2 breaks found",
    verifiedAt: "Verified at",
    changed: "Changed after it was written",
    record: "SIM form #17",
    anchors: "Daily anchors",
  },
  vi: {
    verify: "Kiểm tra ngay",
    notRun: /chưa được kiểm tra trên màn hình này/,
    intact: "Không có chỗ đứt: mọi chuỗi đều nguyên vẹn.",
    breaks: "Các chỗ đứt trong lịch sử",
    found: "Phát hiện 2 chỗ đứt",
    verifiedAt: "Thời điểm kiểm tra",
    changed: "Đã bị sửa sau khi ghi",
    record: "Biểu mẫu SIM #17",
    anchors: "Mốc neo hằng ngày",
  },
} satisfies Record<Language, unknown>;

const HASH = "9f2c".repeat(16);

/** The value beside a label of the verification's summary. */
function summaryValue(label: string): string | undefined {
  const term = [...document.querySelectorAll("dt")].find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent ?? undefined;
}

async function verifyNow(lang: Language): Promise<void> {
  const button = page.getByRole("button", { name: INTEGRITY[lang].verify });
  await expect.element(button, { timeout: 60_000 }).toBeEnabled();
  await button.click();
  await expect.element(button, WAIT).toBeEnabled();
}

for (const lang of ["en", "vi"] as const) {
  const text = INTEGRITY[lang];

  it(`the history's verification fits, intact and with its breaks listed (${lang})`, async () => {
    await signInAs(replies, demo.admin, lang);
    for (const [name, width] of DESKTOP_AND_PHONE) {
      await page.viewport(width, 900);
      mount("/admin/audit/integrity");
      await expect.element(page.getByText(text.notRun), { timeout: 60_000 }).toBeVisible();
      expect(await overflow(), name).toBeLessThanOrEqual(0);
      await verifyNow(lang);
      await expect.element(page.getByText(text.intact), WAIT).toBeVisible();
      expect(await overflow(), name).toBeLessThanOrEqual(0);
      await expectNoViolations(`history intact, ${name} [${lang}]`);

      await answerWithMade("history-breaks");
      mount("/admin/audit/integrity");
      await verifyNow(lang);
      await expect.element(page.getByRole("alert").filter({ hasText: text.found }), WAIT).toBeVisible();
      expect(summaryValue(text.verifiedAt)).toBe("04/03/2025 09:05");
      await expect.element(page.getByTestId("latest-anchor-hash")).toHaveTextContent(HASH);
      // A table on a desktop; cards on a phone, each break whole on the screen's width.
      const breaks =
        name === "phone"
          ? page.getByRole("list", { name: text.breaks }).getByRole("listitem")
          : page.getByRole("table", { name: text.breaks }).getByRole("row").filter({ hasText: /\d/ });
      await expect.poll(() => breaks.elements().length, WAIT).toBe(2);
      expect(breaks.elements()[0]?.textContent).toContain(text.changed);
      expect(breaks.elements()[0]?.textContent).toContain(text.record);
      expect(breaks.elements()[1]?.textContent).toContain(text.anchors);
      expect(await overflow(), name).toBeLessThanOrEqual(0);
      await expectNoViolations(`history breaks, ${name} [${lang}]`);
      await answerWithMade(null);
    }
  });
}

it("a verification the server failed says why with the request id, and the button works again", async () => {
  await signInAs(replies, demo.admin, "en");
  await answerWithMade("history-verification-fault");
  mount("/admin/audit/integrity");
  await verifyNow("en");
  await expect
    .element(
      page
        .getByRole("alert")
        .filter({ hasText: "Error internal server (request id: 0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f)" }),
      WAIT,
    )
    .toBeVisible();
  await expect.element(page.getByText(INTEGRITY.en.notRun)).toBeVisible();
  await expectNoViolations("history verification failed [en]");
});

const INSPECTION = {
  en: {
    title: "Inspector access",
    grants: "Grants",
    active: "Active",
    revoke: "Revoke",
    home: "Inspection access",
    window: /Read-only access until the end of \d{2}\/\d{2}\/\d{4} \(Vietnam time\)/,
  },
  vi: {
    title: "Quyền thanh tra",
    grants: "Các quyền đã cấp",
    active: "Đang hiệu lực",
    revoke: "Thu hồi",
    home: "Quyền thanh tra",
    window: /Chỉ được xem, đến hết ngày \d{2}\/\d{2}\/\d{4} \(giờ Việt Nam\)/,
  },
} satisfies Record<Language, unknown>;

for (const lang of ["en", "vi"] as const) {
  const text = INSPECTION[lang];

  it(`inspector access fits a phone: the grants as cards with their state and revoke (${lang})`, async () => {
    await signInAs(replies, demo.admin, lang);
    await page.viewport(390, 844);
    mount("/admin/inspector");
    await expect
      .element(page.getByRole("heading", { level: 1, name: text.title }), { timeout: 60_000 })
      .toBeVisible();
    const card = page
      .getByRole("list", { name: text.grants })
      .getByRole("listitem")
      .filter({ hasText: "Thanh tra Cục Hàng không" })
      .first();
    await expect.element(card, WAIT).toBeVisible();
    // Cards, not a table squeezed sideways: each grant's state and revoke are on the card.
    expect(page.getByRole("table").elements()).toHaveLength(0);
    await expect.element(card.getByText(text.active)).toBeVisible();
    await expect.element(card.getByRole("button", { name: new RegExp(`^${text.revoke}`) })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoViolations(`inspector grants, phone [${lang}]`);
  });

  it(`the inspector's own page fits a phone: the granted pilots and their files (${lang})`, async () => {
    await signInAs(replies, demo.inspector, lang);
    await page.viewport(390, 844);
    mount("/inspector");
    await expect
      .element(page.getByRole("heading", { level: 1, name: text.home }), { timeout: 60_000 })
      .toBeVisible();
    // The demo grants two pilots: the page waits for one to be chosen.
    await page.getByRole("button", { name: /P0001/ }).click();
    await expect.element(page.getByRole("heading", { level: 2, name: /P0001/ }), WAIT).toBeVisible();
    await expect.element(page.getByText(text.window)).toBeVisible();
    await expect
      .poll(() => document.querySelector('a[href^="/api/v1/training_file/file/"]'), WAIT)
      .toBeTruthy();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoViolations(`inspector's page, phone [${lang}]`);
  });
}
