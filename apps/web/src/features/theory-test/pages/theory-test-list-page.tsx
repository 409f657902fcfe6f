import { useQuery } from "@tanstack/react-query";
import type { TheoryTestRow } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { useListParams } from "../../../components/list/use-list-params";
import type { Area } from "../../../components/training-record/paths";
import { RecordListPage } from "../../../components/training-record/record-list-page";
import {
  RecordTable,
  useInstructorColumn,
  useResultColumn,
} from "../../../components/training-record/record-table";
import { THEORY_TEST_LIST, theoryTestListQuery, useDeleteTheoryTest } from "../api";

/** /pilot/theory-test (one's own, or ?pilot_id=) and /admin/fot/theory-test (?pilot_id=). */
export function TheoryTestListPage() {
  const { t } = useTranslation("theory-test");
  return (
    <RecordListPage
      kind="theory_test"
      title={t("titles.list")}
      texts={{
        own: t("list.own_records"),
        choose: t("list.choose_pilot_text"),
        recordsOf: (pilot) => t("list.records_of", { name: pilot.full_name, crew_code: pilot.crew_code }),
      }}
      table={(pilotId, area) => <TheoryTestTable pilotId={pilotId} area={area} />}
    />
  );
}

function TheoryTestTable({ pilotId, area }: { pilotId: number; area: Area }) {
  const { t } = useTranslation("theory-test");
  const params = useListParams(THEORY_TEST_LIST);
  const { page, pageSize, keyword, sort } = params;
  const list = useQuery(theoryTestListQuery({ pilotId, page, pageSize, keyword, sort }));
  const remove = useDeleteTheoryTest();
  const instructor = useInstructorColumn<TheoryTestRow>();
  const result = useResultColumn<TheoryTestRow>();
  return (
    <RecordTable
      kind="theory_test"
      area={area}
      params={params}
      query={list}
      rowsOf={(data) => data.theory_tests}
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
