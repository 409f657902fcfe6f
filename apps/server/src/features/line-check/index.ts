import { LINE_CHECK_ENTITY, lineCheckSchema } from "@trms/shared";
import { lineCheckFiles } from "../../db/tables/line-check.table";
import type { Feature } from "../../lib/feature";
import { mayAccess } from "../../lib/record-access";
import { workflowRecordOfFile } from "../../lib/workflow-history-items";
import { LINE_CHECK_FOLDER } from "./line-check.form";
import { lineCheckOfFile, lineChecksOfPilot } from "./line-check.repository";
import { lineCheckRoutes } from "./line-check.routes";
import { seedDemoLineChecks } from "./line-check.seed";

export { lineCheckForm } from "./line-check.form";

/**
 * Line checks: list, create, edit, delete, the pilot's and the instructor's forms, status
 * changes with history, the downloaded flag and the pilot's read-documents confirmation.
 */
export const lineCheckFeature: Feature = {
  name: "line-check",
  routes: lineCheckRoutes,
  /**
   * The pilot's line checks in their whole file (ADR 1150): each as the detail call replies it,
   * without the actions the caller may take on it, dated by its day at the airline.
   */
  trainingFileRecords: ({ database }) => ({
    kind: "line_check",
    schema: lineCheckSchema,
    async page(pilot, selection) {
      const checks = await lineChecksOfPilot(database.db, pilot.crewCode, selection);
      return checks.map((check) => ({
        id: check.id,
        day: check.line_check_date.slice(0, 10),
        reply: check,
      }));
    },
  }),
  seed: seedDemoLineChecks,
  fileReferences: [lineCheckFiles],
  fileAccess: ({ database }) => ({
    // A line check file is read by those who may see its line check, found through the history
    // step that carried it, or the row naming it.
    [LINE_CHECK_FOLDER]: async (user, key) => {
      const found = await workflowRecordOfFile(database.db, key);
      if (found && found.entity !== LINE_CHECK_ENTITY) return false;
      const id = found ? found.id : await lineCheckOfFile(database.db, key);
      return (
        id !== undefined &&
        (await mayAccess(database.db, user, "line_check", "open_file", id)) && {
          entity: LINE_CHECK_ENTITY,
          id,
        }
      );
    },
  }),
};
export { LINE_CHECK_FOLDER } from "./line-check.form";
