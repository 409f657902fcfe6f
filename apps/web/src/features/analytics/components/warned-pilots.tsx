import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useSettled } from "../../../components/landing-gate";
import { pilotsWithWarningsQuery } from "../api";
import { type Area, analyticsPaths } from "../paths";

interface WarnedPilotsProps {
  fleet: string;
  area: Area;
  title: string;
  /** Beside the title: the super administrator's choice of fleet. */
  action?: ReactNode;
  /** At most this many pilots, then a link to the whole list on the trends screen; every one without. */
  limit?: number;
}

/**
 * The pilots whose last three grades slipped on some criterion, each opening their
 * trends: a fleet's for the training office, an instructor's own trainees.
 */
export function WarnedPilots({ fleet, area, title, action, limit }: WarnedPilotsProps) {
  const { t } = useTranslation(["analytics", "training-flight"]);
  const warned = useQuery(pilotsWithWarningsQuery(fleet));
  useSettled(!warned.isPending);
  const headingId = useId();
  const pilots = warned.data?.pilots ?? [];
  const shown = limit === undefined ? pilots : pilots.slice(0, limit);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-testid="warned-pilots"
      sx={{ borderRadius: 2, p: 2, mb: 2 }}
    >
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mb: 0.5 }}>
        <Typography
          id={headingId}
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 500, flex: "1 1 200px" }}
        >
          {title}
        </Typography>
        {action}
      </Box>
      {warned.isError ? (
        <Typography color="error">{warned.error.message}</Typography>
      ) : !warned.data ? (
        <Skeleton variant="rounded" height={48} />
      ) : pilots.length === 0 ? (
        <Typography color="text.secondary">{t("warned.none")}</Typography>
      ) : (
        <>
          <List dense aria-labelledby={headingId}>
            {shown.map((pilot) => (
              <ListItem key={pilot.pilot_id} disableGutters sx={{ display: "block" }}>
                <Link component={RouterLink} to={analyticsPaths.trends(area, pilot.pilot_id)}>
                  {pilot.full_name} ({pilot.crew_code})
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {pilot.criteria
                    .map(
                      (criterion) =>
                        `${criterion.criteria}. ${t(`training-flight:criteria.${criterion.key}`)}: ${criterion.warnings
                          .map((warning) => t(`trends.warning.${warning}`))
                          .join(", ")}`,
                    )
                    .join(" · ")}
                </Typography>
              </ListItem>
            ))}
          </List>
          {shown.length < pilots.length ? (
            <Link component={RouterLink} to={analyticsPaths.trends(area)} variant="body2">
              {t("warned.see_all", { count: pilots.length })}
            </Link>
          ) : null}
        </>
      )}
    </Paper>
  );
}
