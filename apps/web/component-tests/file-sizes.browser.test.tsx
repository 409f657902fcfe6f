import type { Language } from "@trms/shared";
import { expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { demo, mount, recordedReplies, signInAs, WAIT } from "./screens";

// A chosen file's size reads in the unit its number needs: 654 bytes are "654 B", not "0.00 MB" or
// "1 KB", and Vietnamese writes the decimal comma. The one-file field (the SIM schedule upload) and
// the several-files field (an event report's files) alike.
const replies = recordedReplies("file-sizes");

/** A file of exactly `size` bytes that the browser takes as `name`'s kind. */
const fileOf = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size).fill(0x20)], name, { type });
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const ONE_FILE: Record<Language, { label: string; small: string; large: string }> = {
  en: { label: "SIM schedule file", small: "(654 B)", large: "(1.5 MB)" },
  vi: { label: "Tệp lịch SIM", small: "(654 B)", large: "(1,5 MB)" },
};

for (const lang of ["en", "vi"] as const)
  it(`the upload field writes a file's size in B, KB or MB (${lang})`, async () => {
    const { label, small, large } = ONE_FILE[lang];
    await signInAs(replies, demo.admin, lang);
    mount("/admin/sim-schedule-upload");
    const input = page.getByLabelText(label, { exact: true });
    // The file's first screen: its lazy chunks are compiled on first use, past 20 s when busy.
    await expect.element(input, { timeout: 60_000 }).toBeInTheDocument();
    await userEvent.upload(input, fileOf("schedule.xlsx", XLSX, 654));
    await expect.element(page.getByText("schedule.xlsx"), WAIT).toBeVisible();
    await expect.element(page.getByText(small, { exact: true })).toBeVisible();
    await userEvent.upload(input, fileOf("schedule.xlsx", XLSX, 1_572_864));
    await expect.element(page.getByText(large, { exact: true })).toBeVisible();
  });

it("the several-files field writes each file's size in B, KB or MB, with a decimal comma in Vietnamese", async () => {
  await signInAs(replies, demo.admin, "vi");
  mount("/admin/event_report/create");
  await expect.poll(() => document.querySelector('input[type="file"]'), WAIT).toBeTruthy();
  const input = page.elementLocator(document.querySelector('input[type="file"]') as Element);
  await userEvent.upload(input, [
    fileOf("note.pdf", "application/pdf", 654),
    fileOf("debrief.pdf", "application/pdf", 2_516_582),
  ]);
  await expect.element(page.getByText(/^654\sB\b/), WAIT).toBeVisible();
  await expect.element(page.getByText(/^2,4\sMB\b/)).toBeVisible();
});
