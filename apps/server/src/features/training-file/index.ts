import type { Feature } from "../../lib/feature";
import { pdfIssuer } from "../../lib/pdf/issue";
import { trainingFileRoutes } from "./training-file.routes";
import { trainingFileService } from "./training-file.service";

/** The timeline's reads, for the bench that fills and times a 2 000-record file. */
export { trainingFileRepository } from "./training-file.repository";

/** A pilot's training file: every record in time order with its audit trail, and its PDF. */
export const trainingFileFeature: Feature = {
  name: "training-file",
  async routes(api, { database, config, fileStore, trainingFileRecords }) {
    await api.register(trainingFileRoutes, {
      service: trainingFileService({
        db: database.db,
        store: fileStore,
        records: trainingFileRecords,
        issuer: pdfIssuer({ db: database.db, config }),
      }),
    });
  },
};
