import type { MyTaskItem, MyTaskKind } from "@trms/shared";
import { trainingRecordPaths } from "../../components/training-record/paths";

/** The pilot-area screen where each task's action is taken (part1 §2, part2 §2 routes). */
export function taskPath(task: MyTaskItem): string {
  switch (task.kind) {
    case "sim_form":
    case "elearning":
      return `/pilot/sim/forms/${task.id}`;
    case "line_check_form":
    case "line_check_reading":
      return `/pilot/line-check/detail/${task.id}`;
    case "line_training_form":
      // A line training has no screen of its own: its row and upload are on the list.
      return "/pilot/line-training";
    case "training_record_approval":
      return trainingRecordPaths.detail(task.record_kind ?? "training_flight", "pilot", task.id, "view");
  }
}

/** Where every task of a kind is listed, when one list holds them all. */
export const TASK_LISTS: Partial<Record<MyTaskKind, string>> = {
  sim_form: "/pilot/sim/list",
  line_check_form: "/pilot/line-check",
  line_training_form: "/pilot/line-training",
};
