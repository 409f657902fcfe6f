/** Numeric account roles of the spec (part1 §3). */
export const Role = {
  ADMIN: 1,
  USER: 2,
  INSTRUCTOR: 3,
  PILOT: 4,
  EMPLOYEE: 5,
  /**
   * Not one of the spec's roles (ADR 1065): an outside inspector who reads, within a time window,
   * the training files an administrator granted, and nothing else.
   */
  INSPECTOR: 6,
} as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ROLES = Object.values(Role) as Role[];

/** Numbered management permissions (part1 §3, part2 §6). */
export const Permission = {
  CREATE_PILOT: 1,
  VIEW_PILOT_LIST: 2,
  EDIT_PILOT: 3,
  DE_ACTIVATE_PILOT: 4,
  VIEW_SIM: 11,
  CREATE_SIM: 12,
  EDIT_SIM: 13,
  CHANGE_SIM_STATUS: 14,
  DELETE_SIM: 15,
  SET_SIM_FLAG: 16,
  UPLOAD_SIM_PDF: 17,
  CHANGE_CAAV_STATUS: 18,
  USER_UPLOAD_SIM: 19,
  RESET_PASSWORD: 20,
  VIEW_LINE_CHECK: 21,
  CREATE_LINE_CHECK: 22,
  EDIT_LINE_CHECK: 23,
  CHANGE_LINE_CHECK_STATUS: 24,
  DELETE_LINE_CHECK: 25,
  SET_LINE_CHECK_FLAG: 26,
  VIEW_LINE_TRAINING: 31,
  CREATE_LINE_TRAINING: 32,
  EDIT_LINE_TRAINING: 33,
  CHANGE_LINE_TRAINING_STATUS: 34,
  DELETE_LINE_TRAINING: 35,
  SET_LINE_TRAINING_FLAG: 36,
  CREATE_TRAINING_DOCUMENT: 41,
  VIEW_TRAINING_DOCUMENT: 42,
  EDIT_TRAINING_DOCUMENT: 43,
  DELETE_TRAINING_DOCUMENT: 44,
  /** Training analytics of the account's fleet (ADR 1063): not one of the spec's numbers. */
  VIEW_ANALYTICS: 51,
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];
export const PERMISSIONS = Object.values(Permission) as Permission[];

/** The groups of the super administrator's permission-grant dialog (part1 §6, part2 §6). */
export const PERMISSION_GROUPS: { key: string; permissions: Permission[] }[] = [
  {
    key: "pilots",
    permissions: [
      Permission.CREATE_PILOT,
      Permission.VIEW_PILOT_LIST,
      Permission.EDIT_PILOT,
      Permission.DE_ACTIVATE_PILOT,
      Permission.RESET_PASSWORD,
    ],
  },
  {
    key: "sim",
    permissions: [
      Permission.VIEW_SIM,
      Permission.CREATE_SIM,
      Permission.EDIT_SIM,
      Permission.CHANGE_SIM_STATUS,
      Permission.DELETE_SIM,
      Permission.SET_SIM_FLAG,
      Permission.UPLOAD_SIM_PDF,
      Permission.CHANGE_CAAV_STATUS,
      Permission.USER_UPLOAD_SIM,
    ],
  },
  {
    key: "line_check",
    permissions: [
      Permission.VIEW_LINE_CHECK,
      Permission.CREATE_LINE_CHECK,
      Permission.EDIT_LINE_CHECK,
      Permission.CHANGE_LINE_CHECK_STATUS,
      Permission.DELETE_LINE_CHECK,
      Permission.SET_LINE_CHECK_FLAG,
    ],
  },
  {
    key: "line_training",
    permissions: [
      Permission.VIEW_LINE_TRAINING,
      Permission.CREATE_LINE_TRAINING,
      Permission.EDIT_LINE_TRAINING,
      Permission.CHANGE_LINE_TRAINING_STATUS,
      Permission.DELETE_LINE_TRAINING,
      Permission.SET_LINE_TRAINING_FLAG,
    ],
  },
  {
    key: "training_document",
    permissions: [
      Permission.CREATE_TRAINING_DOCUMENT,
      Permission.VIEW_TRAINING_DOCUMENT,
      Permission.EDIT_TRAINING_DOCUMENT,
      Permission.DELETE_TRAINING_DOCUMENT,
    ],
  },
  { key: "analytics", permissions: [Permission.VIEW_ANALYTICS] },
];

/** Name of a permission number, for labels and logs. */
export function permissionName(permission: Permission): string {
  const entry = Object.entries(Permission).find(([, value]) => value === permission);
  return entry ? entry[0] : String(permission);
}
