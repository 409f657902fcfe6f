import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { pilotsWithWarningsQuery } from "../api";
import { type Area, analyticsPaths } from "../paths";

/**
 * The pilots whose last three grades slipped on some criterion (issue 30 item 2), each opening their
 * trends: a fleet's for the training office, an instructor's own trainees.
 */
export function WarnedPilots({ fleet, area }: { fleet: string; area: Area }) {
  const { t } = useTranslation(["analytics", "training-flight"]);
  const warned = useQuery(pilotsWithWarningsQuery(fleet));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="warned-title"
      sx={{ borderRadius: 2, p: 2, mb: 2 }}
    >
      <Typography id="warned-title" variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
        {t("warned.title", { fleet })}
      </Typography>
      {warned.isError ? (
        <Typography color="error">{warned.error.message}</Typography>
      ) : !warned.data ? (
        <Skeleton variant="rounded" height={48} />
      ) : warned.data.pilots.length === 0 ? (
        <Typography color="text.secondary">{t("warned.none")}</Typography>
      ) : (
        <List dense>
          {warned.data.pilots.map((pilot) => (
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
      )}
    </Paper>
  );
}
