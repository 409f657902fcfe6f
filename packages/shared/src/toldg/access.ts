import { isAdminArea, type SessionUser } from "../access/session";

/** Who may see the TO LDG recency list (part2 §6). */
export const toldgRules = {
  /** The list and its export: every admin-area account, within its fleet scope. */
  "toldg.view": (user: SessionUser) => isAdminArea(user),
} as const;
