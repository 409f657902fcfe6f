import type { Database } from "../db/client";
import type { FileReferences } from "../db/tables/file-references";
import type { AppDeps } from "./app-deps";
import type { Approvable } from "./approvable";
import type { FileStore } from "./files/file-store";
import type { FileAccess } from "./files/files.routes";
import type { Route } from "./routes";
import type { TrainingFileRecords } from "./training-file-records";

export type { AppDeps } from "./app-deps";

/**
 * One server feature as the app, the demo seed and `main.ts` see it. A feature's `index.ts` exports
 * one of these and the few functions other features may call (its tables are in `db/tables`).
 */
export interface Feature {
  /** The feature's folder name, the same in shared, server, web, locales and e2e where it exists. */
  name: string;
  /**
   * The feature's calls under `/api/v1`: each a path, its access rule, its schemas and the function
   * of its own file (ADR 1300).
   */
  routes: readonly Route[];
  /** Demo rows for an empty database, run in list order after the demo accounts exist. */
  seed?(db: Database, store: FileStore): Promise<void>;
  /** Where the feature's rows name stored files; the orphan sweep never removes those. */
  fileReferences?: readonly FileReferences[];
  /**
   * Who may read the stored files of the feature's folders, served under `/api/v1/files/<key>`:
   * one route for every feature, each folder answered by the feature that owns it.
   */
  fileAccess?(deps: AppDeps): Record<string, FileAccess>;
  /** A kind of training record the trainee approves through `flt_training/approve_result`. */
  approvable?(deps: AppDeps): Approvable;
  /** A kind of record of the pilot's whole file, as the feature's own calls reply it. */
  trainingFileRecords?(deps: AppDeps): TrainingFileRecords;
}
