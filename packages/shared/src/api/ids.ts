import { z } from "zod";

/** Record ids are PostgreSQL `integer`s: 1 … 2 147 483 647. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A record id: a positive integer, or the same written in plain digits (multipart sends text).
 * Nothing else is read as an id: not `true`, `[3]`, `"0x3"`, `" 3 "`, `"1e3"` or `3.5`.
 */
export const recordIdSchema = z
  .union([z.number({ error: "field_invalid" }), z.string({ error: "field_invalid" })], {
    error: "field_invalid",
  })
  .transform((value, context) => {
    const id = typeof value === "number" ? value : /^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_RECORD_ID) {
      context.addIssue({ code: "custom", message: "field_invalid" });
      return z.NEVER;
    }
    return id;
  });

/** A 1-based page number, bounded so the offset it makes stays a safe integer. */
export const MAX_PAGE_NUMBER = 1_000_000;
