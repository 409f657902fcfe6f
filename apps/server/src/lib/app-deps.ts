import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../config";
import type { DatabaseHandle } from "../db/client";
import type { BackgroundTasks } from "./background";
import type { FileStore } from "./files/file-store";
import type { MailOutbox } from "./mail-outbox/mail-outbox";
import type { Mailer } from "./mailer";
import type { TrainingFileRecords } from "./training-file-records";

/** What the app gives every feature: the same objects `app.deps` holds. */
export interface AppDeps {
  database: DatabaseHandle;
  fileStore: FileStore;
  mailer: Mailer;
  /** Every mail goes through here: queued with the change that causes it, sent after commit. */
  outbox: MailOutbox;
  config: Config;
  background: BackgroundTasks;
  /** Every kind of record of a pilot's whole file, each read by the feature that owns it. */
  trainingFileRecords: readonly TrainingFileRecords[];
}

/** The API scope (`/api/v1`) a feature registers its routes on. */
export type ApiScope = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;
