import {
  BASE_TRAINING_SORT_FIELDS,
  type BaseTrainingDetail,
  type BaseTrainingListReply,
  type BaseTrainingRow,
} from "@trms/shared";
import { useTranslation } from "react-i18next";
import { type RecordKind, recordKindList } from "../../components/training-record/record-kind-pages";
import { useInstructorColumn } from "../../components/training-record/record-table";
import { BaseTrainingForm } from "./form/base-training-form";
import {
  type BaseTrainingFormValues,
  emptyBaseTrainingForm,
  formFromDetail,
  toFormData,
} from "./form/form-values";

/** Base training (part1 §2): by date of flight, 10 per page (part1 §9), with the airport column. */
export const BASE_TRAINING_KIND: RecordKind<
  "date_of_flight",
  BaseTrainingRow,
  BaseTrainingListReply,
  BaseTrainingDetail,
  BaseTrainingFormValues
> = {
  kind: "base_training",
  namespace: "base-training",
  list: recordKindList(BASE_TRAINING_SORT_FIELDS, "date_of_flight"),
  calls: {
    list: "base_training_list",
    detail: "base_training_by_id",
    create: "create_base_flight",
    remove: "delete_base_flight",
  },
  rowsOf: (reply) => reply.base_trainings,
  dateKey: "date_of_flight",
  useColumns: () => {
    const { t } = useTranslation("base-training");
    const instructor = useInstructorColumn<BaseTrainingRow>();
    return [
      {
        key: "airport",
        header: t("list.columns.airport"),
        sortKey: "airport",
        nowrap: true,
        render: (row) => row.airport,
      },
      instructor,
    ];
  },
  Form: BaseTrainingForm,
  emptyForm: emptyBaseTrainingForm,
  formFromDetail,
  toFormData,
};
