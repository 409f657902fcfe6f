import type { SessionUser, WorkflowTable } from "@trms/shared";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import type { StoredFile } from "./files/upload";
import type { StepMail } from "./mail-outbox/mail-outbox";
import { applyTransition, type WorkflowStep } from "./workflow";
import { setDownloadedFlag } from "./workflow-downloaded-flag";
import { type ResetStatusItem, resetStatusHistory } from "./workflow-reset-history";

type StatusTable = PgTable & { id: PgColumn };

/**
 * A record whose forms are submitted in stages (issue 26 item 2): the SIM form and its CAAV form,
 * the line check, the line training. Each is a configuration of this one module: its transition
 * table, the table its rows live in, the actions that make its reset-status history, and the column
 * of its downloaded flag when its last file is downloaded.
 */
export interface StagedForm<S extends number, A extends string, R, T extends StatusTable> {
  workflow: WorkflowTable<S, A, R>;
  table: T;
  /** The field of `table` that holds this workflow's status, when not `status` (the CAAV form's). */
  statusField?: keyof T & string;
  /** The status change: one action whose target status the call names (ADR 0992). */
  setStatusAction: A;
  /** The history actions the reset-status history lists: the status changes, and a reject if any. */
  resetActions: readonly A[];
  /** The column that says whether the last file was downloaded, for forms whose last file is. */
  downloadedField?: keyof T["$inferInsert"] & string;
}

/** A stored upload as a step names it: its key and the SHA-256 of its bytes. */
type FormFile = Pick<StoredFile, "key" | "sha256">;

/** A stored upload as the history row keeps it (only its key and hash). */
export const stepFile = (file: FormFile | undefined | null) =>
  file ? { key: file.key, sha256: file.sha256 } : null;

/** What a form's upload or change adds to its step beside the status (see `WorkflowStep`). */
type StepExtras<S extends number, A extends string, R, T extends StatusTable> = Pick<
  WorkflowStep<S, A, R, T>,
  "set" | "audit" | "within"
> & { mail?: StepMail };

/** The steps every staged form takes, on one database. */
export function stagedFormSteps<S extends number, A extends string, R, T extends StatusTable>(
  db: Database,
  form: StagedForm<S, A, R, T>,
) {
  const step = (
    actor: SessionUser,
    record: R & { id: number },
    action: A,
    fields: { to?: S; reason?: string | null; file?: FormFile | null } & StepExtras<S, A, R, T>,
  ) =>
    applyTransition(db, {
      workflow: form.workflow,
      table: form.table,
      statusField: form.statusField,
      record,
      actor,
      action,
      to: fields.to,
      reason: fields.reason,
      file: stepFile(fields.file),
      // Every step of a form is a change of the form (now, unless the step says when).
      set: { updatedAt: new Date(), ...fields.set } as WorkflowStep<S, A, R, T>["set"],
      audit: fields.audit,
      within: fields.within,
      mail: fields.mail,
    });

  const history = (ids: readonly number[]) =>
    resetStatusHistory<S>(db, { entity: form.workflow.entity, ids, actions: form.resetActions });

  return {
    /**
     * A stage's upload (or a reject): the action the table decides, with its file and what it sets
     * beside the status (the stage's current file, a new last file not yet downloaded).
     */
    submit: (
      actor: SessionUser,
      record: R & { id: number },
      action: A,
      file: FormFile | null,
      extras: StepExtras<S, A, R, T> & { reason?: string | null } = {},
    ) => step(actor, record, action, { ...extras, file }),

    /** "Change status": to the status the call names, with an optional reason and status file. */
    setStatus: (
      actor: SessionUser,
      record: R & { id: number },
      change: { to: S; reason?: string | null; file?: FormFile | null },
    ) => step(actor, record, form.setStatusAction, change),

    /** The reset-status history of several records, in one query, oldest first. */
    resetHistory: history,

    /** The reset-status history of one record, oldest first. */
    resetHistoryOf: async (id: number): Promise<ResetStatusItem<S>[]> => (await history([id])).get(id) ?? [],

    /** Marks the last file downloaded, with an audit row (the caller checked who may and that it exists). */
    markDownloaded: (actor: SessionUser, id: number) => {
      if (!form.downloadedField) throw new Error(`${form.workflow.entity}: no downloaded flag`);
      return setDownloadedFlag(db, {
        table: form.table,
        field: form.downloadedField,
        entity: form.workflow.entity,
        id,
        actor,
      });
    },
  };
}
