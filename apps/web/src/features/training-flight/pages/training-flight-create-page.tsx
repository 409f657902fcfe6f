import { useQuery } from "@tanstack/react-query";
import { can } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { useDeviceDraft } from "../../../components/form/use-device-draft";
import { PageHeader } from "../../../components/page-header";
import { PageLoader } from "../../../components/page-loader";
import { useAuth } from "../../../lib/auth";
import { formatDate } from "../../../lib/dates";
import { notifySubmitted } from "../../../lib/device/submit";
import { pilotDetailQuery } from "../../../lib/pilot-queries";
import { useCreateTrainingFlight } from "../api";
import { emptyTrainingFlightForm, toFormData } from "../form/form-values";
import { TrainingFlightForm } from "../form/training-flight-form";
import { readId, trainingFlightPaths } from "../paths";

/** /pilot/training-flight-create?pilot_id=…: an instructor records a flight of another pilot. */
export function TrainingFlightCreatePage() {
  const { t } = useTranslation("training-flight");
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const pilotId = readId(params.get("pilot_id"));
  const allowed = pilotId !== null && can(user, "training_flight.create", { pilot_id: pilotId });
  const pilot = useQuery({ ...pilotDetailQuery(pilotId ?? 0), enabled: allowed });
  const create = useCreateTrainingFlight();
  const listPath = trainingFlightPaths.list("pilot", pilotId);
  const trainee = pilot.data?.full_name ?? "";
  const draft = useDeviceDraft(allowed ? `training-flight-${pilotId}` : null, emptyTrainingFlightForm, {
    title: { key: "training_flight_draft", values: { pilot: trainee } },
    link: `/pilot/training-flight-create?pilot_id=${pilotId}`,
  });

  if (!user) return null;
  // Only an instructor records flights, and never their own (ADR 0010).
  if (!allowed || pilotId === null)
    return <Navigate to={trainingFlightPaths.list("pilot", pilotId)} replace />;
  if (!pilot.data || !draft.initial)
    return pilot.isError ? <Navigate to="/pilot/training-flight" replace /> : <PageLoader />;

  return (
    <>
      <PageHeader title={t("form.title")} back={{ to: listPath, label: t("actions.back") }} />
      <TrainingFlightForm
        // Another pilot's form is a form of its own, from its own draft.
        key={pilotId}
        initial={draft.initial}
        onValuesChange={draft.keep}
        pilotId={pilotId}
        readOnly={false}
        trainee={`${pilot.data.full_name} (${pilot.data.crew_code})`}
        instructor={user.full_name}
        submitLabel={t("actions.save")}
        onCancel={() => {
          void draft.discard();
          navigate(listPath);
        }}
        onSubmit={async (values, onProgress) => {
          const result = await create.mutateAsync({
            form: toFormData(values, pilotId),
            onProgress,
            item: {
              title: {
                key: "training_flight",
                values: { pilot: pilot.data.full_name, date: formatDate(values.sectors[0]?.date_of_sector) },
              },
              link: listPath,
            },
          });
          await draft.discard();
          notifySubmitted(result, t("notifications.created"));
          navigate(listPath);
        }}
      />
    </>
  );
}
