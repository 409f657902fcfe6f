/**
 * The kinds of task "My tasks" lists, in the order the panel shows them:
 * uploads waiting at the caller's stage, results to approve, documents to confirm as read, e-learning.
 */
export const MY_TASK_KINDS = [
  "sim_form",
  "line_check_form",
  "line_training_form",
  "training_record_approval",
  "line_check_reading",
  "elearning",
] as const;
export type MyTaskKind = (typeof MY_TASK_KINDS)[number];

/** The items of each kind the reply carries beside its count (the panel links to the rest's list). */
export const MY_TASK_ITEMS_PER_KIND = 3;
