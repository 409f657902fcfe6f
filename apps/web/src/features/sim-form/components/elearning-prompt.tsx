import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useQuery } from "@tanstack/react-query";
import { SimPilotOrder } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { GateHold, useSettled } from "../../../components/landing-gate";
import { onDemand } from "../../../components/on-demand";
import { useAuth } from "../../../lib/auth";
import { answered, isEligible, latestOwnSimQuery, remember } from "../elearning-preload";
import { formOf } from "../record";
import { formSubject, simDay } from "./subject";

// The certificate upload loads when the pilot answers Yes.
const ElearningDialog = onDemand(() => import("./elearning-dialog").then((module) => module.ElearningDialog));

/**
 * 'Have you finished elearning (date)?' (part2 §4): on the SIM list, for a pilot (or an instructor
 * flying as pilot) whose latest SIM has their e-learning not done; once per session. A banner, not
 * a modal dialog, so it never stands between the pilot and the list (ADR 0441). Yes opens the
 * certificate upload.
 */
export function ElearningPrompt() {
  return (
    <GateHold>
      <PromptBanner />
    </GateHold>
  );
}

function PromptBanner() {
  const { t } = useTranslation("sim-form");
  const { user } = useAuth();
  const eligible = isEligible(user);
  const [hidden, setHidden] = useState(() => (user ? answered(user.id) : true));
  const [uploading, setUploading] = useState(false);
  const latest = useQuery({ ...latestOwnSimQuery(), enabled: eligible && !hidden });
  // A landing page waits for the answer before it shows its list below.
  useSettled(!latest.isLoading);
  const session = latest.data?.sim_list[0];
  if (!user || !session) return null;
  const order =
    session.first_pilot.pilot_crew_code === user.crew_code
      ? SimPilotOrder.FIRST
      : session.second_pilot.pilot_crew_code === user.crew_code
        ? SimPilotOrder.SECOND
        : null;
  if (order === null) return null;
  const form = formOf(session, order);
  const dismiss = () => {
    remember(user.id);
    setHidden(true);
  };
  const showBanner = !hidden && !form.elearning_completion;

  return (
    <>
      {showBanner ? (
        <Alert
          severity="info"
          role="region"
          aria-label={t("elearning.prompt_label")}
          sx={{ mb: 2, alignItems: "center" }}
          action={
            <Stack direction="row" spacing={1}>
              <Button
                color="inherit"
                size="small"
                variant="outlined"
                onClick={() => {
                  dismiss();
                  setUploading(true);
                }}
              >
                {t("elearning.yes")}
              </Button>
              <Button color="inherit" size="small" onClick={dismiss}>
                {t("elearning.no")}
              </Button>
            </Stack>
          }
        >
          {t("elearning.prompt", { date: simDay(session) })}
        </Alert>
      ) : null}
      <ElearningDialog
        open={uploading}
        onClose={() => setUploading(false)}
        formId={form.form_id}
        subject={formSubject(session, form)}
      />
    </>
  );
}
