import { addDays, DEMO_SIGN_INS, Role } from "@trms/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { inspectorGrants } from "../../db/tables/inspector.table";
import { pilots } from "../../db/tables/pilot.table";
import { users } from "../../db/tables/user.table";
import { airlineToday } from "../../lib/airline-time";

/** How long the demo inspector's grant lasts from the demo's first start. */
const DEMO_GRANT_DAYS = 90;

/**
 * The demo inspector's grant: the demo pilots P0001 and P0002, from the first start's day
 * to the end of the 90th day after it (airline days), granted by the super administrator.
 * Nothing when the demo accounts are not all there.
 */
export async function seedDemoInspectorGrant(db: Database) {
  const [inspector] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, DEMO_SIGN_INS.inspector), eq(users.role, Role.INSPECTOR)));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SIGN_INS.admin));
  const granted = await db
    .select({ id: pilots.id })
    .from(pilots)
    .where(inArray(pilots.crewCode, ["P0001", "P0002"]))
    .orderBy(pilots.crewCode);
  if (!inspector || !admin || granted.length === 0) return;
  const today = airlineToday();
  await db.insert(inspectorGrants).values({
    inspectorId: inspector.id,
    pilotIds: granted.map((p) => p.id),
    startsOn: today,
    endsOn: addDays(today, DEMO_GRANT_DAYS),
    note: "Demo: CAAV inspection of two pilots' training files",
    grantedBy: admin.id,
  });
}
