import Box from "@mui/material/Box";
import type { EventReportPilot } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { useNumbers } from "../../../lib/use-numbers";

/** The report's pilots, one per line, each with the minus point they received. */
export function PilotsCell({ pilots }: { pilots: EventReportPilot[] }) {
  const { t } = useTranslation("event-report");
  const numbers = useNumbers();
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: "none", minWidth: 180 }}>
      {pilots.map((pilot) => (
        <Box component="li" key={pilot.pilot_id} sx={{ whiteSpace: "nowrap" }}>
          {pilot.full_name}{" "}
          <Box component="span" sx={{ color: "text.secondary" }}>
            ({pilot.crew_code}) ·{" "}
            {t("fields.minus_point_short", { value: numbers.format(pilot.minus_point) })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
