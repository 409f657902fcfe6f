import type { Action, MailKind, ServerMessageKey, SessionUser, WorkflowTable } from "@trms/shared";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ZodType } from "zod";
import type { Database } from "../db/client";
import type { AppDeps } from "./app-deps";
import { AppError, forbidden, notFound, validation } from "./errors";
import type { StoredFile } from "./files/upload";
import type { StepMail } from "./mail-outbox/mail-outbox";
import { checkVersion } from "./record-version";
import type { CallArgs, UploadArgs } from "./routes";
import { applyTransition, type WorkflowStep } from "./workflow";
import { setDownloadedFlag } from "./workflow-downloaded-flag";
import { type MailRecipient, nextActorsMail } from "./workflow-mail";
import { type ResetStatusItem, resetStatusHistory } from "./workflow-reset-history";

type StatusTable = PgTable & { id: PgColumn };
type Column<T extends StatusTable> = keyof T["$inferInsert"] & string;

/**
 * The status part of a staged form: its transition table, the table its rows live in, the one
 * action that changes the status to what the call names (ADR 0992), and the history actions its
 * reset-status history lists. The SIM form's CAAV form is only this; the full forms add their stages.
 */
export interface StagedWorkflow<S extends number, A extends string, R, T extends StatusTable> {
  workflow: WorkflowTable<S, A, R>;
  table: T;
  /** The field of `table` that holds this workflow's status, when not `status` (the CAAV form's). */
  statusField?: keyof T & string;
  setStatusAction: A;
  /** The history actions the reset-status history lists: the status changes, and a reject if any. */
  resetActions: readonly A[];
}

/** Whom one stage's upload mails, and with which message, linking to a page of the web app. */
export interface StageMail<L> {
  to: (tx: Database, loaded: L) => Promise<MailRecipient[]>;
  subject: ServerMessageKey;
  body: ServerMessageKey;
  /** The page the mail links to, under the public address ("/", "/admin/sim", …). */
  link: string;
}

/** One stage of a form: the action of its upload, the columns its file is written to, whom it mails. */
export interface FormStage<A extends string, T extends StatusTable, L> {
  action: A;
  columns: readonly Column<T>[];
  mail: StageMail<L>;
}

/** What a form's own rules add to a stage's upload beside its file columns and status. */
export type SubmitExtras<S extends number, A extends string, R, T extends StatusTable> = Pick<
  WorkflowStep<S, A, R, T>,
  "set" | "audit" | "within"
>;

/** What every "change status" call names: the status to set, and why. */
interface StatusChange<S extends number> {
  status: S;
  reason?: string | null;
}

/** A call of the form's API: its path, its access rule (the route matrix), its summary and schemas. */
interface FormRoute<I, O> {
  path: string;
  access: Action;
  summary: string;
  body: ZodType<I>;
  reply: ZodType<O>;
}

/**
 * A record whose forms are submitted in stages (the SIM form, the line check, the line training),
 * declared once: its table and transition table, its stages with the column each writes and whom
 * each mails (who may submit each is the transition table's), its statuses, who may reach a record
 * and the calls of its API. `submitFormStage`, `setStagedFormStatus`, `stagedFormHistory` and
 * `setStagedFormDownloadedFlag` are those calls, of the declaration; `stagedFormRoutes` their routes.
 *
 * `L` is the record as loaded (a row, or a row with what its rules and mails read), `O` its stage
 * numbers, and the `I*`/`O*` parameters the requests and replies its API names.
 */
export interface StagedForm<
  S extends number,
  A extends string,
  R,
  T extends StatusTable,
  L = unknown,
  O extends number = number,
  ISubmit = unknown,
  OSubmit = unknown,
  IStatus extends StatusChange<S> = StatusChange<S>,
  OStatus = unknown,
  OHistory = unknown,
  ODownloaded = unknown,
