import { z } from "zod";
import { MAX_PAGE_NUMBER } from "../api/ids";

/** YYYY-MM-DD, a real calendar date. */
export const isoDateSchema = z
  .string({ error: "field_required" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "field_invalid" })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      error: "field_invalid",
    },
  );

/** The contract's list request: 1-based page, page size, order + or -, optional keyword. */
export function listRequestSchema<F extends z.ZodType>(filters: F, options: { defaultPageCount: number }) {
  return z.strictObject({
    page_number: z.coerce.number().int().min(1).max(MAX_PAGE_NUMBER).default(1),
    page_count: z.coerce.number().int().min(1).max(9999).default(options.defaultPageCount),
    order: z.enum(["+", "-"]).default("-"),
    keyword: z.string().trim().max(256).optional(),
    filters: filters.optional(),
  });
}

/** Text that is trimmed; empty becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: "field_too_long" })
    .transform((value) => (value === "" ? null : value))
    .nullish();

export const requiredText = (max: number, message = "field_required") =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: "field_too_long" });
