import PersonSearchIcon from "@mui/icons-material/PersonSearch";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { can, isAdminArea } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { Navigate, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/page-header";
import { useAuth } from "../../../lib/auth";
import { pilotDetailQuery } from "../../pilots/api";
import { PilotPicker } from "../../pilots/components/pilot-picker";
import { CreateMenu } from "../components/create-menu";
import { TrainingFlightTable } from "../components/training-flight-table";
import { readId, trainingFlightPaths } from "../paths";

/**
 * /pilot/training-flight (one's own, or ?pilot_id= for an instructor) and
 * /admin/fot/training-flight-list (?pilot_id=, with a picker when none is chosen).
 */
export function TrainingFlightListPage() {
  const { t } = useTranslation("training-flight");
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const area = isAdminArea(user) ? "admin" : "pilot";
  const requested = readId(params.get("pilot_id"));
  const pilotId = requested ?? (area === "pilot" ? (user?.pilot_id ?? null) : null);
  const viewingOther = pilotId !== null && pilotId !== user?.pilot_id;
  const pilot = useQuery({ ...pilotDetailQuery(pilotId ?? 0), enabled: viewingOther });

  if (!user) return null;
  // theory_test arrives through the address (part1 §2): those rows live in the theory list.
  if (params.get("theory_test") === "true")
    return <Navigate to={trainingFlightPaths.theoryList(area, pilotId)} replace />;

  const canPick = can(user, "pilot.browse");
  const choose = (id: number) =>
    setParams(id === user.pilot_id ? {} : { pilot_id: String(id) }, { replace: false });
  const picked = viewingOther && pilot.data ? pilot.data : null;

  return (
    <>
      <PageHeader
        title={t("titles.list")}
        actions={
          viewingOther && pilotId && can(user, "training_flight.create", { pilot_id: pilotId }) ? (
            <CreateMenu pilotId={pilotId} />
          ) : null
        }
      />
      {canPick ? (
        <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap", mb: 2 }}>
          <PilotPicker value={picked} onChange={choose} />
          {viewingOther ? null : area === "pilot" ? (
            <Typography variant="body2" color="text.secondary">
              {t("list.own_records")}
            </Typography>
          ) : null}
        </Box>
      ) : null}
      {viewingOther && pilot.data ? (
        <Typography variant="subtitle1" component="h2" sx={{ mb: 2, fontWeight: 500 }}>
          {t("list.records_of", { name: pilot.data.full_name, crew_code: pilot.data.crew_code })}
        </Typography>
      ) : null}
      {pilotId ? (
        <TrainingFlightTable key={pilotId} pilotId={pilotId} area={area} />
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: 2, py: 6, px: 2, textAlign: "center" }}>
          <PersonSearchIcon color="action" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
          <Typography variant="h6" component="p">
            {t("list.choose_pilot_title")}
          </Typography>
          <Typography color="text.secondary">{t("list.choose_pilot_text")}</Typography>
        </Paper>
      )}
    </>
  );
}
