import type { Route } from "../../lib/routes";
import { trainingRecordRoutes } from "../training-record";
import { progressTheorySpec } from "./progress-theory.kind";

/** The kind's calls, made from its declaration by the shared training-record calls. */
export const progressTheoryRoutes: readonly Route[] = trainingRecordRoutes(progressTheorySpec);
