import { integer } from "drizzle-orm/pg-core";

/**
 * The version of a record an offline device may change (ADR 1600): 1 when made, one more on every
 * update, counted by the table's BEFORE UPDATE trigger (migration 0053) so that no write path can
 * forget it. A write sent with `If-Match` applies only to the version it names.
 */
export const recordVersionColumn = () => ({ version: integer("version").notNull().default(1) });
