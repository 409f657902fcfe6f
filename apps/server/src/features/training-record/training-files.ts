import type { Approvable } from "../../lib/approvable";
import type { FileAccess } from "../../lib/files/files.routes";

/**
 * Who may read a file of the `training_file` folder (served under `/phase_report/`, part1 §7): those
 * who may see the training record of any kind that holds it. One check for the four kinds, asked in
 * turn; a key no record holds reads as missing. The record is named so the read is audited.
 */
export function trainingFileAccess(kinds: readonly Approvable[]): FileAccess {
  return async (user, key) => {
    for (const kind of kinds) {
      const id = await kind.mayReadFile(user, key);
      if (id !== false) return { entity: kind.kind, id };
    }
    return false;
  };
}
