import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import {
  can,
  isInstructor,
  LINE_TRAINING_TYPE_NAMES,
  LINE_TRAINING_TYPES,
  type LineTrainingType,
} from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { ActionButton } from "../../../components/form/action-button";
import { PageHeader } from "../../../components/page-header";
import { type PickedPilot, PilotPicker } from "../../../components/pilot-picker";
import { ApiError, failureMessage } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth";
import { notifySuccess } from "../../../lib/notify";
import { useCreateLineTraining } from "../api";
import { type LineTrainingArea, lineTrainingPaths } from "../list-config";

/**
 * /…/line-training/create (part2 §5: pilot and training type required). A pilot creates their own;
 * an instructor and the office pick the pilot.
 */
export function LineTrainingCreatePage({ area }: { area: LineTrainingArea }) {
  const { t } = useTranslation("line-training");
  const { user } = useAuth();
  const navigate = useNavigate();
  const create = useCreateLineTraining();
  const paths = lineTrainingPaths(area);
  const ownOnly = area === "pilot" && !isInstructor(user);
  const self: PickedPilot | null = user?.crew_code
    ? { crew_code: user.crew_code, full_name: user.full_name }
    : null;
  const [pilot, setPilot] = useState<PickedPilot | null>(ownOnly ? self : null);
  const [type, setType] = useState<LineTrainingType | "">("");
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  if (!can(user, "line_training.create")) return <Navigate to={paths.list} replace />;

  const pilotError =
    fieldErrors.pilot_crew_code ?? (touched && !pilot ? t("validation.pilot_required") : undefined);
  const typeError =
    fieldErrors.line_training_type ?? (touched && type === "" ? t("validation.type_required") : undefined);

  const save = async () => {
    setTouched(true);
    setError(null);
    setFieldErrors({});
    if (!pilot || type === "") return;
    try {
      await create.mutateAsync({
        pilot_crew_code: pilot.crew_code,
        pilot_name: pilot.full_name,
        line_training_type: type,
      });
      notifySuccess(t("notifications.created"));
      navigate(`${paths.list}${type === 1 ? "" : `?type=${type}`}`);
    } catch (failure) {
      if (failure instanceof ApiError && failure.details?.length) {
        setFieldErrors(Object.fromEntries(failure.details.map((detail) => [detail.path, detail.message])));
      } else setError(failureMessage(failure, t("create.failed")));
    }
  };

  return (
    <>
      <PageHeader title={t("titles.create")} back={{ to: paths.list, label: t("actions.back_to_list") }} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <Box sx={{ display: "grid", gap: 2.5 }}>
          {ownOnly ? (
            <TextField
              label={t("fields.pilot")}
              value={self ? `${self.crew_code} · ${self.full_name}` : ""}
              disabled
            />
          ) : (
            <PilotPicker
              label={t("fields.pilot")}
              value={pilot}
              onChange={setPilot}
              activeOnly
              required
              error={pilotError}
            />
          )}
          <TextField
            select
            required
            label={t("fields.line_training_type")}
            value={type}
            onChange={(event) => setType(Number(event.target.value) as LineTrainingType)}
            error={Boolean(typeError)}
            helperText={typeError}
          >
            {LINE_TRAINING_TYPES.map((value) => (
              <MenuItem key={value} value={value}>
                {LINE_TRAINING_TYPE_NAMES[value]}
              </MenuItem>
            ))}
          </TextField>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <Box sx={{ display: "flex", gap: 1.5, justifyContent: "flex-end" }}>
            <Button onClick={() => navigate(paths.list)}>{t("actions.cancel")}</Button>
            <ActionButton variant="contained" pending={create.isPending} onClick={save}>
              {t("actions.save")}
            </ActionButton>
          </Box>
        </Box>
      </Paper>
    </>
  );
}
