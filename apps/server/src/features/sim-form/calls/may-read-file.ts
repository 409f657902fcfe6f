import { can, isAdminArea, type SessionUser } from "@trms/shared";
import type { SimFormContext } from "../sim-form.context";

/** Whether this account may read a stored file of this form (the `sim_form` folder). */
export async function mayReadSimFormFile(ctx: SimFormContext, actor: SessionUser, formId: number) {
  const loaded = await ctx.repo.load(formId);
  if (!loaded) return false;
  if (isAdminArea(actor) && !(await ctx.inFleetScope(actor, loaded))) return false;
  return (
    can(actor, "sim.read", loaded.record) ||
    (isAdminArea(actor) && can(actor, "sim_form.submit")) ||
    can(actor, "sim_form.set_downloaded_flag") ||
    can(actor, "sim_form.set_status") ||
    can(actor, "sim_form.set_caav_status")
  );
}
