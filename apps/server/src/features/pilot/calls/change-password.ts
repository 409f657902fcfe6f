import { can, type SessionUser } from "@trms/shared";
import { checkVerifier, hashVerifier } from "../../../lib/crypto";
import { forbidden, validation } from "../../../lib/errors";
import { authRepository } from "../../auth";
import type { PilotContext } from "../pilot.context";

/** The pilot changes their own (old password required); a holder of RESET_PASSWORD resets another's. */
export async function changePilotPassword(
  ctx: PilotContext,
  actor: SessionUser,
  input: { id: number; new_password: string; old_password?: string },
  currentJti: string | null,
) {
  const pilot = await ctx.visiblePilot(actor, input.id);
  const self = pilot.user_id === actor.id;
  if (!can(actor, "pilot.change_password", pilot)) throw forbidden();
  if (self) {
    if (!input.old_password) throw validation("old_password", "old_password_required");
    if (!(await checkVerifier(pilot.passwordHash, input.old_password))) {
      throw validation("old_password", "old_password_wrong");
    }
  }
  const passwordHash = await hashVerifier(input.new_password);
  await ctx.deps.db.transaction(async (tx) => {
    const auth = authRepository(tx);
    await auth.setPassword(pilot.user_id, passwordHash, new Date());
    await auth.revokeUserSessions(pilot.user_id, new Date(), self ? (currentJti ?? undefined) : undefined);
  });
}
