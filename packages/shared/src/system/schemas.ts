import { z } from "zod";
import { dateText, dateTimeText } from "../api/replies";

/** `system/get_status` takes nothing. */
export const systemStatusRequestSchema = z.strictObject({}).optional();

/** The database the instance runs on: the embedded PGlite or a PostgreSQL server. */
export const DATABASE_KINDS = ["pglite", "postgres"] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

/** One daily job as its shared row tells it, whichever instance ran it. */
export const dailyJobStatusSchema = z.object({
  job: z.string(),
  /** The airline day the job last finished without leaving work for a retry. */
  completed_day: dateText.nullable(),
  last_started_at: dateTimeText.nullable(),
  last_finished_at: dateTimeText.nullable(),
  /** A run holds the job now. */
  running: z.boolean(),
});
export type DailyJobStatus = z.infer<typeof dailyJobStatusSchema>;

/** The last backup: filled in by the backup feature; null until it is. */
export const lastBackupStatusSchema = z.object({
  at: dateTimeText,
  size_bytes: z.number(),
});
export type LastBackupStatus = z.infer<typeof lastBackupStatusSchema>;

/** The mail outbox: filled in by the outbox feature; null until it is. */
export const mailOutboxStatusSchema = z.object({
  pending: z.number(),
  failed: z.number(),
  oldest_pending_at: dateTimeText.nullable(),
});
export type MailOutboxSummary = z.infer<typeof mailOutboxStatusSchema>;

/** How this instance runs: what the admin's System page shows. */
export const systemStatusReplySchema = z.object({
  /** The product's version (the server package's). */
  version: z.string(),
  node_version: z.string(),
  /** The host name of the instance that answered; several may run behind a load balancer. */
  instance: z.string(),
  started_at: dateTimeText,
  uptime_seconds: z.number(),
  database: z.object({
    kind: z.enum(DATABASE_KINDS),
    /** PostgreSQL's own version (PGlite is PostgreSQL too). */
    server_version: z.string(),
  }),
  migrations: z.object({
    /** Migrations applied to the database. */
    applied: z.number(),
    /** Migrations this build ships; more than applied means the database is behind. */
    shipped: z.number(),
    /** The last applied migration's name (`0028_pilot_list_version`); null when none is known. */
    last: z.string().nullable(),
  }),
  daily_jobs: z.array(dailyJobStatusSchema),
  /** Null: not available yet (no backup taken, or backups not wired in this build). */
  last_backup: lastBackupStatusSchema.nullable(),
  /** Null: not available yet (the mail outbox not wired in this build). */
  mail_outbox: mailOutboxStatusSchema.nullable(),
});
export type SystemStatus = z.infer<typeof systemStatusReplySchema>;
