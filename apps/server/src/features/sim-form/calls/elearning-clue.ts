import { can, type ElearningClueReply, type SessionUser } from "@trms/shared";
import { notFound } from "../../../lib/errors";
import { fileUrl } from "../../../lib/files/file-url";
import type { SimFormContext } from "../sim-form.context";

/** `sim/get_elearning_clue`: the certificate, for those who may see the form. */
export async function elearningClue(
  ctx: SimFormContext,
  actor: SessionUser,
  formId: number,
): Promise<ElearningClueReply> {
  const loaded = await ctx.reachable(actor, formId);
  if (!can(actor, "sim.read", loaded.record)) throw notFound();
  return { clue_file: fileUrl(loaded.row.elearningClue) };
}