> extends StagedWorkflow<S, A, R, T> {
  /** The outbox kind of its mails. */
  mailKind: MailKind;
  /** The store folder its files go to. */
  folder: string;
  /** The OpenAPI tag of its calls. */
  tag: string;

  load: (db: Database, id: number) => Promise<L | undefined>;
  /** The row of `table` a loaded record is. */
  row: (loaded: L) => T["$inferSelect"];
  /** The record as the transition table's rules read it. */
  record: (loaded: L) => R & { id: number };
  /**
   * Who may reach a record: whether this account may see it at all. A record it may not reach reads
   * as missing (404) in every call. The form asks the record-access table (`mayAccess` of its kind).
   */
  mayReach: (db: Database, actor: SessionUser, loaded: L) => Promise<boolean>;

  stages: Record<O, FormStage<A, T, L>>;
  /** The values of its mails' placeholders (`{name}` is the recipient's, added by the mail). */
  mailValues: (loaded: L, actor: SessionUser, order: O) => Record<string, string>;

  /** The upload of a stage: multipart, the PDF in `submitted_report`. */
  submit: FormRoute<ISubmit, OSubmit> & {
    id: (input: ISubmit) => number;
    order: (input: ISubmit) => O;
    /** What this form adds to the step (an assessment, a submission row), checked before it is taken. */
    extras?: (
      db: Database,
      actor: SessionUser,
      loaded: L,
      input: ISubmit,
      file: StoredFile,
    ) => Promise<SubmitExtras<S, A, R, T> & { reply?: Record<string, unknown> }>;
    replyOf: (done: {
      row: T["$inferSelect"];
      order: O;
      file: StoredFile;
      extra: Record<string, unknown>;
    }) => OSubmit;
  };

  /** "Change status": multipart, the status and an optional reason and `status_file`. */
  setStatus: FormRoute<IStatus, OStatus> & {
    id: (input: IStatus) => number;
    /** The reply's name of the status ("form_status", "line_check_status", "status"). */
    statusName: string;
  };

  /** The form's history as its API replies it, for those who may reach it. */
  history: FormRoute<unknown, OHistory> & {
    id: (input: { [key: string]: unknown }) => number;
    replyOf: (db: Database, actor: SessionUser, loaded: L) => Promise<OHistory>;
  };

  /** The downloaded flag of the last stage's file, for forms whose last file is downloaded. */
  downloaded?: FormRoute<unknown, ODownloaded> & {
    field: Column<T>;
    /** The stage whose file is downloaded: the call waits until it was uploaded. */
    stage: O;
    notReady: ServerMessageKey;
    may: (actor: SessionUser, record: R & { id: number }) => boolean;
    /** The reply's name of the record's id ("form_id", "line_check_id"). */
    idName: string;
    id: (input: { [key: string]: unknown }) => number;
  };
}

// biome-ignore lint/suspicious/noExplicitAny: a declaration of any form, for the generic calls and routes
export type AnyStagedForm = StagedForm<any, any, any, any, any, any, any, any, any, any, any, any>;

/** A stored upload as a step names it: its key and the SHA-256 of its bytes. */
type FormFile = Pick<StoredFile, "key" | "sha256">;

/** A stored upload as the history row keeps it (only its key and hash). */
export const stepFile = (file: FormFile | undefined | null) =>
  file ? { key: file.key, sha256: file.sha256 } : null;

/**
 * One step of a staged workflow with its file, `updatedAt` (now unless the step says when), mail,
 * and the record version the request's `If-Match` named, if any (ADR 1600).
 */
export function formStep<S extends number, A extends string, R, T extends StatusTable>(
  db: Database,
  form: StagedWorkflow<S, A, R, T>,
  actor: SessionUser,
  record: R & { id: number },
  action: A,
  fields: {
    to?: S;
    reason?: string | null;
    file?: FormFile | null;
    mail?: StepMail;
    expectedVersion?: number | null;
  } & SubmitExtras<S, A, R, T>,
) {
  return applyTransition(db, {
    workflow: form.workflow,
    table: form.table,
    statusField: form.statusField,
    record,
    actor,
    action,
    to: fields.to,
    reason: fields.reason,
    file: stepFile(fields.file),
    set: { updatedAt: new Date(), ...fields.set } as WorkflowStep<S, A, R, T>["set"],
    audit: fields.audit,
    within: fields.within,
    mail: fields.mail,
    expectedVersion: fields.expectedVersion,
  });
}

/** "Change status" on a staged workflow: to the status the call names, with a reason and a file. */
export function setFormStatus<S extends number, A extends string, R, T extends StatusTable>(
  db: Database,
  form: StagedWorkflow<S, A, R, T>,
  actor: SessionUser,
  record: R & { id: number },
  change: { to: S; reason?: string | null; file?: FormFile | null; expectedVersion?: number | null },
) {
  return formStep(db, form, actor, record, form.setStatusAction, change);
}

