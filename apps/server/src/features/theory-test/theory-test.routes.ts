import type { Route } from "../../lib/routes";
import { trainingRecordRoutes } from "../training-record";
import { theoryTestSpec } from "./theory-test.kind";

/** The kind's calls, made from its declaration by the shared training-record calls. */
export const theoryTestRoutes: readonly Route[] = trainingRecordRoutes(theoryTestSpec);
