import type { RejectSimFormInput, RejectSimFormReply, SessionUser, SimFormStatus } from "@trms/shared";
import type { StoredFile } from "../../../lib/files/upload";
import { formStep, resetHistoryOf } from "../../../lib/staged-form";
import { nextActorsMail, recipientsByCrewCode } from "../../../lib/workflow-mail";
import type { SimFormContext } from "../sim-form.context";
import { simForm, simMailValues } from "../sim-form.form";

/** `sim/reject_form`: a stage-1 upload back to Initial with a reason; mails the pilot. */
export async function rejectSimForm(
  ctx: SimFormContext,
  actor: SessionUser,
  input: RejectSimFormInput,
  file: StoredFile | undefined,
): Promise<RejectSimFormReply> {
  const loaded = await ctx.reachable(actor, input.form_id);
  const { row } = await formStep(ctx.db, simForm, actor, loaded.record, "reject", {
    file,
    reason: input.reason,
    // The rejected file stays in the history; the form has no current first file any more.
    set: { firstSubmit: null },
    mail: nextActorsMail(ctx.deps.outbox, "sim_form", {
      actorId: actor.id,
      recipients: (tx) => recipientsByCrewCode(tx, [loaded.pilot.crewCode]),
      text: {
        subject: "sim_form_mail_subject_reject",
        body: "sim_form_mail_body_reject",
        values: {
          ...simMailValues(loaded, actor),
          reason: input.reason,
          link: `${ctx.deps.publicUrl}/`,
        },
      },
    }),
  });
  return {
    form_status: row.status as SimFormStatus,
    reset_status: await resetHistoryOf<SimFormStatus>(ctx.db, simForm, row.id),
  };
}
