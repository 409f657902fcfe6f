import { trainingFlightDetailSchema } from "@trms/shared";
import type { Database } from "../../db/client";
import type { TrainingFileRecords } from "../../lib/training-file-records";
import { toDetail, trainingFlightsOfPilot } from "./training-flight.repository";

/** The pilot's training flights in their whole file, as the detail call replies them. */
export function trainingFlightFileRecords(db: Database): TrainingFileRecords {
  return {
    kind: "training_flight",
    schema: trainingFlightDetailSchema,
    async page(pilot, selection) {
      const found = await trainingFlightsOfPilot(db, pilot.id, selection);
      return found.map(({ record, sectors }) => ({
        id: record.id,
        day: record.dateOfFlight,
        reply: toDetail(record, sectors, pilot),
      }));
    },
  };
}
