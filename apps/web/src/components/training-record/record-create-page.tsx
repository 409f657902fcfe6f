import { useQuery } from "@tanstack/react-query";
import { can, type SessionUser, type TrainingRecordKind } from "@trms/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { useAuth } from "../../lib/auth";
import { pilotDetailQuery } from "../../lib/pilot-queries";
import { PageHeader } from "../page-header";
import { PageLoader } from "../page-loader";
import { readId, trainingRecordPaths } from "./paths";

export interface RecordCreateContext {
  user: SessionUser;
  pilotId: number;
  /** "Full name (crew code)" of the trainee. */
  trainee: string;
  /** Back to the list the record lands in. */
  done: () => void;
}

interface RecordCreatePageProps {
  kind: TrainingRecordKind;
  title: string;
  form: (context: RecordCreateContext) => ReactNode;
}

/**
 * `/pilot/<kind>/create?pilot_id=…`: an instructor writes a record of another pilot; anyone
 * else, or a missing pilot, goes back to the kind's list. After a save the app shows that list.
 */
export function RecordCreatePage({ kind, title, form }: RecordCreatePageProps) {
  const { t } = useTranslation("training-record");
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const pilotId = readId(params.get("pilot_id"));
  const allowed = pilotId !== null && can(user, "training_record.create", { pilot_id: pilotId });
  const pilot = useQuery({ ...pilotDetailQuery(pilotId ?? 0), enabled: allowed });

  if (!user) return null;
  const listPath = trainingRecordPaths.list(kind, "pilot", pilotId);
  if (!allowed || pilotId === null) return <Navigate to={listPath} replace />;
  if (!pilot.data)
    return pilot.isError ? <Navigate to={trainingRecordPaths.list(kind, "pilot")} replace /> : <PageLoader />;

  return (
    <>
      <PageHeader title={title} back={{ to: listPath, label: t("actions.back_to_list") }} />
      {form({
        user,
        pilotId,
        trainee: `${pilot.data.full_name} (${pilot.data.crew_code})`,
        done: () => navigate(listPath),
      })}
    </>
  );
}
