import { describe, expect, it } from "vitest";
import { can } from "../access/can";
import { ACCOUNT_NAMES, type AccountName, accounts } from "../access/test-accounts";
import { ResultStatus } from "./constants";

const flight = (status: number) => ({ pilot_id: 10, instructor_id: 20, status });
const allowedFor = (check: (name: AccountName) => boolean) => ACCOUNT_NAMES.filter(check).sort();
const sorted = (names: AccountName[]) => [...names].sort();

describe("training-flight rules", () => {
  it("lets instructors create, and only for another pilot, as themselves", () => {
    expect(allowedFor((n) => can(accounts[n], "training_flight.create"))).toEqual(
      sorted(["author", "otherInstructor"]),
    );
    expect(can(accounts.author, "training_flight.create", { pilot_id: 10 })).toBe(true);
    expect(can(accounts.author, "training_flight.create", { pilot_id: 10, instructor_id: 20 })).toBe(true);
    expect(can(accounts.author, "training_flight.create", { pilot_id: 20 })).toBe(false);
    expect(can(accounts.author, "training_flight.create", { pilot_id: 10, instructor_id: 21 })).toBe(false);
    expect(can(accounts.admin, "training_flight.create", { pilot_id: 10 })).toBe(false);
  });

  it("lets the author edit until the trainee approves, and role admin always", () => {
    expect(allowedFor((n) => can(accounts[n], "training_flight.edit"))).toEqual(
      sorted(["superAdmin", "admin", "author", "otherInstructor"]),
    );
    expect(
      allowedFor((n) => can(accounts[n], "training_flight.edit", flight(ResultStatus.AWAITING_APPROVAL))),
    ).toEqual(sorted(["superAdmin", "admin", "author"]));
    expect(
      allowedFor((n) => can(accounts[n], "training_flight.edit", flight(ResultStatus.APPROVED))),
    ).toEqual(sorted(["superAdmin", "admin"]));
  });

  it("lets only role admin delete and read the history", () => {
    for (const action of ["training_flight.delete", "training_flight.history"] as const) {
      expect(allowedFor((n) => can(accounts[n], action))).toEqual(sorted(["superAdmin", "admin"]));
    }
  });

  it("lets only the trainee approve", () => {
    expect(allowedFor((n) => can(accounts[n], "training_flight.approve"))).toEqual(
      sorted(["author", "otherInstructor", "trainee", "otherPilot"]),
    );
    expect(allowedFor((n) => can(accounts[n], "training_flight.approve", flight(0)))).toEqual(["trainee"]);
    expect(can(null, "training_flight.approve", flight(0))).toBe(false);
  });
});
