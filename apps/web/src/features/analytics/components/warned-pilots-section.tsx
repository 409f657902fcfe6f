import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { FLEETS, fleetScope, isAdminArea, isInstructor } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "../../../lib/auth";
import { ownWarnedFleet } from "../api";
import { WarnedPilots } from "./warned-pilots";

/**
 * The pilots with an open warning for the signed-in account: its own fleet's, an instructor's own
 * trainees; the super administrator, who works within no fleet, chooses one (their own first).
 * Loaded on its own, so the pages that show it (a landing page among them) stay light.
 */
export default function WarnedPilotsSection({ limit }: { limit?: number }) {
  const { t } = useTranslation("analytics");
  const { user } = useAuth();
  const [fleet, setFleet] = useState(() => ownWarnedFleet(user));
  if (!user) return null;
  const chooses = fleetScope(user) === null;
  return (
    <WarnedPilots
      fleet={fleet}
      area={isAdminArea(user) ? "admin" : "pilot"}
      limit={limit}
      title={isInstructor(user) ? t("warned.title_trainees") : t("warned.title", { fleet })}
      action={
        chooses ? (
          <TextField
            select
            size="small"
            label={t("filters.fleet")}
            value={fleet}
            onChange={(event) => setFleet(event.target.value)}
            sx={{ minWidth: 120 }}
          >
            {FLEETS.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        ) : null
      }
    />
  );
}
