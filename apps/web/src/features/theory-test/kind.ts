import {
  THEORY_TEST_SORT_FIELDS,
  type TheoryTestDetail,
  type TheoryTestListReply,
  type TheoryTestRow,
} from "@trms/shared";
import { type RecordKind, recordKindList } from "../../components/training-record/record-kind-pages";
import { useInstructorColumn, useResultColumn } from "../../components/training-record/record-table";
import {
  emptyTheoryTestForm,
  formFromDetail,
  type TheoryTestFormValues,
  toFormData,
} from "./form/form-values";
import { TheoryTestForm } from "./form/theory-test-form";

/**
 * Theory test (part1 §2): by date of test, 10 per page (part1 §9). The spec names the detail's read
 * `get_theory_test_api_list {id}`.
 */
export const THEORY_TEST_KIND: RecordKind<
  "date_of_test",
  TheoryTestRow,
  TheoryTestListReply,
  TheoryTestDetail,
  TheoryTestFormValues
> = {
  kind: "theory_test",
  namespace: "theory-test",
  list: recordKindList(THEORY_TEST_SORT_FIELDS, "date_of_test"),
  calls: {
    list: "get_theory_test_by_pilot",
    detail: "get_theory_test_api_list",
    create: "create_theory_test",
    remove: "delete_theory_test_api",
  },
  rowsOf: (reply) => reply.theory_tests,
  dateKey: "date_of_test",
  useColumns: () => [useInstructorColumn<TheoryTestRow>(), useResultColumn<TheoryTestRow>()],
  Form: TheoryTestForm,
  emptyForm: emptyTheoryTestForm,
  formFromDetail,
  toFormData,
};
