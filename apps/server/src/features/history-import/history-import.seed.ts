import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { addDays, TOLDG_IMPORT } from "@trms/shared";
import { eq, like } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pilots } from "../../db/tables/pilot.table";
import { users } from "../../db/tables/user.table";
import { airlineToday } from "../../lib/airline-time";
import { storedFileKey } from "../../lib/files/file-key";
import type { FileStore } from "../../lib/files/file-store";
import { planUpload } from "./history-import.plan";
import { readUpload } from "./history-import.read";
import { dayText } from "./history-import.records";
import { createBatch, savePreview } from "./history-import.repository";
import { templateWorkbook } from "./history-import.template";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * A previewed import for the demo, as an office would upload it: last year's TO/LDG days of ten
 * demo pilots from the old system, checked by the real preview and ready to commit, so the import
 * history has a row and the commit can be tried on first start. Its days are older than every
 * seeded flight, so the recency it would bring in changes no date the demo shows.
 */
export async function seedImportDemo(db: Database, store: FileStore) {
  const crew = await db
    .select({ crewCode: pilots.crewCode })
    .from(pilots)
    .innerJoin(users, eq(users.id, pilots.userId))
    .where(like(users.email, "pilot1_@demo.trms"))
    .orderBy(users.email);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, "admin@demo.trms"));
  if (crew.length === 0 || !admin) return;
  const today = airlineToday();
  const rows = crew.flatMap(({ crewCode }, at) =>
    [0, 9, 21].map((offset) => ({
      crew_code: crewCode,
      flight_date: dayText(addDays(today, -400 - at * 3 - offset)),
      to_number: String(1 + (offset % 2)),
      ldg_number: String(1 + (offset % 2)),
      sim_date: "",
    })),
  );
  const fileName = "TO-LDG lịch sử.xlsx";
  const buffer = await templateWorkbook([{ kind: TOLDG_IMPORT, rows }], "vi");
  const sheets = await readUpload(buffer, fileName, "vi");
  const planned = await planUpload(db, sheets);
  const fileKey = storedFileKey({ folder: "imports", name: fileName, mime: XLSX });
  await store.put(fileKey, Readable.from([buffer]));
  const id = await createBatch(db, {
    fileName,
    fileKey,
    sha256: createHash("sha256").update(buffer).digest("hex"),
    zipName: null,
    zipKey: null,
    createdBy: admin.id,
  });
  await savePreview(db, id, planned, async () => undefined);
}
