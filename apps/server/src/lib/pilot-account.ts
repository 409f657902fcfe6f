import type { Database } from "../db/client";
import { pilots } from "../db/tables/pilot.table";
import { users } from "../db/tables/user.table";

/** A new pilot's account: all but the name and fleet, which the profile gives both rows. */
export type NewPilotAccount = Omit<typeof users.$inferInsert, "fullName" | "fleet">;
/** A new pilot's profile, without the account it is linked to. */
export type NewPilotProfile = Omit<typeof pilots.$inferInsert, "userId">;

/**
 * A new pilot: the account they sign in with and their profile linked to it, the name and fleet on
 * both (ADR 0007), in the caller's transaction. Every way a pilot is made here (the pilot form, a
 * first sign-in through the identity provider, ADR 1560) writes these rows through this one
 * function, so the triggers on pilots (list counters, ledger, pipeline) see every new pilot alike.
 * It lives below the features because the auth feature, which the pilot feature uses, needs it too.
 */
export async function insertPilotWithAccount(
  tx: Database,
  account: NewPilotAccount,
  profile: NewPilotProfile,
): Promise<{ user: typeof users.$inferSelect; pilotId: number }> {
  const [user] = await tx
    .insert(users)
    .values({ ...account, fullName: profile.fullName, fleet: profile.fleet ?? null })
    .returning();
  if (!user) throw new Error("the pilot's account was not written");
  const [pilot] = await tx
    .insert(pilots)
    .values({ ...profile, userId: user.id })
    .returning({ id: pilots.id });
  if (!pilot) throw new Error("the pilot's profile was not written");
  return { user, pilotId: pilot.id };
}
