import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/tables/user.table";
import { storedFileKey } from "../../lib/files/file-key";
import type { FileStore } from "../../lib/files/file-store";
import { SERVER_ROOT } from "../../paths";
import { insertSimSchedule, simScheduleList } from "./sim-schedule.repository";

/**
 * The demo month's workbook: a week of the A321 simulator's slots A–C by day of the month, kept as
 * a file (apps/server/assets/demo) so a first start does not load exceljs to write it (ADR 1030).
 */
export const DEMO_SCHEDULE_FILE = path.join(SERVER_ROOT, "assets", "demo", "sim-schedule.xlsx");

/** Demo schedule: this month's workbook, uploaded by the super administrator. */
export async function seedSimScheduleDemo(db: Database, store: FileStore, today = new Date()) {
  const month = today.toISOString().slice(0, 7);
  if ((await simScheduleList(db)).some((entry) => entry.sim_month === month)) return;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, "admin@demo.trms"));
  if (!admin) return;
  const bytes = await readFile(DEMO_SCHEDULE_FILE);
  const name = `SIM schedule ${month}.xlsx`;
  const key = storedFileKey({
    folder: "sim_schedule",
    name,
    mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    at: new Date(`${month}-01T00:00:00Z`),
  });
  const { size } = await store.put(key, Readable.from([bytes]));
  await insertSimSchedule(
    db,
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
