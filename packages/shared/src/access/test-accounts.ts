import { Permission, Role } from "./roles";
import type { SessionUser } from "./session";

/** An account for the rule tests: role user of fleet A321 unless told otherwise. */
export const testAccount = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 1,
  role: Role.USER,
  fleet: "A321",
  crew_code: null,
  pilot_id: null,
  management_role: [],
  full_name: "Test",
  email: "t@demo.trms",
  avatar: null,
  is_admin: false,
  ...overrides,
});

/**
 * One account of every kind the rules tell apart: the record tests below use trainee pilot 10,
 * its author instructor 20, another instructor 21 and another pilot 11, all of fleet A321.
 */
export const accounts = {
  superAdmin: testAccount({ id: 1, role: Role.ADMIN, is_admin: true }),
  admin: testAccount({ id: 2, role: Role.ADMIN }),
  staff: testAccount({
    id: 3,
    management_role: [Permission.VIEW_PILOT_LIST, Permission.EDIT_PILOT, Permission.RESET_PASSWORD],
  }),
  bareUser: testAccount({ id: 4 }),
  author: testAccount({ id: 5, role: Role.INSTRUCTOR, pilot_id: 20 }),
  otherInstructor: testAccount({ id: 6, role: Role.INSTRUCTOR, pilot_id: 21 }),
  trainee: testAccount({ id: 7, role: Role.PILOT, pilot_id: 10 }),
  otherPilot: testAccount({ id: 8, role: Role.PILOT, pilot_id: 11 }),
  employee: testAccount({ id: 9, role: Role.EMPLOYEE }),
} satisfies Record<string, SessionUser>;
export type AccountName = keyof typeof accounts;
export const ACCOUNT_NAMES = Object.keys(accounts) as AccountName[];
