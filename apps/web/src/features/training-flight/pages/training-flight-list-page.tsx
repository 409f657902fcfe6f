import { isAdminArea } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { Navigate, useSearchParams } from "react-router";
import { readId } from "../../../components/training-record/paths";
import { RecordListPage } from "../../../components/training-record/record-list-page";
import { useAuth } from "../../../lib/auth";
import { TrainingFlightTable } from "../components/training-flight-table";
import { trainingFlightPaths } from "../paths";

/**
 * /pilot/training-flight (one's own, or ?pilot_id= for an instructor) and
 * /admin/fot/training-flight-list (?pilot_id=, with a picker when none is chosen).
 */
export function TrainingFlightListPage() {
  const { t } = useTranslation("training-flight");
  const { user } = useAuth();
  const [params] = useSearchParams();
  // theory_test arrives through the address (part1 §2): those rows live in the theory list.
  if (params.get("theory_test") === "true") {
    const area = isAdminArea(user) ? "admin" : "pilot";
    return <Navigate to={trainingFlightPaths.theoryList(area, readId(params.get("pilot_id")))} replace />;
  }
  return (
    <RecordListPage
      kind="training_flight"
      title={t("titles.list")}
      texts={{
        own: t("list.own_records"),
        showOwn: t("list.show_own"),
        choose: t("list.choose_pilot_text"),
        recordsOf: (pilot) => t("list.records_of", { name: pilot.full_name, crew_code: pilot.crew_code }),
      }}
      table={(pilotId, area) => <TrainingFlightTable pilotId={pilotId} area={area} />}
    />
  );
}
