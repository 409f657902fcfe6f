import {
  can,
  LINE_CHECK_ENTITY,
  type LineCheck,
  LineCheckStatus as Status,
  type UpdateLineCheckInput,
} from "@trms/shared";
import { auditRepository, diff } from "../../../lib/audit/audit.repository";
import { AppError, notFound } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { reachableForm } from "../../../lib/staged-form";
import { lineCheckForm } from "../line-check.form";
import { lineCheckById, lockLineCheck, updateLineCheckRow } from "../line-check.repository";
import { checkedValues, hasSubmissions, pilotOf, snapshot } from "../line-check.rules";

/**
 * `linecheck/update_line_check`: EDIT_LINE_CHECK holders in any status; the pilot or the
 * instructor of the line check while it is Initial and nothing was submitted.
 */
export async function updateLineCheck({
  app,
  actor,
  body,
}: CallArgs<UpdateLineCheckInput>): Promise<LineCheck> {
  const db = app.database.db;
  const { id, ...fields } = body;
  const any = can(actor, "line_check.edit_any");
  const before = await reachableForm(db, lineCheckForm, actor, id);
  const pilot = any
    ? (fields.pilot_crew_code ?? before.pilotCrewCode)
    : pilotOf(
        actor,
        {
          ...fields,
          pilot_crew_code: fields.pilot_crew_code ?? before.pilotCrewCode,
        },
        false,
      );
  const values = await checkedValues(db, actor, fields, pilot);
  await db.transaction(async (tx) => {
    const locked = await lockLineCheck(tx, id);
    if (!locked) throw notFound();
    if (!any && (locked.status !== Status.INITIAL || (await hasSubmissions(tx, locked))))
      throw new AppError("CONFLICT", "line_check_not_editable");
    await updateLineCheckRow(tx, id, values);
    await auditRepository(tx).record({
      entity: LINE_CHECK_ENTITY,
      entityId: id,
      action: "update",
      actorId: actor.id,
      changes: diff(snapshot(locked), snapshot(values)),
    });
  });
  return (await lineCheckById(db, id)) as LineCheck;
}
