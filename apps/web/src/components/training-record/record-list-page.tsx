import PersonSearchIcon from "@mui/icons-material/PersonSearch";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { can, type TrainingRecordKind } from "@trms/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useAuth } from "../../lib/auth";
import { pilotDetailQuery } from "../../lib/pilot-queries";
import { PageHeader } from "../page-header";
import { TraineeShortcuts } from "../trainee-shortcuts";
import { CreateMenu } from "./create-menu";
import { type Area, listPilotId, recordListPilot } from "./paths";
import { PilotPicker } from "./pilot-picker";
import { RecordKindTabs } from "./record-kind-tabs";

interface RecordListPageProps {
  kind: TrainingRecordKind;
  title: string;
  texts: {
    /** Beside the picker when a pilot-area account looks at their own records. */
    own: string;
    /** The instructor's button to their own records, under their trainees. */
    showOwn: string;
    /** Under "Choose a pilot" in the admin area before a pilot is chosen. */
    choose: string;
    /** The heading over another pilot's records. */
    recordsOf: (pilot: { full_name: string; crew_code: string }) => string;
  };
  /** The chosen pilot's records. */
  table: (pilotId: number, area: Area) => ReactNode;
}

/**
 * One pilot's training records of one kind: the caller's own in the pilot area, or the
 * pilot in ?pilot_id= (chosen with the picker by those who may browse pilots); an instructor looking
 * at another pilot gets the Create menu of the four kinds.
 */
export function RecordListPage({ kind, title, texts, table }: RecordListPageProps) {
  const { t } = useTranslation("training-record");
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const { area, pilotId, viewingOther } = recordListPilot(user, params);
  const pilot = useQuery({ ...pilotDetailQuery(pilotId ?? 0), enabled: viewingOther });

  if (!user) return null;
  const canPick = can(user, "pilot.browse");
  const choose = (id: number) => {
    const named = listPilotId(user, id);
    setParams(named === null ? {} : { pilot_id: String(named) }, { replace: false });
  };
  const picked = viewingOther && pilot.data ? pilot.data : null;

  return (
    <>
      <PageHeader
        title={title}
        actions={
          viewingOther && pilotId && can(user, "training_record.create", { pilot_id: pilotId }) ? (
            <CreateMenu pilotId={pilotId} />
          ) : null
        }
      />
      <RecordKindTabs
        current={kind}
        area={area}
        pilotId={pilotId === null ? null : listPilotId(user, pilotId)}
      />
      {canPick ? (
        <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap", mb: 2 }}>
          <PilotPicker value={picked} onChange={choose} />
          {viewingOther || pilotId === null || area !== "pilot" ? null : (
            <Typography variant="body2" color="text.secondary">
              {texts.own}
            </Typography>
          )}
        </Box>
      ) : null}
      {viewingOther && pilot.data ? (
        <Typography variant="subtitle1" component="h2" sx={{ mb: 2, fontWeight: 500 }}>
          {texts.recordsOf(pilot.data)}
        </Typography>
      ) : null}
      {pilotId ? (
        <Box key={pilotId}>{table(pilotId, area)}</Box>
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: 2, py: 6, px: 2, textAlign: "center" }}>
          <PersonSearchIcon color="action" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
          <Typography variant="h6" component="p">
            {t("list.choose_pilot_title")}
          </Typography>
          <Typography color="text.secondary">{texts.choose}</Typography>
          <TraineeShortcuts onPick={choose} ownLabel={texts.showOwn} />
        </Paper>
      )}
    </>
  );
}
