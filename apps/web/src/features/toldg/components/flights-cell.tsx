import Box from "@mui/material/Box";
import type { SurveyFlightInput } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";

/** Up to 5 most recent flights of a TO LDG row, one line each: date, take-offs, landings. */
export function FlightsCell({ flights }: { flights: SurveyFlightInput[] }) {
  const { t } = useTranslation("toldg");
  if (flights.length === 0) return <span>—</span>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: "none", fontSize: "0.8125rem", lineHeight: 1.6 }}>
      {flights.map((flight) => (
        <Box component="li" key={flight.flight_date} sx={{ whiteSpace: "nowrap" }}>
          {t("flights.line", {
            date: formatDate(flight.flight_date),
            to: flight.to_number,
            ldg: flight.ldg_number,
          })}
        </Box>
      ))}
    </Box>
  );
}
