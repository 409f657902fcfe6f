import { useTranslation } from "react-i18next";
import { RecordDetailPage } from "../../../components/training-record/record-detail-page";
import { progressTheoryDetailQuery, useDeleteProgressTheory } from "../api";
import { formFromDetail } from "../form/form-values";
import { ProgressTheoryForm } from "../form/progress-theory-form";

/** /pilot/progress-theory/detail/:id and /admin/fot/progress-theory-detail/:id. */
export function ProgressTheoryDetailPage() {
  const { t } = useTranslation("progress-theory");
  const remove = useDeleteProgressTheory();
  return (
    <RecordDetailPage
      kind="progress_theory"
      title={t("form.title")}
      query={progressTheoryDetailQuery}
      dateOf={(record) => record.date_of_test}
      remove={remove}
      texts={{
        notFound: t("detail.not_found"),
        deleteTitle: t("confirm.delete_title"),
        deleteMessage: (date) => t("confirm.delete_message", { date }),
        deleted: t("notifications.deleted"),
      }}
      form={(record) => (
        <ProgressTheoryForm
          initial={formFromDetail(record)}
          instructors={[{ id: record.instructor_id, full_name: record.instructor_name }]}
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
