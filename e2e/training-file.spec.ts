import { readFile } from "node:fs/promises";
import { pilotIdOf } from "./factories";
import { demo, expect, signIn, test } from "./fixtures";

const headers = { "application-type": "5" };

test("an admin reads a demo pilot's training file and downloads it as one PDF", async ({ page }) => {
  // Sign-in, the profile and a PDF of the pilot's whole file: as long as a busy machine needs.
  test.setTimeout(120_000);
  await signIn(page, demo.admin);
  const id = await pilotIdOf(page, "P0001");
  await page.goto(`/admin/pilot/detail?id=${id}&mode=view`);
  const section = page.getByRole("region", { name: "Training file", exact: true });
  await expect(section).toBeVisible({ timeout: 20_000 });
  const table = section.getByRole("table", { name: /Training file of/ });
  // Newest first, each row with its date, kind and a link to the record.
  const rows = table.getByRole("row");
  await expect(rows.nth(1)).toBeVisible({ timeout: 20_000 });
  expect(await rows.count()).toBeGreaterThan(2);
  await expect(rows.nth(1)).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  const open = section.getByRole("link", { name: /^Open the Training flight of/ }).first();
  await expect(open).toBeVisible();
  await expect(open).toHaveAttribute("href", /\/admin\/training-flight\/detail\/\d+\?mode=view/);

  const downloading = page.waitForEvent("download");
  await section.getByRole("button", { name: "Download training file" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^TrainingFile_P0001_\d{8}\.pdf$/);
  const bytes = await readFile((await download.path()) as string);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  await expect(page.getByText("The training file was downloaded")).toBeVisible();

  // The whole file as one ZIP: records, files, the signed PDFs and the manifest.
  const archiving = page.waitForEvent("download");
  await section.getByRole("button", { name: "Download whole file (ZIP)" }).click();
  const archive = await archiving;
  expect(archive.suggestedFilename()).toMatch(/^PilotFile_P0001_\d{8}\.zip$/);
  const zip = await readFile((await archive.path()) as string);
  expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  for (const name of ["manifest.json", "manifest.pdf", "training-file.pdf", "records/training_flight/"])
    expect(zip.includes(name), name).toBe(true);
  await expect(page.getByText("The whole file was downloaded")).toBeVisible();
});

test("the pilot reads their own training file on their profile; another pilot's is refused", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demo.pilot);
  await page.goto("/pilot/profile");
  const section = page.getByRole("region", { name: "Training file", exact: true });
  await expect(section).toBeVisible({ timeout: 20_000 });
  await expect(section.getByRole("row").nth(1)).toBeVisible({ timeout: 20_000 });
  const downloading = page.waitForEvent("download");
  await section.getByRole("button", { name: "Download training file" }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^TrainingFile_P0001_/);
  // Another pilot's file: refused by the server whatever the screen shows.
  const other = await page.request.post("/api/v1/training_file/get_timeline", {
    headers,
    data: { pilot_id: 999_999 },
  });
  expect(other.status()).toBe(403);
});
