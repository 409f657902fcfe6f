import type { ImportKindKey } from "@trms/shared";
import { crewImporter } from "./crew.importer";
import type { KindImporter } from "./history-import.kind";
import { lineCheckImporter } from "./line-check.importer";
import { lineTrainingImporter } from "./line-training.importer";
import { simSessionImporter } from "./sim-session.importer";
import { toldgImporter } from "./toldg.importer";
import { trainingFlightImporter } from "./training-flight.importer";
import { baseTrainingImporter, progressTheoryImporter, theoryTestImporter } from "./training-record.importer";

/** Every kind's importer, by its key: `IMPORT_KIND_KEYS` gives the order they run in. */
export const IMPORTERS: Record<ImportKindKey, KindImporter> = {
  crew: crewImporter,
  toldg: toldgImporter,
  base_training: baseTrainingImporter,
  theory_test: theoryTestImporter,
  progress_theory: progressTheoryImporter,
  training_flight: trainingFlightImporter,
  sim_session: simSessionImporter,
  line_check: lineCheckImporter,
  line_training: lineTrainingImporter,
};
