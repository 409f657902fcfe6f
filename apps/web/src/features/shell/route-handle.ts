import type { Action } from "@trms/shared";
import { SECTION_ACCESS, type Section } from "./section-access";

/** What a route tells the shell: which menu entry to highlight and which title to show. */
export interface ShellHandle {
  section: Section;
  /**
   * The rule that opens this route when it is not its section's: an account's own
   * profile under User Management opens for every account, the record rules deciding the rest.
   */
  access?: Action;
}

/** The rule that opens a route: its own, or its section's. */
export function readAccess(handle: unknown): Action | undefined {
  const section = readSection(handle);
  if (!section) return undefined;
  return (handle as ShellHandle).access ?? SECTION_ACCESS[section];
}

export function readSection(handle: unknown): Section | undefined {
  if (typeof handle === "object" && handle !== null && "section" in handle) {
    return (handle as ShellHandle).section;
  }
  return undefined;
}
