import { eq } from "drizzle-orm";
import { simCalendarTokens } from "../../../db/tables/sim.table";
import { randomHex, sha256hex } from "../../../lib/crypto";
import type { CallArgs } from "../../../lib/routes";
import { calendarTokenOf, calendarUrlOf } from "../sim.calendar";

/** The caller's subscription URL, created on the first call and the same afterwards. */
export async function calendarLink({ app, actor }: CallArgs<unknown>) {
  const { db } = app.database;
  const { jwtSecret: secret, publicUrl } = app.config;
  const [existing] = await db.select().from(simCalendarTokens).where(eq(simCalendarTokens.userId, actor.id));
  if (existing) return { url: calendarUrlOf(publicUrl, calendarTokenOf(secret, actor.id, existing.nonce)) };
  const nonce = randomHex(16);
  const token = calendarTokenOf(secret, actor.id, nonce);
  await db
    .insert(simCalendarTokens)
    .values({ userId: actor.id, nonce, tokenSha256: sha256hex(token) })
    .onConflictDoNothing();
  // Two first calls at once: the row that won names the URL.
  const [row] = await db.select().from(simCalendarTokens).where(eq(simCalendarTokens.userId, actor.id));
  return { url: calendarUrlOf(publicUrl, calendarTokenOf(secret, actor.id, (row ?? { nonce }).nonce)) };
}
