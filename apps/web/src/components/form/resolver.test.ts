import { createPilotSchema, updatePilotInfoSchema, updateUserFormSchema } from "@trms/shared";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issueError, schemaResolver } from "./resolver";

// The resolver reads no option; any typed value will do.
const options = {} as never;

describe("schemaResolver", () => {
  it("puts each message key of the shared schema on its field, with the limit a length names", async () => {
    const resolve = schemaResolver(updateUserFormSchema);
    const result = await resolve({ full_name: "x".repeat(257), fleet: "" }, undefined, options);
    expect(result.errors).toEqual({
      full_name: { type: "too_big", message: "field_too_long_max", params: { max: 256 } },
      fleet: expect.objectContaining({ message: "fleet_required" }),
    });
  });

  it("hands the parsed values to submit when the form validates its own values", async () => {
    const resolve = schemaResolver(updateUserFormSchema);
    const result = await resolve({ full_name: "  Lan  ", fleet: "A321" }, undefined, options);
    expect(result).toEqual({ values: { full_name: "Lan", fleet: "A321" }, errors: {} });
  });

  it("validates the API body built from the form, and hands the form's own values to submit", async () => {
    const resolve = schemaResolver<{
      phone_number: string;
      identify_number: string;
      passport_number: string;
    }>(updatePilotInfoSchema, { toInput: (values) => ({ id: 7, ...values }) });
    const refused = await resolve(
      { phone_number: "abc-not-a-phone", identify_number: "123", passport_number: "" },
      undefined,
      options,
    );
    expect(refused.errors).toMatchObject({
      phone_number: { message: "phone_number_invalid" },
      identify_number: { message: "identify_number_invalid" },
    });
    const values = { phone_number: " 0912 345 678 ", identify_number: "", passport_number: "C1234567" };
    expect(await resolve(values, undefined, options)).toEqual({ values, errors: {} });
  });

  it("maps API paths onto form paths and adds the form's own checks", async () => {
    const schema = z.object({ ldg_comment: z.string().min(1, { error: "alert_comment_required" }) });
    const resolve = schemaResolver<{ comment: string; file: string }>(schema, {
      toInput: (values) => ({ ldg_comment: values.comment }),
      pathOf: (path) => (path === "ldg_comment" ? "criteria.landing.comment" : path),
      check: (values) => (values.file ? [] : [{ path: "files.report", message: "alert_report_required" }]),
    });
    const result = await resolve({ comment: "", file: "" }, undefined, options);
    expect(result.errors).toEqual({
      criteria: { landing: { comment: expect.objectContaining({ message: "alert_comment_required" }) } },
      files: { report: { type: "validate", message: "alert_report_required" } },
    });
  });

  it("keeps the first problem of a field, and indexes list rows as arrays", async () => {
    const schema = z.object({
      sectors: z.array(
        z.object({ flight_time: z.coerce.number().min(0).max(24, { error: "field_too_big" }) }),
      ),
    });
    const result = await schemaResolver(schema)(
      { sectors: [{ flight_time: "1" }, { flight_time: "30" }] },
      undefined,
      options,
    );
    const sectors = (result.errors as unknown as { sectors: unknown[] }).sectors;
    expect(Array.isArray(sectors)).toBe(true);
    expect(sectors[1]).toEqual({
      flight_time: { type: "too_big", message: "field_too_big_max", params: { max: 24 } },
    });
  });

  it("refuses what the server refuses on create, with the same keys", async () => {
    const resolve = schemaResolver(createPilotSchema);
    const result = await resolve({ crew_code: "", email: "nope", fleet: "" }, undefined, options);
    expect(result.errors).toMatchObject({
      crew_code: { message: "field_required" },
      full_name: { message: "field_required" },
      email: { message: "alert_email_is_invalid" },
      fleet: { message: "fleet_required" },
    });
  });
});

describe("issueError", () => {
  it("names a kind for an issue without one of our keys", () => {
    expect(
      issueError({
        code: "invalid_type",
        path: [],
        message: "Invalid input: expected string, received undefined",
      }),
    ).toEqual({
      type: "invalid_type",
      message: "field_required",
    });
    expect(
      issueError({ code: "too_small", path: [], message: "Too small", origin: "number", minimum: 0 }),
    ).toEqual({
      type: "too_small",
      message: "field_too_small_min",
      params: { min: 0 },
    });
    expect(issueError({ code: "custom", path: [], message: "Whatever went wrong" })).toEqual({
      type: "custom",
      message: "field_invalid",
    });
    // A schema's own key passes through; the text lookup falls back to field_invalid when the web has none.
    expect(issueError({ code: "custom", path: [], message: "alert_select_2_pilots" })).toEqual({
      type: "custom",
      message: "alert_select_2_pilots",
    });
  });
});
