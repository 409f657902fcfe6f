import { useQuery } from "@tanstack/react-query";
import type { ProgressTheoryRow } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { useListParams } from "../../../components/list/use-list-params";
import type { Area } from "../../../components/training-record/paths";
import { RecordListPage } from "../../../components/training-record/record-list-page";
import {
  RecordTable,
  useInstructorColumn,
  useResultColumn,
} from "../../../components/training-record/record-table";
import { PROGRESS_THEORY_LIST, progressTheoryListQuery, useDeleteProgressTheory } from "../api";

/** /pilot/progress-theory (one's own, or ?pilot_id=) and /admin/fot/progress-theory (?pilot_id=). */
export function ProgressTheoryListPage() {
  const { t } = useTranslation("progress-theory");
  return (
    <RecordListPage
      kind="progress_theory"
      title={t("titles.list")}
      texts={{
        own: t("list.own_records"),
        choose: t("list.choose_pilot_text"),
        recordsOf: (pilot) => t("list.records_of", { name: pilot.full_name, crew_code: pilot.crew_code }),
      }}
      table={(pilotId, area) => <ProgressTheoryTable pilotId={pilotId} area={area} />}
    />
  );
}

function ProgressTheoryTable({ pilotId, area }: { pilotId: number; area: Area }) {
  const { t } = useTranslation("progress-theory");
  const params = useListParams(PROGRESS_THEORY_LIST);
  const { page, pageSize, keyword, sort } = params;
  const list = useQuery(progressTheoryListQuery({ pilotId, page, pageSize, keyword, sort }));
  const remove = useDeleteProgressTheory();
  const instructor = useInstructorColumn<ProgressTheoryRow>();
  const result = useResultColumn<ProgressTheoryRow>();
  return (
    <RecordTable
      kind="progress_theory"
      area={area}
      params={params}
      query={list}
      rowsOf={(data) => data.progress_theory_reports}
      date={{ of: (row) => row.date_of_test, sortKey: "date_of_test" }}
      columns={[instructor, result]}
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
