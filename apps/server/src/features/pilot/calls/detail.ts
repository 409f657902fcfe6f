import type { SessionUser } from "@trms/shared";
import { type PilotContext, publicDetail } from "../pilot.context";

export async function pilotDetail(ctx: PilotContext, actor: SessionUser, id: number) {
  const pilot = await ctx.visiblePilot(actor, id);
  return publicDetail(pilot, ctx.mayResetPassword(actor, pilot));
}
