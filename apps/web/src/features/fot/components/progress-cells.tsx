import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { FlightType, type FotRow } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useTrainingFlightLabels } from "../../../components/training-record/flight-labels";
import type { Area } from "../../../components/training-record/paths";
import { formatDate } from "../../../lib/dates";
import { fotPaths } from "../paths";

const cellText = { display: "block", color: "text.secondary", fontSize: 13 } as const;

/**
 * Flight progress: the last check flown, its date and outcome, linked to the pilot's checks
 * (?special_flight=true); without a check, how many training flights there are.
 */
export function FlightProgressCell({ row, area }: { row: FotRow; area: Area }) {
  const { t } = useTranslation("fot");
  const labels = useTrainingFlightLabels();
  const { last_check: check, training_flights: flights } = row.flight_progress;
  if (!check) {
    return (
      <Typography variant="body2" color="text.secondary">
        {flights ? t("progress.no_check", { count: flights }) : t("progress.no_flight")}
      </Typography>
    );
  }
  const outcome =
    check.flight_type === FlightType.PROGRESS_CHECK || check.flight_type === FlightType.FINAL_CHECK
      ? check.overall_performance !== null
        ? t("progress.overall", { score: check.overall_performance })
        : null
      : check.normal_progress === null
        ? null
        : t(check.normal_progress ? "progress.normal_progress" : "progress.special_requirements");
  return (
    <Box sx={{ minWidth: 150 }}>
      <Link component={RouterLink} to={fotPaths.specialFlights(area, row.id)} underline="hover">
        {labels.flightType(check.flight_type)}
      </Link>
      <Box component="span" sx={cellText}>
        {[formatDate(check.date_of_flight), outcome].filter(Boolean).join(" · ")}
      </Box>
      {check.grounded ? (
        <Box component="span" sx={{ ...cellText, color: "error.main", fontWeight: 500 }}>
          {t("progress.grounded")}
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * Theory progress: the latest theory test or progress theory report, its date and result,
 * linked to the list of that kind.
 */
export function TheoryProgressCell({ row, area }: { row: FotRow; area: Area }) {
  const { t } = useTranslation("fot");
  const theory = row.theory_progress;
  if (!theory) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t("progress.no_theory")}
      </Typography>
    );
  }
  const isTest = theory.type === "theory_test";
  const outcome = isTest
    ? t(theory.result === null ? "progress.no_result" : theory.result ? "progress.passed" : "progress.failed")
    : t("progress.overall", { score: theory.overall_performance });
  return (
    <Box sx={{ minWidth: 150 }}>
      <Link
        component={RouterLink}
        to={isTest ? fotPaths.theoryTests(area, row.id) : fotPaths.progressTheory(area, row.id)}
        underline="hover"
      >
        {t(isTest ? "progress.theory_test" : "progress.progress_theory")}
      </Link>
      <Box
        component="span"
        sx={{
          ...cellText,
          ...(isTest && theory.result === false ? { color: "error.main", fontWeight: 500 } : {}),
        }}
      >
        {formatDate(theory.date_of_test)} · {outcome}
      </Box>
    </Box>
  );
}
