import type { z } from "zod";
import { REASON_MAX } from "../constants";
import { optionalText } from "../lists/schemas";

/**
 * The fields of a change-status call (part2 §2, SIM form, CAAV form, line training): the new status
 * from the workflow's own list, and an optional reason of at most 254 characters. The record's id
 * and the `status_file` part are the caller's.
 */
export function statusChangeFields<Status extends z.ZodType>(status: Status) {
  return { status, reason: optionalText(REASON_MAX) };
}
