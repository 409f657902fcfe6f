import type { Database } from "../../db/client";
import { trainingFlights } from "../../db/tables/training-flight.table";
import type { Approvable } from "../../lib/approvable";
import { trainingFlightOfFile, visibleTrainingFlight } from "./training-flight.access";
import { toDetail, trainingFlightSectorsOf } from "./training-flight.repository";
import { accessOf, names } from "./training-flight.rules";

/**
 * The training flight as the one approval call sees it: an approval also clears the
 * snapshot of an earlier approval.
 */
export function trainingFlightApprovable(db: Database): Approvable {
  return {
    kind: "training_flight",
    table: trainingFlights,
    visible: async (actor, id) => {
      const { record } = await visibleTrainingFlight(db, actor, id);
      return { ...accessOf(record), version: record.version };
    },
    set: { approvalSnapshot: null },
    mayReadFile: (actor, key) => trainingFlightOfFile(db, actor, key),
    detail: async (actor, row) => {
      const { record, pilot } = await visibleTrainingFlight(db, actor, Number(row.id));
      return toDetail(record, await trainingFlightSectorsOf(db, record.id), names(pilot));
    },
  };
}
