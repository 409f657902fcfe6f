import type { Action, MailKind, ServerMessageKey, SessionUser, WorkflowTable } from "@trms/shared";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ZodType } from "zod";
import type { Database } from "../db/client";
import { AppError, forbidden, notFound } from "./errors";
import type { StoredFile } from "./files/upload";
import type { MailOutbox, StepMail } from "./mail-outbox/mail-outbox";
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
 * and the calls of its API. `stagedFormCalls` and `registerStagedFormRoutes` make the submit,
 * set-status, history and downloaded-flag calls and their routes from it.
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
   * as missing (404) in every call. The one place a form says so (a later record-access table takes
   * it over).
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

/** One step of a staged workflow with its file, `updatedAt` (now unless the step says when), mail. */
export function formStep<S extends number, A extends string, R, T extends StatusTable>(
  db: Database,
  form: StagedWorkflow<S, A, R, T>,
  actor: SessionUser,
  record: R & { id: number },
  action: A,
  fields: { to?: S; reason?: string | null; file?: FormFile | null; mail?: StepMail } & SubmitExtras<
    S,
    A,
    R,
    T
  >,
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
  });
}

/** "Change status" on a staged workflow: to the status the call names, with a reason and a file. */
export function setFormStatus<S extends number, A extends string, R, T extends StatusTable>(
  db: Database,
  form: StagedWorkflow<S, A, R, T>,
  actor: SessionUser,
  record: R & { id: number },
  change: { to: S; reason?: string | null; file?: FormFile | null },
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
  });
}

/** The dependencies of a form's calls: its database, the mail outbox and the app's public address. */
export interface StagedFormDeps {
  db: Database;
  outbox: MailOutbox;
  publicUrl: string;
}

/**
 * The calls every staged form answers, made from its declaration: reach a record, submit a stage,
 * change the status, the history, the downloaded flag and the reset-status history.
 */
export function stagedFormCalls<
  S extends number,
  A extends string,
  R,
  T extends StatusTable,
  L,
  O extends number,
  ISubmit,
  OSubmit,
  IStatus extends StatusChange<S>,
  OStatus,
  OHistory,
  ODownloaded,
>(
  deps: StagedFormDeps,
  form: StagedForm<S, A, R, T, L, O, ISubmit, OSubmit, IStatus, OStatus, OHistory, ODownloaded>,
) {
  const { db } = deps;

  /** The record, if this account may reach it; anything else reads as missing. */
  async function reachable(actor: SessionUser, id: number): Promise<L> {
    const loaded = await form.load(db, id);
    if (!loaded || !(await form.mayReach(db, actor, loaded))) throw notFound();
    return loaded;
  }

  /** The mail to whoever acts next after this stage. */
  function mailAfter(actor: SessionUser, loaded: L, order: O): StepMail {
    const stage = form.stages[order];
    return nextActorsMail(deps.outbox, form.mailKind, {
      actorId: actor.id,
      recipients: (tx) => stage.mail.to(tx, loaded),
      text: {
        subject: stage.mail.subject,
        body: stage.mail.body,
        values: { ...form.mailValues(loaded, actor, order), link: `${deps.publicUrl}${stage.mail.link}` },
      },
    });
  }

  const statusOf = (row: T["$inferSelect"]) =>
    (row as Record<string, unknown>)[form.statusField ?? "status"] as S;

  return {
    reachable,
    mailAfter,

    async submit(actor: SessionUser, input: ISubmit, file: StoredFile): Promise<OSubmit> {
      const loaded = await reachable(actor, form.submit.id(input));
      const order = form.submit.order(input);
      const { reply, ...extras } = (await form.submit.extras?.(db, actor, loaded, input, file)) ?? {};
      const { row } = await submitStage(db, form as AnyStagedForm, {
        actor,
        loaded,
        order,
        file,
        extras,
        mail: mailAfter(actor, loaded, order),
      });
      return form.submit.replyOf({ row, order, file, extra: reply ?? {} });
    },

    async setStatus(actor: SessionUser, input: IStatus, file: StoredFile | undefined): Promise<OStatus> {
      const loaded = await reachable(actor, form.setStatus.id(input));
      const { row } = await setFormStatus(db, form, actor, form.record(loaded), {
        to: input.status,
        reason: input.reason,
        file,
      });
      return {
        [form.setStatus.statusName]: statusOf(row),
        reset_status: await resetHistoryOf<S>(db, form, row.id as number),
      } as OStatus;
    },

    async history(actor: SessionUser, id: number): Promise<OHistory> {
      return form.history.replyOf(db, actor, await reachable(actor, id));
    },

    /** After a download of the last stage's file: the flag, with an audit row. */
    async setDownloadedFlag(actor: SessionUser, id: number): Promise<ODownloaded> {
      const downloaded = form.downloaded;
      if (!downloaded) throw notFound();
      const loaded = await reachable(actor, id);
      const row = form.row(loaded) as Record<string, unknown>;
      if (form.stages[downloaded.stage].columns.some((column) => row[column] == null))
        throw new AppError("CONFLICT", downloaded.notReady);
      if (!downloaded.may(actor, form.record(loaded))) throw forbidden();
      await setDownloadedFlag(db, {
        table: form.table,
        field: downloaded.field,
        entity: form.workflow.entity,
        id,
        actor,
      });
      return { [downloaded.idName]: id, downloaded_flag: 2 } as ODownloaded;
    },

    resetHistory: (ids: readonly number[]) => resetHistory<S>(db, form, ids),
    resetHistoryOf: (id: number) => resetHistoryOf<S>(db, form, id),
  };
}

/** The calls of any staged form, as its routes call them (each checks its input's own type). */
export interface StagedFormCalls {
  submit(actor: SessionUser, input: unknown, file: StoredFile): Promise<unknown>;
  setStatus(actor: SessionUser, input: unknown, file: StoredFile | undefined): Promise<unknown>;
  history(actor: SessionUser, id: number): Promise<unknown>;
  setDownloadedFlag(actor: SessionUser, id: number): Promise<unknown>;
}
