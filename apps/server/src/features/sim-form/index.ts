import { SIM_FORM_ENTITY } from "@trms/shared";
import { simFormFiles, simSubmissionFiles } from "../../db/tables/sim-form.table";
import type { Feature } from "../../lib/feature";
import { workflowRecordOfFile } from "../../lib/workflow-history-items";
import { SIM_FORM_HISTORY_ENTITIES } from "./sim-form.context";
import { simFormRepository } from "./sim-form.repository";
import { SIM_FORM_FOLDER, simFormRoutes } from "./sim-form.routes";
import { seedDemoSimForms } from "./sim-form.seed";
import { simFormService } from "./sim-form.service";

export { SIM_FORM_HISTORY_ENTITIES } from "./sim-form.context";
export { caavForm, simForm } from "./sim-form.form";
export { demoSessionUsers } from "./sim-form.seed";

/**
 * The SIM form workflow: the three stages, reject, status changes with history, the
 * downloaded flag, the CAAV form and e-learning, on the forms of the SIM sessions feature.
 */
export const simFormFeature: Feature = {
  name: "sim-form",
  async routes(api, { database, fileStore, outbox, config }) {
    const service = simFormService({ db: database.db, outbox, publicUrl: config.publicUrl });
    await api.register(simFormRoutes, { service, store: fileStore });
  },
  seed: seedDemoSimForms,
  fileReferences: [simFormFiles, simSubmissionFiles],
  fileAccess: ({ database, outbox, config }) => {
    const service = simFormService({ db: database.db, outbox, publicUrl: config.publicUrl });
    return {
      // A SIM form file is read by those who may see its form, found through the history step
      // that carried it (ADR 0436), or the form row naming it.
      [SIM_FORM_FOLDER]: async (user, key) => {
        const found = await workflowRecordOfFile(database.db, key);
        if (found) {
          if (!(SIM_FORM_HISTORY_ENTITIES as readonly string[]).includes(found.entity)) return false;
          return (await service.mayReadFormFile(user, found.id)) && found;
        }
        const id = await simFormRepository(database.db).formOfFile(key);
        return (
          id !== undefined && (await service.mayReadFormFile(user, id)) && { entity: SIM_FORM_ENTITY, id }
        );
      },
    };
  },
};
