import { can, isAdminArea, type SessionUser } from "@trms/shared";
import type { Database } from "../../../db/client";
import { mayAccess } from "../../../lib/record-access";
import { loadSimForm } from "../sim-form.repository";

/** Whether this account may read a stored file of this form (the `sim_form` folder). */
export async function mayReadSimFormFile(db: Database, actor: SessionUser, formId: number) {
  const loaded = await loadSimForm(db, formId);
  if (!loaded) return false;
  // Staff reach the forms of their fleet's pilots only (the record-access table's `sim_form` row).
  if (isAdminArea(actor) && !(await mayAccess(db, actor, "sim_form", "read", formId))) return false;
  return (
    can(actor, "sim.read", loaded.record) ||
    (isAdminArea(actor) && can(actor, "sim_form.submit")) ||
    can(actor, "sim_form.set_downloaded_flag") ||
    can(actor, "sim_form.set_status") ||
    can(actor, "sim_form.set_caav_status")
  );
}
