import { grantWindow, type MyPilotsReply } from "@trms/shared";
import { unauthorized } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { myGrantedPilots } from "../inspector.repository";

/** `inspector/get_my_pilots`: the inspector's granted pilots now, and when its access ends. */
export async function getMyPilots({ app, actor }: CallArgs<unknown>): Promise<MyPilotsReply> {
  const { rows, endsOn } = await myGrantedPilots(app.database.db, actor.id, new Date());
  if (!endsOn) throw unauthorized();
  return { pilots: rows, ends_on: endsOn, ends_at: grantWindow(endsOn, endsOn).endsAt.toISOString() };
}
