import type { Route } from "../../lib/routes";
import { trainingRecordRoutes } from "../training-record";
import { baseTrainingSpec } from "./base-training.kind";

/** The kind's calls, made from its declaration by the shared training-record calls. */
export const baseTrainingRoutes: readonly Route[] = trainingRecordRoutes(baseTrainingSpec);
