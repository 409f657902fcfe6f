import { useQuery } from "@tanstack/react-query";
import type { BaseTrainingRow } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { useListParams } from "../../../components/list/use-list-params";
import type { Area } from "../../../components/training-record/paths";
import { RecordListPage } from "../../../components/training-record/record-list-page";
import { RecordTable, useInstructorColumn } from "../../../components/training-record/record-table";
import { BASE_TRAINING_LIST, baseTrainingListQuery, useDeleteBaseTraining } from "../api";

/** /pilot/base-training (one's own, or ?pilot_id=) and /admin/fot/base-training-list (?pilot_id=). */
export function BaseTrainingListPage() {
  const { t } = useTranslation("base-training");
  return (
    <RecordListPage
      kind="base_training"
      title={t("titles.list")}
      texts={{
        own: t("list.own_records"),
        choose: t("list.choose_pilot_text"),
        recordsOf: (pilot) => t("list.records_of", { name: pilot.full_name, crew_code: pilot.crew_code }),
      }}
      table={(pilotId, area) => <BaseTrainingTable pilotId={pilotId} area={area} />}
    />
  );
}

function BaseTrainingTable({ pilotId, area }: { pilotId: number; area: Area }) {
  const { t } = useTranslation("base-training");
  const params = useListParams(BASE_TRAINING_LIST);
  const { page, pageSize, keyword, sort } = params;
  const list = useQuery(baseTrainingListQuery({ pilotId, page, pageSize, keyword, sort }));
  const remove = useDeleteBaseTraining();
  const instructor = useInstructorColumn<BaseTrainingRow>();
  return (
    <RecordTable
      kind="base_training"
      area={area}
      params={params}
      query={list}
      rowsOf={(data) => data.base_trainings}
      date={{ of: (row) => row.date_of_flight, sortKey: "date_of_flight" }}
      columns={[
        {
          key: "airport",
          header: t("list.columns.airport"),
          sortKey: "airport",
          nowrap: true,
          render: (row) => row.airport,
        },
        instructor,
      ]}
      remove={remove}
      texts={{
        caption: t("list.caption"),
        search: t("list.search"),
        empty: t("list.empty"),
        deleteTitle: t("confirm.delete_title"),
        deleteMessage: (date) => t("confirm.delete_message", { date }),
        deleted: t("notifications.deleted"),
      }}
    />
  );
}
