import { describe, expect, it } from "vitest";
import { can } from "../access/can";
import { Role } from "../access/roles";
import { ACCOUNT_NAMES, type AccountName, accounts } from "../access/test-accounts";

const allowedFor = (check: (name: AccountName) => boolean) => ACCOUNT_NAMES.filter(check).sort();
const sorted = (names: AccountName[]) => [...names].sort();
const staffAccount = { id: 3, role: Role.USER, is_admin: false, fleet: "A321" };
const superAdminAccount = { id: 1, role: Role.ADMIN, is_admin: true, fleet: "A321" };

describe("user rules", () => {
  it("shows an account to itself and to user managers within their fleet scope, never a pilot's", () => {
    expect(allowedFor((n) => can(accounts[n], "user.view", staffAccount))).toEqual(
      sorted(["superAdmin", "admin", "staff"]),
    );
    expect(allowedFor((n) => can(accounts[n], "user.view", { ...staffAccount, fleet: "B787" }))).toEqual(
      sorted(["superAdmin", "staff"]),
    );
    expect(can(accounts.superAdmin, "user.view", { id: 50, role: Role.PILOT, fleet: "A321" })).toBe(false);
  });

  it("lets an account edit its own details, and the super administrator anyone's", () => {
    expect(allowedFor((n) => can(accounts[n], "user.edit_details", staffAccount))).toEqual(
      sorted(["superAdmin", "staff"]),
    );
    expect(allowedFor((n) => can(accounts[n], "user.change_password", staffAccount))).toEqual(
      sorted(["superAdmin", "staff"]),
    );
  });

  it("lets role admin block others, a super administrator only by a super administrator", () => {
    expect(allowedFor((n) => can(accounts[n], "user.set_status", staffAccount))).toEqual(
      sorted(["superAdmin", "admin"]),
    );
    expect(allowedFor((n) => can(accounts[n], "user.set_status", superAdminAccount))).toEqual([]);
    expect(can(accounts.admin, "user.set_status", { id: 2, is_admin: false })).toBe(false);
  });

  it("grants permissions to role-user accounts only, and spares role admin the old password", () => {
    expect(can(accounts.superAdmin, "permission.grant", { role: Role.USER })).toBe(true);
    expect(can(accounts.superAdmin, "permission.grant", { role: Role.ADMIN })).toBe(false);
    expect(can(accounts.admin, "permission.grant", { role: Role.USER })).toBe(false);
    expect(allowedFor((n) => can(accounts[n], "user.change_password_without_old"))).toEqual(
      sorted(["superAdmin", "admin"]),
    );
  });
});
