import { describe, expect, it } from "vitest";
import { actions, can } from "../access/can";
import { ACCOUNT_NAMES, type AccountName, accounts } from "../access/test-accounts";
import { ResultStatus } from "./constants";

const flight = (status: number) => ({ pilot_id: 10, instructor_id: 20, status });
const allowedFor = (check: (name: AccountName) => boolean) => ACCOUNT_NAMES.filter(check).sort();
const sorted = (names: AccountName[]) => [...names].sort();

describe("training-record rules", () => {
  it("lets instructors create, and only for another pilot, as themselves", () => {
    expect(allowedFor((n) => can(accounts[n], "training_record.create"))).toEqual(
      sorted(["author", "otherInstructor"]),
    );
    expect(can(accounts.author, "training_record.create", { pilot_id: 10 })).toBe(true);
    expect(can(accounts.author, "training_record.create", { pilot_id: 10, instructor_id: 20 })).toBe(true);
    expect(can(accounts.author, "training_record.create", { pilot_id: 20 })).toBe(false);
    expect(can(accounts.author, "training_record.create", { pilot_id: 10, instructor_id: 21 })).toBe(false);
    expect(can(accounts.admin, "training_record.create", { pilot_id: 10 })).toBe(false);
  });

  it("lets the author edit until the trainee approves, and role admin always", () => {
    expect(allowedFor((n) => can(accounts[n], "training_record.edit"))).toEqual(
      sorted(["superAdmin", "admin", "author", "otherInstructor"]),
    );
    expect(
      allowedFor((n) => can(accounts[n], "training_record.edit", flight(ResultStatus.AWAITING_APPROVAL))),
    ).toEqual(sorted(["superAdmin", "admin", "author"]));
    expect(
      allowedFor((n) => can(accounts[n], "training_record.edit", flight(ResultStatus.APPROVED))),
    ).toEqual(sorted(["superAdmin", "admin"]));
  });

  it("lets only role admin delete and read the history", () => {
    for (const action of ["training_record.delete", "training_record.history"] as const) {
      expect(allowedFor((n) => can(accounts[n], action))).toEqual(sorted(["superAdmin", "admin"]));
    }
  });

  it("lets only the trainee approve", () => {
    expect(allowedFor((n) => can(accounts[n], "training_record.approve"))).toEqual(
      sorted(["author", "otherInstructor", "trainee", "otherPilot"]),
    );
    expect(allowedFor((n) => can(accounts[n], "training_record.approve", flight(0)))).toEqual(["trainee"]);
    expect(can(null, "training_record.approve", flight(0))).toBe(false);
  });
});

describe("training-flight rules", () => {
  it("are the training records' rules under the training-flight names", () => {
    for (const rule of ["create", "edit", "delete", "approve", "history"] as const) {
      expect(actions[`training_flight.${rule}`]).toBe(actions[`training_record.${rule}`]);
    }
  });
});
