import { useTranslation } from "react-i18next";
import { RecordDetailPage } from "../../../components/training-record/record-detail-page";
import { baseTrainingDetailQuery, useDeleteBaseTraining } from "../api";
import { BaseTrainingForm } from "../form/base-training-form";
import { formFromDetail } from "../form/form-values";

/** /pilot/base-training/detail/:id and /admin/fot/base-training-detail/:id. */
export function BaseTrainingDetailPage() {
  const { t } = useTranslation("base-training");
  const remove = useDeleteBaseTraining();
  return (
    <RecordDetailPage
      kind="base_training"
      title={t("form.title")}
      query={baseTrainingDetailQuery}
      dateOf={(record) => record.date_of_flight}
      remove={remove}
      texts={{
        notFound: t("detail.not_found"),
        deleteTitle: t("confirm.delete_title"),
        deleteMessage: (date) => t("confirm.delete_message", { date }),
        deleted: t("notifications.deleted"),
      }}
      form={(record) => (
        <BaseTrainingForm
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
