import type { Feature } from "../../lib/feature";
import { trainingDocumentRoutes } from "./training-document.routes";
import { seedTrainingDocumentDemo } from "./training-document.seed";
import { trainingDocumentService } from "./training-document.service";

/** Training documents by fleet and type (part2 §2–7), their files, the folder of a type's latest one. */
export const trainingDocumentFeature: Feature = {
  name: "training-document",
  async routes(api, { database, fileStore }) {
    await api.register(trainingDocumentRoutes, {
      service: trainingDocumentService({ db: database.db, store: fileStore }),
      store: fileStore,
      db: database.db,
    });
  },
  seed: (db, store) => seedTrainingDocumentDemo(db, store),
};
