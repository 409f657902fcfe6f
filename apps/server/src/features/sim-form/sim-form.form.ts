import {
  type CaavFormAction,
  type CaavFormStatus,
  caavFormWorkflow,
  SIM_RESET_HISTORY_ACTIONS,
  type SimFormAction,
  type SimFormRecord,
  type SimFormStatus,
  simFormWorkflow,
} from "@trms/shared";
import { simForms } from "../../db/tables/sim-form.table";
import type { StagedForm } from "../../lib/staged-form";

/** The SIM form as a staged form (ADR 0996): three stages, reject, status changes, the third file's download. */
export const simForm: StagedForm<SimFormStatus, SimFormAction, SimFormRecord, typeof simForms> = {
  workflow: simFormWorkflow,
  table: simForms,
  setStatusAction: "set_status",
  resetActions: SIM_RESET_HISTORY_ACTIONS,
  downloadedField: "downloadedFlag",
};

/** The CAAV form of the same row: the pilot's and an instructor's upload, status changes. */
export const caavForm: StagedForm<CaavFormStatus, CaavFormAction, SimFormRecord, typeof simForms> = {
  workflow: caavFormWorkflow,
  table: simForms,
  statusField: "caavFormStatus",
  setStatusAction: "set_caav_status",
  resetActions: ["set_caav_status"],
};
