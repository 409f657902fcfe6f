import { SIM_FORM_ENTITY } from "@trms/shared";
import { simFormFiles, simSubmissionFiles } from "../../db/tables/sim-form.table";
import type { Feature } from "../../lib/feature";
import { mayAccess } from "../../lib/record-access";
import { workflowRecordOfFile } from "../../lib/workflow-history-items";
import { SIM_FORM_FOLDER, SIM_FORM_HISTORY_ENTITIES } from "./sim-form.form";
import { simFormOfFile } from "./sim-form.repository";
import { simFormRoutes } from "./sim-form.routes";
import { seedDemoSimForms } from "./sim-form.seed";

export { caavForm, SIM_FORM_HISTORY_ENTITIES, simForm } from "./sim-form.form";
export { demoSessionUsers } from "./sim-form.seed";

/**
 * The SIM form workflow: the three stages, reject, status changes with history, the
 * downloaded flag, the CAAV form and e-learning, on the forms of the SIM sessions feature.
 */
export const simFormFeature: Feature = {
  name: "sim-form",
  routes: simFormRoutes,
  seed: seedDemoSimForms,
  fileReferences: [simFormFiles, simSubmissionFiles],
  fileAccess: ({ database }) => ({
    // A SIM form file is read by those who may see its form, found through the history step
    // that carried it (ADR 0436), or the form row naming it.
    [SIM_FORM_FOLDER]: async (user, key) => {
      const found = await workflowRecordOfFile(database.db, key);
      if (found) {
        if (!(SIM_FORM_HISTORY_ENTITIES as readonly string[]).includes(found.entity)) return false;
        return (await mayAccess(database.db, user, "sim_form", "open_file", found.id)) && found;
      }
      const id = await simFormOfFile(database.db, key);
      return (
        id !== undefined &&
        (await mayAccess(database.db, user, "sim_form", "open_file", id)) && { entity: SIM_FORM_ENTITY, id }
      );
    },
  }),
};
