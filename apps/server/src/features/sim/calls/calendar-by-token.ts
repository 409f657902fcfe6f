import { isPilotArea, type SessionUser } from "@trms/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { pilots } from "../../../db/tables/pilot.table";
import { simCalendarTokens } from "../../../db/tables/sim.table";
import { users } from "../../../db/tables/user.table";
import { sha256hex } from "../../../lib/crypto";
import { calendarOf } from "../sim.calendar";

/** The subscription, by token: null when the token is unknown, revoked or its account no longer flies. */
export async function calendarByToken({
  db,
  token,
}: {
  db: Database;
  token: string;
}): Promise<string | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const [row] = await db
    .select({
      userId: simCalendarTokens.userId,
      nonce: simCalendarTokens.nonce,
      role: users.role,
      status: users.status,
      crewCode: pilots.crewCode,
    })
    .from(simCalendarTokens)
    .innerJoin(users, eq(users.id, simCalendarTokens.userId))
    .innerJoin(pilots, eq(pilots.userId, users.id))
    .where(eq(simCalendarTokens.tokenSha256, sha256hex(token)));
  if (row?.status !== 1 || !isPilotArea({ role: row.role as SessionUser["role"] })) return null;
  return calendarOf(db, row.crewCode);
}
