import type { SimScheduleEntry } from "@trms/shared";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { simSchedules } from "../../db/tables/sim-schedule.table";
import { fileUrl } from "../../lib/files/file-url";

/** Schedule files are served under `/api/v1/sim_schedule/<key>`; the last segment names the download. */
export const SIM_SCHEDULE_FILE_BASE = "/sim_schedule";
export const simScheduleFileUrl = (key: string) => fileUrl(key, SIM_SCHEDULE_FILE_BASE);

export interface SimScheduleFile {
  key: string;
  name: string;
  size: number;
  sha256: string;
}

/** Every month, newest first (a few dozen rows a year: no paging). */
export async function simScheduleList(db: Database): Promise<SimScheduleEntry[]> {
  const rows = await db.select().from(simSchedules).orderBy(desc(simSchedules.simMonth));
  return rows.map((row) => ({
    id: row.id,
    sim_month: row.simMonth,
    sim_file: simScheduleFileUrl(row.fileKey),
    file_name: row.fileName,
    uploaded_at: row.uploadedAt.toISOString(),
  }));
}

export async function lockSimScheduleMonth(db: Database, month: string) {
  const [row] = await db.select().from(simSchedules).where(eq(simSchedules.simMonth, month)).for("update");
  return row;
}

/** Stores the month's file; false when another upload created the month meanwhile. */
export async function insertSimSchedule(
  db: Database,
  month: string,
  file: SimScheduleFile,
  actorId: number,
): Promise<number | null> {
  const [row] = await db
    .insert(simSchedules)
    .values({
      simMonth: month,
      fileKey: file.key,
      fileName: file.name,
      fileSize: file.size,
      fileSha256: file.sha256,
      uploadedBy: actorId,
    })
    .onConflictDoNothing()
    .returning({ id: simSchedules.id });
  return row?.id ?? null;
}

export async function replaceSimScheduleFile(
  db: Database,
  id: number,
  file: SimScheduleFile,
  actorId: number,
) {
  await db
    .update(simSchedules)
    .set({
      fileKey: file.key,
      fileName: file.name,
      fileSize: file.size,
      fileSha256: file.sha256,
      uploadedBy: actorId,
      uploadedAt: new Date(),
    })
    .where(eq(simSchedules.id, id));
}

export async function isCurrentSimScheduleFile(db: Database, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: simSchedules.id })
    .from(simSchedules)
    .where(eq(simSchedules.fileKey, key))
    .limit(1);
  return Boolean(row);
}
