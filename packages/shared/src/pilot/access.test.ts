import { describe, expect, it } from "vitest";
import { can } from "../access/can";
import { Permission, Role } from "../access/roles";
import { ACCOUNT_NAMES, type AccountName, accounts, testAccount } from "../access/test-accounts";

const allowedFor = (check: (name: AccountName) => boolean) => ACCOUNT_NAMES.filter(check).sort();
const sorted = (names: AccountName[]) => [...names].sort();
/** The trainee's own profile (account 7), and a profile of another fleet. */
const own = { id: 10, user_id: 7, fleet: "A321" };
const sameFleet = { id: 12, user_id: 99, fleet: "A321" };
const otherFleet = { id: 13, user_id: 98, fleet: "B787" };

describe("pilot rules", () => {
  it("lets managers of the list and instructors browse other pilots, nobody else", () => {
    expect(allowedFor((n) => can(accounts[n], "pilot.browse"))).toEqual(
      sorted(["superAdmin", "admin", "staff", "author", "otherInstructor"]),
    );
  });

  it("lets pilot browsers and the creators and editors of SIM sessions, line checks and line trainings pick a pilot", () => {
    expect(allowedFor((n) => can(accounts[n], "pilot.pick"))).toEqual(
      sorted(["superAdmin", "admin", "staff", "author", "otherInstructor"]),
    );
    for (const permission of [
      Permission.CREATE_SIM,
      Permission.EDIT_SIM,
      Permission.CREATE_LINE_CHECK,
      Permission.EDIT_LINE_CHECK,
      Permission.CREATE_LINE_TRAINING,
      Permission.EDIT_LINE_TRAINING,
    ]) {
      const holder = testAccount({ management_role: [permission] });
      expect(can(holder, "pilot.pick"), `permission ${permission}`).toBe(true);
      expect(can(holder, "pilot.browse"), `permission ${permission}`).toBe(false);
    }
    for (const permission of [
      Permission.VIEW_SIM,
      Permission.CHANGE_SIM_STATUS,
      Permission.VIEW_LINE_TRAINING,
    ]) {
      expect(can(testAccount({ management_role: [permission] }), "pilot.pick")).toBe(false);
    }
    // A pilot-role account never holds management permissions.
    expect(
      can(testAccount({ role: Role.PILOT, management_role: [Permission.CREATE_SIM] }), "pilot.pick"),
    ).toBe(false);
  });

  it("shows a profile to the pilot themself and within the account's pilot scope", () => {
    expect(allowedFor((n) => can(accounts[n], "pilot.view", own))).toEqual(
      sorted(["superAdmin", "admin", "staff", "author", "otherInstructor", "trainee"]),
    );
    expect(allowedFor((n) => can(accounts[n], "pilot.view", sameFleet))).toEqual(
      sorted(["superAdmin", "admin", "staff", "author", "otherInstructor"]),
    );
    expect(allowedFor((n) => can(accounts[n], "pilot.view", otherFleet))).toEqual(["superAdmin"]);
  });

  it("lets a pilot change their own contact numbers, avatar and password, and editors anyone's", () => {
    expect(allowedFor((n) => can(accounts[n], "pilot.edit_own_info", own))).toEqual(
      sorted(["superAdmin", "admin", "staff", "trainee"]),
    );
    expect(allowedFor((n) => can(accounts[n], "pilot.change_password", own))).toEqual(
      sorted(["superAdmin", "admin", "staff", "trainee"]),
    );
    expect(can(accounts.otherPilot, "pilot.edit_own_info", own)).toBe(false);
  });
});
