import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RecordCreatePage } from "../../../components/training-record/record-create-page";
import { notifySuccess } from "../../../lib/notify";
import { useCreateTheoryTest } from "../api";
import { emptyTheoryTestForm, toFormData } from "../form/form-values";
import { TheoryTestForm } from "../form/theory-test-form";

/** /pilot/theory-test/create?pilot_id=…; after the save, the theory test list. */
export function TheoryTestCreatePage() {
  const { t } = useTranslation("theory-test");
  const create = useCreateTheoryTest();
  const [initial] = useState(emptyTheoryTestForm);
  return (
    <RecordCreatePage
      kind="theory_test"
      title={t("form.title")}
      form={({ user, pilotId, trainee, done }) => (
        <TheoryTestForm
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
