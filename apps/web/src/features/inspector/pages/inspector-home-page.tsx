import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { PageHeader } from "../../../components/page-header";
import { PageLoader } from "../../../components/page-loader";
import { failureMessage } from "../../../lib/api-error";
import { formatDate } from "../../../lib/dates";
import { TrainingFileSection } from "../../training-file";
import { myPilotsQuery } from "../api";

/**
 * `/inspector`: the pilots an inspector's live grants cover, and the chosen pilot's training file
 * (timeline, signed PDF, whole-file ZIP). Every opening is logged by the server.
 */
export function InspectorHomePage() {
  const { t } = useTranslation("inspector");
  const mine = useQuery(myPilotsQuery());
  const [chosen, setChosen] = useState<number | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  // A page outside the inspector's reads, asked for by address, was refused: say so.
  const refusedPath = (location.state as { refusedPath?: unknown } | null)?.refusedPath;
  if (mine.isLoading) return <PageLoader />;
  if (mine.isError || !mine.data)
    return <Alert severity="error">{failureMessage(mine.error, t("failed"))}</Alert>;
  const { pilots, ends_on } = mine.data;
  const pilot = pilots.find((p) => p.id === chosen) ?? (pilots.length === 1 ? pilots[0] : undefined);
  return (
    <>
      <PageHeader title={t("home.title")} />
      {typeof refusedPath === "string" ? (
        <Alert
          severity="warning"
          sx={{ mb: 2, overflowWrap: "anywhere" }}
          onClose={() => navigate(location.pathname, { replace: true, state: null })}
        >
          {t("home.refused_page", { path: refusedPath })}
        </Alert>
      ) : null}
      <Alert severity="info" sx={{ mb: 2 }}>
        {t("home.window", { end: formatDate(ends_on) })}
      </Alert>
      <Box
        sx={{
          display: "grid",
          gap: 3,
          // The file's table keeps its columns, files last, in full width: the pilots sit beside it
          // only on a screen wide enough for both.
          gridTemplateColumns: { xs: "1fr", xl: "280px minmax(0, 1fr)" },
          alignItems: "start",
        }}
      >
        <Paper
          variant="outlined"
          component="nav"
          aria-label={t("home.pilots")}
          // A fleet's many pilots scroll in their own box above the file.
          sx={{ maxHeight: { xs: 320, xl: "none" }, overflowY: "auto" }}
        >
          <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5 }}>
            {t("home.pilots")}
          </Typography>
          {pilots.length === 0 ? (
            <Typography sx={{ px: 2, py: 1.5 }} color="text.secondary">
              {t("home.no_pilots")}
            </Typography>
          ) : (
            <List dense>
              {pilots.map((p) => (
                <ListItem key={p.id} disablePadding>
                  <ListItemButton selected={p.id === pilot?.id} onClick={() => setChosen(p.id)}>
                    <ListItemText
                      primary={p.full_name}
                      secondary={[p.crew_code, p.fleet].filter(Boolean).join(" · ")}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
        <Box sx={{ minWidth: 0 }}>
          {pilot ? (
            <>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {`${pilot.full_name} · ${pilot.crew_code}`}
              </Typography>
              <TrainingFileSection key={pilot.id} pilot={pilot} area="pilot" />
            </>
          ) : (
            <Typography color="text.secondary">{t("home.choose")}</Typography>
          )}
        </Box>
      </Box>
    </>
  );
}
