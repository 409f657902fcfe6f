import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { simSlotTimes } from "@trms/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { storedFileKey } from "../../lib/files/file-key";
import type { FileStore } from "../../lib/files/file-store";
import { users } from "../user";
import { simScheduleRepository } from "./sim-schedule.repository";

const DEMO_SLOTS = ["A", "B", "C", "D", "E", "F"];

/** A small schedule workbook for a month: one row per day and slot of the A321 simulator. */
async function demoWorkbook(month: string): Promise<Buffer> {
  // Loaded on first use, so start-up and idle memory do not pay for exceljs (ADR 0040).
  const { default: Excel } = await import("exceljs");
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet(`SIM ${month}`);
  sheet.columns = [
    { header: "Date", key: "date", width: 12 },
    { header: "Slot", key: "slot", width: 8 },
    { header: "Start", key: "start", width: 8 },
    { header: "End", key: "end", width: 8 },
    { header: "Place", key: "place", width: 10 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (let day = 1; day <= 7; day++) {
    for (const slot of DEMO_SLOTS.slice(0, 3)) {
      const times = simSlotTimes(1, slot) as { start: string; end: string };
      sheet.addRow({ date: `${month}-${String(day).padStart(2, "0")}`, slot, ...times, place: "VN001" });
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Demo schedule: this month's workbook, uploaded by the super administrator. */
export async function seedSimScheduleDemo(db: Database, store: FileStore, today = new Date()) {
  const month = today.toISOString().slice(0, 7);
  const repo = simScheduleRepository(db);
  if ((await repo.list()).some((entry) => entry.sim_month === month)) return;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, "admin@demo.trms"));
  if (!admin) return;
  const bytes = await demoWorkbook(month);
  const name = `SIM schedule ${month}.xlsx`;
  const key = storedFileKey({
    folder: "sim_schedule",
    name,
    mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    at: new Date(`${month}-01T00:00:00Z`),
  });
  const { size } = await store.put(key, Readable.from([bytes]));
  await repo.insert(
    month,
    {
      key,
      name,
      size,
      sha256: createHash("sha256").update(bytes).digest("hex"),
    },
    admin.id,
  );
}
