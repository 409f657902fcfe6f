import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RecordCreatePage } from "../../../components/training-record/record-create-page";
import { notifySuccess } from "../../../lib/notify";
import { useCreateBaseTraining } from "../api";
import { BaseTrainingForm } from "../form/base-training-form";
import { emptyBaseTrainingForm, toFormData } from "../form/form-values";

/** /pilot/base-training/create?pilot_id=…; after the save, the base training list. */
export function BaseTrainingCreatePage() {
  const { t } = useTranslation("base-training");
  const create = useCreateBaseTraining();
  const [initial] = useState(emptyBaseTrainingForm);
  return (
    <RecordCreatePage
      kind="base_training"
      title={t("form.title")}
      form={({ user, pilotId, trainee, done }) => (
        <BaseTrainingForm
          initial={initial}
          pilotId={pilotId}
          readOnly={false}
          trainee={trainee}
          instructor={user.full_name}
          onCancel={done}
          onSubmit={async (values, onProgress) => {
            await create.mutateAsync({ form: toFormData(values, pilotId), onProgress });
            notifySuccess(t("notifications.created"));
            done();
          }}
        />
      )}
    />
  );
}
