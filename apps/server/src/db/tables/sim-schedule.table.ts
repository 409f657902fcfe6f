import { bigint, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { fileColumns } from "./file-references";
import { users } from "./user.table";

/**
 * The monthly SIM schedule (part2 §3): one workbook per month (YYYY-MM). Uploading a month again
 * replaces its file; the replaced file stays named in the audit history.
 */
export const simSchedules = pgTable(
  "sim_schedules",
  {
    id: serial("id").primaryKey(),
    simMonth: text("sim_month").notNull(),
    fileKey: text("file_key").notNull(),
    /** The name the file had on the uploader's computer, for the audit and the list's tooltip. */
    fileName: text("file_name").notNull(),
    fileSize: bigint("file_size", { mode: "number" }).notNull(),
    fileSha256: text("file_sha256").notNull(),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Also the index the list reads newest month first.
  (t) => [uniqueIndex("sim_schedules_month_key").on(t.simMonth)],
);

export const simScheduleFiles = fileColumns("SIM schedules", simSchedules, [simSchedules.fileKey]);
