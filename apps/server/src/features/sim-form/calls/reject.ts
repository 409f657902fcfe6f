import type { RejectSimFormInput, RejectSimFormReply, SimFormStatus } from "@trms/shared";
import { checkVersion } from "../../../lib/record-version";
import type { UploadArgs } from "../../../lib/routes";
import { formStep, reachableForm, resetHistoryOf } from "../../../lib/staged-form";
import { nextActorsMail, recipientsByCrewCode } from "../../../lib/workflow-mail";
import { simForm, simMailValues } from "../sim-form.form";

/** `sim/reject_form`: a stage-1 upload back to Initial with a reason; mails the pilot. */
export async function rejectSimForm({
  app,
  actor,
  body,
  files,
  ifMatch,
}: UploadArgs<RejectSimFormInput>): Promise<RejectSimFormReply> {
  const db = app.database.db;
  const loaded = await reachableForm(db, simForm, actor, body.form_id);
  await checkVersion(db, simForm.table, loaded.row, ifMatch);
  const { row } = await formStep(db, simForm, actor, loaded.record, "reject", {
    file: files.status_file?.[0],
    reason: body.reason,
    // The rejected file stays in the history; the form has no current first file any more.
    set: { firstSubmit: null },
    expectedVersion: ifMatch,
    mail: nextActorsMail(app.outbox, "sim_form", {
      actorId: actor.id,
      recipients: (tx) => recipientsByCrewCode(tx, [loaded.pilot.crewCode]),
      text: {
        subject: "sim_form_mail_subject_reject",
        body: "sim_form_mail_body_reject",
        values: {
          ...simMailValues(loaded, actor),
          reason: body.reason,
          link: `${app.config.publicUrl}/`,
        },
      },
    }),
  });
  return {
    form_status: row.status as SimFormStatus,
    reset_status: await resetHistoryOf<SimFormStatus>(db, simForm, row.id),
    version: row.version,
  };
}
