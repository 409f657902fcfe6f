import { describe, expect, it } from "vitest";
import { can } from "../access/can";
import { ACCOUNT_NAMES, type AccountName, accounts } from "../access/test-accounts";

const allowedFor = (check: (name: AccountName) => boolean) => ACCOUNT_NAMES.filter(check).sort();

describe("training file rules", () => {
  it("lets the pilot themself and managers of pilot profiles in scope read a file, nobody else", () => {
    // The trainee's own file (pilot 10), another A321 pilot's, and a B787 pilot's.
    expect(allowedFor((n) => can(accounts[n], "training_file.view", { id: 10, fleet: "A321" }))).toEqual(
      ["admin", "staff", "superAdmin", "trainee"].sort(),
    );
    expect(allowedFor((n) => can(accounts[n], "training_file.view", { id: 12, fleet: "A321" }))).toEqual(
      ["admin", "staff", "superAdmin"].sort(),
    );
    expect(allowedFor((n) => can(accounts[n], "training_file.view", { id: 13, fleet: "B787" }))).toEqual([
      "superAdmin",
    ]);
  });

  it("lets in at the route those who may read some file: their own, or others'", () => {
    expect(allowedFor((n) => can(accounts[n], "training_file.view"))).toEqual(
      ["admin", "author", "otherInstructor", "otherPilot", "staff", "superAdmin", "trainee"].sort(),
    );
  });
});
