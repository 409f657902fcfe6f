import {
  can,
  isAdminArea,
  type SessionUser,
  type SimFormHistoryItem,
  type SimFormHistoryReply,
  simFormActions,
} from "@trms/shared";
import { notFound } from "../../../lib/errors";
import { workflowHistoryItems } from "../../../lib/workflow-history-items";
import { SIM_FORM_HISTORY_ENTITIES, type SimFormContext } from "../sim-form.context";

/**
 * `sim/get_form_history`: every step of the form's three workflows (who, when, what, the file
 * and its SHA-256), the assessment, and the actions the tables offer this account now.
 */
export async function simFormHistory(
  ctx: SimFormContext,
  actor: SessionUser,
  formId: number,
): Promise<SimFormHistoryReply> {
  const loaded = await ctx.reachable(actor, formId);
  if (!can(actor, "sim.read", loaded.record) && !isAdminArea(actor)) throw notFound();
  const history: SimFormHistoryItem[] = await workflowHistoryItems(ctx.db, SIM_FORM_HISTORY_ENTITIES, formId);
  return {
    form_id: formId,
    // The session and seat of the form, so a form's own page can load its session.
    sim_id: loaded.session.id,
    pilot_order: loaded.record.pilot_order,
    assessed_fail: loaded.assessedFail,
    history,
    actions: simFormActions(actor, loaded.record),
  };
}
