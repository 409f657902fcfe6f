import { can, type ElearningClueReply, type SimFormIdInput } from "@trms/shared";
import { notFound } from "../../../lib/errors";
import { fileUrl } from "../../../lib/files/file-url";
import type { CallArgs } from "../../../lib/routes";
import { reachableForm } from "../../../lib/staged-form";
import { simForm } from "../sim-form.form";

/** `sim/get_elearning_clue`: the certificate, for those who may see the form. */
export async function elearningClue({
  app,
  actor,
  body,
}: CallArgs<SimFormIdInput>): Promise<ElearningClueReply> {
  const loaded = await reachableForm(app.database.db, simForm, actor, body.form_id);
  if (!can(actor, "sim.read", loaded.record)) throw notFound();
  return { clue_file: fileUrl(loaded.row.elearningClue) };
}