/** What the reset-status history of a workflow reads: its entity and the actions it lists. */
type ResetHistorySource = { workflow: { entity: string }; resetActions: readonly string[] };

/** The reset-status history of several records of a staged workflow, in one query, oldest first. */
export const resetHistory = <S extends number>(
  db: Database,
  form: ResetHistorySource,
  ids: readonly number[],
) => resetStatusHistory<S>(db, { entity: form.workflow.entity, ids, actions: form.resetActions });

/** The reset-status history of one record, oldest first. */
export const resetHistoryOf = async <S extends number>(
  db: Database,
  form: ResetHistorySource,
  id: number,
): Promise<ResetStatusItem<S>[]> => (await resetHistory<S>(db, form, [id])).get(id) ?? [];

/**
 * A stage's upload: the stage's action (the transition table decides whether this account may,
 * from this status), its file written to the stage's columns, a new last file not yet downloaded,
 * what the form adds, and the mail to whoever acts next, queued with the step.
 */
export function submitStage<F extends AnyStagedForm>(
  db: Database,
  form: F,
  step: {
    actor: SessionUser;
    loaded: unknown;
    order: number;
    file: FormFile;
    // biome-ignore lint/suspicious/noExplicitAny: what the declared form adds, of its own types
    extras?: SubmitExtras<any, any, any, any>;
    mail?: StepMail;
    expectedVersion?: number | null;
  },
) {
  const stage = (form.stages as Record<number, FormStage<string, StatusTable, unknown>>)[step.order];
  if (!stage) throw new Error(`${form.workflow.entity}: no stage ${step.order}`);
  const columns = Object.fromEntries(stage.columns.map((column) => [column, step.file.key]));
  const downloadedAgain =
    form.downloaded && form.downloaded.stage === step.order ? { [form.downloaded.field]: 1 } : {};
  return formStep(db, form, step.actor, form.record(step.loaded), stage.action, {
    file: step.file,
    set: { ...columns, ...downloadedAgain, ...step.extras?.set },
    audit: step.extras?.audit,
    within: step.extras?.within,
    mail: step.mail,
    expectedVersion: step.expectedVersion,
  });
}

/** The record, if this account may reach it; a record out of reach reads as missing (404). */
export async function reachableForm<L>(
  db: Database,
  form: Pick<StagedForm<number, string, unknown, StatusTable, L>, "load" | "mayReach">,
  actor: SessionUser,
  id: number,
): Promise<L> {
  const loaded = await form.load(db, id);
  if (!loaded || !(await form.mayReach(db, actor, loaded))) throw notFound();
  return loaded;
}

/** The mail to whoever acts next after this stage, queued with the step. */
export function stageMail<L, O extends number>(
  app: Pick<AppDeps, "outbox" | "config">,
  form: Pick<StagedForm<number, string, unknown, StatusTable, L, O>, "stages" | "mailKind" | "mailValues">,
  actor: SessionUser,
  loaded: L,
  order: O,
): StepMail {
  const stage = form.stages[order];
  return nextActorsMail(app.outbox, form.mailKind, {
    actorId: actor.id,
    recipients: (tx) => stage.mail.to(tx, loaded),
    text: {
      subject: stage.mail.subject,
      body: stage.mail.body,
      values: { ...form.mailValues(loaded, actor, order), link: `${app.config.publicUrl}${stage.mail.link}` },
    },
  });
}

/** The one file of a part the rules require (the reader has already refused a request without it). */
export function requiredFile(files: Record<string, StoredFile[]>, field: string): StoredFile {
  const file = files[field]?.[0];
  if (!file) throw validation(field, "file_required");
  return file;
}

/** A declared form of these requests and replies, whatever its statuses, actions and table. */
type FormOf<L, O extends number, ISubmit, OSubmit, IStatus, OStatus, OHistory, ODownloaded> = StagedForm<
  // biome-ignore lint/suspicious/noExplicitAny: the generic calls read the statuses only through the declaration
  any,
  // biome-ignore lint/suspicious/noExplicitAny: as above, the actions
  any,
  // biome-ignore lint/suspicious/noExplicitAny: as above, the record
  any,
  // biome-ignore lint/suspicious/noExplicitAny: as above, the table
  any,
  L,
  O,
  ISubmit,
  OSubmit,
  // biome-ignore lint/suspicious/noExplicitAny: every status change names a status and a reason
  IStatus & StatusChange<any>,
  OStatus,
  OHistory,
  ODownloaded
