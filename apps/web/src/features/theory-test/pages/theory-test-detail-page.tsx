import { useTranslation } from "react-i18next";
import { RecordDetailPage } from "../../../components/training-record/record-detail-page";
import { theoryTestDetailQuery, useDeleteTheoryTest } from "../api";
import { formFromDetail } from "../form/form-values";
import { TheoryTestForm } from "../form/theory-test-form";

/** /pilot/theory-test/detail/:id and /admin/fot/theory-test-detail/:id. */
export function TheoryTestDetailPage() {
  const { t } = useTranslation("theory-test");
  const remove = useDeleteTheoryTest();
  return (
    <RecordDetailPage
      kind="theory_test"
      title={t("form.title")}
      query={theoryTestDetailQuery}
      dateOf={(record) => record.date_of_test}
      remove={remove}
      texts={{
        notFound: t("detail.not_found"),
        deleteTitle: t("confirm.delete_title"),
        deleteMessage: (date) => t("confirm.delete_message", { date }),
        deleted: t("notifications.deleted"),
      }}
      form={(record) => (
        <TheoryTestForm
          initial={formFromDetail(record)}
          pilotId={record.pilot_id}
          readOnly
          trainee={`${record.pilot_name} (${record.pilot_crew_code})`}
          instructor={record.instructor_name}
          detail={record}
        />
      )}
    />
  );
}
