import { describe, expect, it } from "vitest";
import { type Action, actions, can, INSPECTOR_ACTIONS } from "../access/can";
import { Role } from "../access/roles";
import { ACCOUNT_NAMES, accounts, testAccount } from "../access/test-accounts";

/** An inspector holding, by mistake, every permission and a pilot profile: none of it may count. */
const inspector = testAccount({
  id: 30,
  role: Role.INSPECTOR,
  is_admin: true,
  pilot_id: 10,
  management_role: [1, 2, 3, 4, 11, 12, 13, 21, 22, 31, 41, 42, 43, 44],
});

describe("inspector access", () => {
  it("lets an inspector perform only the allow-list, whatever else its session carries", () => {
    const allowed = (Object.keys(actions) as Action[]).filter((action) => can(inspector, action));
    expect(allowed.sort()).toEqual(Object.keys(INSPECTOR_ACTIONS).sort());
  });

  it("reads one pilot's training file only through the guard's grant check", () => {
    expect(INSPECTOR_ACTIONS).toEqual({
      "session.me": "account",
      "session.logout": "account",
      "inspector.read": "account",
      "training_file.view": "pilot",
    });
  });

  it("lets only the super administrator manage inspectors, and only inspectors read as one", () => {
    const managers = ACCOUNT_NAMES.filter((name) => can(accounts[name], "inspector.manage"));
    expect(managers).toEqual(["superAdmin"]);
    expect(ACCOUNT_NAMES.filter((name) => can(accounts[name], "inspector.read"))).toEqual([]);
    expect(can(inspector, "inspector.manage")).toBe(false);
    expect(can(inspector, "inspector.read")).toBe(true);
  });
});
