import { trainingFlightDetailSchema } from "@trms/shared";
import { trainingFlights } from "../../db/tables/training-flight.table";
import type { Approvable } from "../../lib/approvable";
import { bindCall } from "../../lib/bind-call";
import type { TrainingFileRecords } from "../../lib/training-file-records";
import { createTrainingFlight } from "./calls/create";
import { deleteTrainingFlight } from "./calls/delete";
import { trainingFlightDetail } from "./calls/detail";
import { searchTrainingFlights } from "./calls/search";
import { updateTrainingFlight } from "./calls/update";
import { accessOf, names, trainingFlightContext } from "./training-flight.context";
import { toDetail } from "./training-flight.repository";

/** The feature's calls, one function per call in `calls/`, bound to one set of dependencies. */
export function trainingFlightService(deps: Parameters<typeof trainingFlightContext>[0]) {
  const ctx = trainingFlightContext(deps);
  return {
    search: bindCall(ctx, searchTrainingFlights),
    detail: bindCall(ctx, trainingFlightDetail),
    create: bindCall(ctx, createTrainingFlight),
    update: bindCall(ctx, updateTrainingFlight),
    delete: bindCall(ctx, deleteTrainingFlight),
    /**
     * The training flight as the one approval call sees it: an approval also clears the
     * snapshot of an earlier approval.
     */
    approvable: {
      kind: "training_flight",
      table: trainingFlights,
      visible: async (actor, id) => accessOf((await ctx.visibleTrainingFlight(actor, id)).record),
      set: { approvalSnapshot: null },
      mayReadFile: (actor, key) => ctx.mayReadFile(actor, key),
      detail: async (actor, row) => {
        const { record, pilot } = await ctx.visibleTrainingFlight(actor, Number(row.id));
        return toDetail(record, await ctx.repo.sectors(record.id), names(pilot));
      },
    } satisfies Approvable,
    mayReadFile: ctx.mayReadFile,
    /** The pilot's training flights in their whole file, as the detail call replies them. */
    trainingFileRecords: {
      kind: "training_flight",
      schema: trainingFlightDetailSchema,
      async page(pilot, selection) {
        const found = await ctx.repo.ofPilot(pilot.id, selection);
        return found.map(({ record, sectors }) => ({
          id: record.id,
          day: record.dateOfFlight,
          reply: toDetail(record, sectors, pilot),
        }));
      },
    } satisfies TrainingFileRecords,
  };
}
export type { TrainingFlightFiles } from "./training-flight.context";
export type TrainingFlightService = ReturnType<typeof trainingFlightService>;
