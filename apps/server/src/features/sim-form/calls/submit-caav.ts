import {
  caavSubmitAction,
  type SessionUser,
  type SubmitCaavFormInput,
  type SubmitCaavFormReply,
} from "@trms/shared";
import { forbidden } from "../../../lib/errors";
import { fileUrl } from "../../../lib/files/file-url";
import type { StoredFile } from "../../../lib/files/upload";
import { formStep } from "../../../lib/staged-form";
import type { SimFormContext } from "../sim-form.context";
import { caavForm, refusePlaceholder } from "../sim-form.form";

/** `sim/submit_caav_form`: the pilot's or a session instructor's CAAV upload. */
export async function submitCaavForm(
  ctx: SimFormContext,
  actor: SessionUser,
  input: SubmitCaavFormInput,
  file: StoredFile,
): Promise<SubmitCaavFormReply> {
  const loaded = await ctx.reachable(actor, input.submitted_form_id);
  refusePlaceholder(loaded);
  const action = caavSubmitAction(actor, loaded.record);
  if (!action) throw forbidden();
  const { row } = await formStep(ctx.db, caavForm, actor, loaded.record, action, {
    file,
    set: { caavForm: file.key },
  });
  return {
    caav_form: fileUrl(row.caavForm) as string,
    caav_form_status: row.caavFormStatus as 1 | 2 | 3,
  };
}
