import {
  PROGRESS_THEORY_SORT_FIELDS,
  type ProgressTheoryDetail,
  type ProgressTheoryListReply,
  type ProgressTheoryRow,
} from "@trms/shared";
import {
  type RecordKind,
  type RecordKindFormProps,
  recordKindList,
} from "../../components/training-record/record-kind-pages";
import { useInstructorColumn, useResultColumn } from "../../components/training-record/record-table";
import { useAuth } from "../../lib/auth";
import {
  emptyProgressTheoryForm,
  formFromDetail,
  type ProgressTheoryFormValues,
  toFormData,
} from "./form/form-values";
import { ProgressTheoryForm } from "./form/progress-theory-form";

/** The instructor select offers the record's instructor, or the signed-in instructor writing one. */
function ProgressTheoryKindForm(props: RecordKindFormProps<ProgressTheoryFormValues, ProgressTheoryDetail>) {
  const { user } = useAuth();
  const instructors = props.detail
    ? [{ id: props.detail.instructor_id, full_name: props.detail.instructor_name }]
    : user?.pilot_id
      ? [{ id: user.pilot_id, full_name: user.full_name }]
      : [];
  return <ProgressTheoryForm {...props} instructors={instructors} />;
}

/** Progress check (theory) (part1 §2): by date of test, 10 per page (part1 §9). */
export const PROGRESS_THEORY_KIND: RecordKind<
  "date_of_test",
  ProgressTheoryRow,
  ProgressTheoryListReply,
  ProgressTheoryDetail,
  ProgressTheoryFormValues
> = {
  kind: "progress_theory",
  namespace: "progress-theory",
  list: recordKindList(PROGRESS_THEORY_SORT_FIELDS, "date_of_test"),
  calls: {
    list: "get_progress_theory_report_by_pilot",
    detail: "progress_theory_report_by_id",
    create: "create_progress_theory_report",
    remove: "delete_progress_theory_report",
  },
  rowsOf: (reply) => reply.progress_theory_reports,
  dateKey: "date_of_test",
  useColumns: () => [useInstructorColumn<ProgressTheoryRow>(), useResultColumn<ProgressTheoryRow>()],
  Form: ProgressTheoryKindForm,
  emptyForm: (user) => emptyProgressTheoryForm(user.pilot_id),
  formFromDetail,
  toFormData,
};
