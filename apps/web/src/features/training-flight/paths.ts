import { type Area, type RecordMode, trainingRecordPaths } from "../../components/training-record/paths";

export type { Area, RecordMode } from "../../components/training-record/paths";
export { listPilotId, readId } from "../../components/training-record/paths";

export const trainingFlightPaths = {
  list: (area: Area, pilotId?: number | null) => trainingRecordPaths.list("training_flight", area, pilotId),
  detail: (area: Area, id: number, mode: RecordMode = "detail") =>
    trainingRecordPaths.detail("training_flight", area, id, mode),
  create: (pilotId: number) => trainingRecordPaths.create("training_flight", pilotId),
  theoryList: (area: Area, pilotId?: number | null) => trainingRecordPaths.list("theory_test", area, pilotId),
};
