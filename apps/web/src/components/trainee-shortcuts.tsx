import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { isInstructor } from "@trms/shared";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "../lib/auth";
import { traineesQuery } from "../lib/pilot-queries";

interface TraineeShortcutsProps {
  /** Opens the screen on this pilot. */
  onPick: (pilotId: number) => void;
  /** The button that opens the instructor's own records on this screen. */
  ownLabel: string;
}

/**
 * Under "Choose a pilot" on an instructor's record and trends screens: the pilots they
 * graded, one click each, and their own records last; nothing for other accounts.
 */
export function TraineeShortcuts({ onPick, ownLabel }: TraineeShortcutsProps) {
  const { t } = useTranslation("common");
  const { user } = useAuth();
  const instructor = isInstructor(user);
  const trainees = useQuery({ ...traineesQuery(), enabled: instructor });
  const titleId = useId();
  if (!user || !instructor) return null;
  const others = (trainees.data?.pilots ?? []).filter((pilot) => pilot.pilot_id !== user.pilot_id);
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 3 }}>
      <Typography id={titleId} variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t("trainees.title")}
      </Typography>
      {trainees.isPending ? (
        <Skeleton variant="rounded" height={32} sx={{ maxWidth: 480, mx: "auto" }} />
      ) : others.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("trainees.none")}
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: "none",
            p: 0,
            m: 0,
            display: "flex",
            flexWrap: "wrap",
            gap: 1,
            justifyContent: "center",
          }}
        >
          {others.map((pilot) => (
            <li key={pilot.pilot_id}>
              <Button variant="outlined" size="small" onClick={() => onPick(pilot.pilot_id)}>
                {`${pilot.crew_code} · ${pilot.full_name}`}
              </Button>
            </li>
          ))}
        </Box>
      )}
      {user.pilot_id ? (
        <Button size="small" sx={{ mt: 2 }} onClick={() => onPick(user.pilot_id as number)}>
          {ownLabel}
        </Button>
      ) : null}
    </Box>
  );
}