>;

/**
 * A stage's upload (`submitted_report`), by the form's declaration: the record if the account
 * reaches it (at the version `If-Match` names, if any), what the form adds, the step and the mail
 * to whoever acts next.
 */
export async function submitFormStage<L, O extends number, ISubmit, OSubmit>(
  // biome-ignore lint/suspicious/noExplicitAny: any form whose submit takes these requests
  form: FormOf<L, O, ISubmit, OSubmit, any, any, any, any>,
  { app, actor, body, files, ifMatch }: UploadArgs<ISubmit>,
): Promise<OSubmit> {
  const file = requiredFile(files, "submitted_report");
  const db = app.database.db;
  const loaded = await reachableForm(db, form, actor, form.submit.id(body));
  await checkVersion(db, form.table, form.row(loaded), ifMatch);
  const order = form.submit.order(body);
  const { reply, ...extras } = (await form.submit.extras?.(db, actor, loaded, body, file)) ?? {};
  const { row } = await submitStage(db, form as AnyStagedForm, {
    actor,
    loaded,
    order,
    file,
    extras,
    mail: stageMail(app, form, actor, loaded, order),
    expectedVersion: ifMatch,
  });
  return form.submit.replyOf({ row, order, file, extra: reply ?? {} });
}

/** "Change status" by the form's declaration: the status named, its reason and `status_file`. */
export async function setStagedFormStatus<L, IStatus extends StatusChange<number>, OStatus>(
  // biome-ignore lint/suspicious/noExplicitAny: any form whose status change takes these requests
  form: FormOf<L, any, any, any, IStatus, OStatus, any, any>,
  { app, actor, body, files, ifMatch }: UploadArgs<IStatus>,
): Promise<OStatus> {
  const db = app.database.db;
  const loaded = await reachableForm(db, form, actor, form.setStatus.id(body));
  await checkVersion(db, form.table, form.row(loaded), ifMatch);
  const { row } = await setFormStatus(db, form, actor, form.record(loaded), {
    to: body.status,
    reason: body.reason,
    file: files.status_file?.[0],
    expectedVersion: ifMatch,
  });
  const status = (row as Record<string, unknown>)[form.statusField ?? "status"];
  return {
    [form.setStatus.statusName]: status,
    reset_status: await resetHistoryOf(db, form, row.id as number),
    version: row.version,
  } as OStatus;
}

/** The form's history by its declaration, for those who may reach it. */
export async function stagedFormHistory<L, OHistory>(
  // biome-ignore lint/suspicious/noExplicitAny: any form whose history replies this
  form: FormOf<L, any, any, any, any, any, OHistory, any>,
  { app, actor, body }: CallArgs<unknown>,
): Promise<OHistory> {
  const db = app.database.db;
  const id = form.history.id(body as { [key: string]: unknown });
  return form.history.replyOf(db, actor, await reachableForm(db, form, actor, id));
}

/** After a download of the last stage's file: the flag, with an audit row. */
export async function setStagedFormDownloadedFlag<L, ODownloaded>(
  // biome-ignore lint/suspicious/noExplicitAny: any form whose flag replies this
  form: FormOf<L, any, any, any, any, any, any, ODownloaded>,
  { app, actor, body }: CallArgs<unknown>,
): Promise<ODownloaded> {
  const downloaded = form.downloaded;
  if (!downloaded) throw notFound();
  const db = app.database.db;
  const id = downloaded.id(body as { [key: string]: unknown });
  const loaded = await reachableForm(db, form, actor, id);
  const row = form.row(loaded) as Record<string, unknown>;
  const last = form.stages[downloaded.stage] as FormStage<string, StatusTable, L>;
  if (last.columns.some((column) => row[column] == null)) throw new AppError("CONFLICT", downloaded.notReady);
  if (!downloaded.may(actor, form.record(loaded))) throw forbidden();
  await setDownloadedFlag(db, {
    table: form.table,
    field: downloaded.field,
    entity: form.workflow.entity,
    id,
    actor,
  });
  return { [downloaded.idName]: id, downloaded_flag: 2 } as ODownloaded;
}
