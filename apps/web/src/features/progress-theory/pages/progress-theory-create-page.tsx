import { useTranslation } from "react-i18next";
import { RecordCreatePage } from "../../../components/training-record/record-create-page";
import { notifySuccess } from "../../../lib/notify";
import { useCreateProgressTheory } from "../api";
import { emptyProgressTheoryForm, toFormData } from "../form/form-values";
import { ProgressTheoryForm } from "../form/progress-theory-form";

/** /pilot/progress-theory/create?pilot_id=…; after the save, the theory test list. */
export function ProgressTheoryCreatePage() {
  const { t } = useTranslation("progress-theory");
  const create = useCreateProgressTheory();

  return (
    <RecordCreatePage
      kind="progress_theory"
      title={t("form.title")}
      form={({ user, pilotId, trainee, done }) => (
        <ProgressTheoryForm
          initial={emptyProgressTheoryForm(user.pilot_id)}
          instructors={user.pilot_id ? [{ id: user.pilot_id, full_name: user.full_name }] : []}
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
