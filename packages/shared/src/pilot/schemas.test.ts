import { describe, expect, it } from "vitest";
import { updatePilotInfoSchema } from "./schemas";

const info = (fields: Record<string, string>) => updatePilotInfoSchema.safeParse({ id: 1, ...fields });
const messages = (fields: Record<string, string>) =>
  info(fields).error?.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`) ?? [];

describe("pilot contact numbers", () => {
  it.each(["0912345678", "+84 912 345 678", "(024) 3827-2289", "024 38272289"])(
    "takes the phone %s",
    (phone) => {
      expect(info({ phone_number: phone }).success).toBe(true);
    },
  );

  it.each(["abc-not-a-phone", "0912-34", "++++ ----", "0912 345 678 9012"])(
    "refuses the phone %s",
    (phone) => {
      expect(messages({ phone_number: phone })).toContain("phone_number:phone_number_invalid");
    },
  );

  it("says a phone over 16 characters is too long", () => {
    expect(messages({ phone_number: "1".repeat(17) })).toContain("phone_number:field_too_long");
  });

  it.each(["012345678", "001234567890"])("takes the ID card number %s", (identify) => {
    expect(info({ identify_number: identify }).success).toBe(true);
  });

  it.each(["12345678", "1234567890", "12345678901", "A12345678"])(
    "refuses the ID card number %s",
    (identify) => {
      expect(messages({ identify_number: identify })).toContain("identify_number:identify_number_invalid");
    },
  );

  it.each(["C1234567", "B12345678", "K123456", "AB1234"])("takes the passport number %s", (passport) => {
    expect(info({ passport_number: passport }).success).toBe(true);
  });

  it.each(["12345", "C-123456", "C 1234567", "ABCDEFGHIJ"])("refuses the passport number %s", (passport) => {
    expect(messages({ passport_number: passport })).toContain("passport_number:passport_number_invalid");
  });

  it("keeps an empty number empty", () => {
    expect(info({ phone_number: " ", identify_number: "", passport_number: "" }).data).toMatchObject({
      phone_number: null,
      identify_number: null,
      passport_number: null,
    });
  });
});
