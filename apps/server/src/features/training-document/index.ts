import type { Feature } from "../../lib/feature";
import { trainingDocumentRoutes } from "./training-document.routes";
import { seedTrainingDocumentDemo } from "./training-document.seed";

/** Training documents by fleet and type (part2 §2–7), their files, the folder of a type's latest one. */
export const trainingDocumentFeature: Feature = {
  name: "training-document",
  routes: trainingDocumentRoutes,
  seed: (db, store) => seedTrainingDocumentDemo(db, store),
};
