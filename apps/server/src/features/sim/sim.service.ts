import { simFormFileRecordSchema } from "@trms/shared";
import { bindCall } from "../../lib/bind-call";
import type { TrainingFileRecords } from "../../lib/training-file-records";
import { simConflicts } from "./calls/conflicts";
import { createSimSession } from "./calls/create";
import { createMonthlySimSessions } from "./calls/create-monthly";
import { deleteSimSession } from "./calls/delete";
import { getSimSession } from "./calls/get";
import { listSimSessions } from "./calls/list";
import { storeCheckedSimSessions } from "./calls/store-checked";
import { updateSimSession } from "./calls/update";
import { simContext } from "./sim.context";

/** The feature's calls, one function per call in `calls/`, bound to one set of dependencies. */
export function simService(deps: Parameters<typeof simContext>[0]) {
  const ctx = simContext(deps);
  return {
    create: bindCall(ctx, createSimSession),
    createMonthly: bindCall(ctx, createMonthlySimSessions),
    storeChecked: bindCall(ctx, storeCheckedSimSessions),
    update: bindCall(ctx, updateSimSession),
    get: bindCall(ctx, getSimSession),
    delete: bindCall(ctx, deleteSimSession),
    list: bindCall(ctx, listSimSessions),
    conflicts: bindCall(ctx, simConflicts),
    peopleOf: ctx.peopleOf,
    /** The import template's example crew. */
    templateCrew: () => ctx.repo.templateCrew(),
    repo: ctx.repo,
    /**
     * The pilot's SIM forms in their whole file: each with its session as the SIM calls
     * reply it, dated by session A's day at the airline.
     */
    trainingFileRecords: {
      kind: "sim_form",
      schema: simFormFileRecordSchema,
      async page(pilot, selection) {
        const records = await ctx.repo.formsOfPilot(pilot.crewCode, selection);
        return records.map((record) => ({
          id: record.form.form_id,
          day: record.sessiona_date_time.slice(0, 10),
          reply: record,
        }));
      },
    } satisfies TrainingFileRecords,
  };
}
export { crewCodeProblems } from "./sim.context";
export type SimService = ReturnType<typeof simService>;
