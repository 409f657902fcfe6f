import AssignmentTurnedInIcon from "@mui/icons-material/AssignmentTurnedIn";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  LINE_TRAINING_TYPE_NAMES,
  type LineTrainingType,
  type MyTaskGroup,
  type MyTaskItem,
} from "@trms/shared";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useSettled } from "../../../components/landing-gate";
import { useAuth } from "../../../lib/auth";
import { daysFromNow, getCookie, setCookie } from "../../../lib/cookies";
import { formatDate, formatSimDateTime } from "../../../lib/dates";
import { myTasksQuery, taskKeys } from "../api";
import { TASK_LISTS, taskPath } from "../paths";

/** How long the panel remembers being folded. */
const OPEN_KEPT_DAYS = 365;

/**
 * Whether the panel is open is remembered per account on this browser, in a cookie so that the
 * server renders the panel as the browser will.
 */
const openKey = (userId: number) => `trms-my-tasks-${userId}`;
function readOpen(userId: number): boolean {
  return getCookie(openKey(userId)) !== "0";
}
function storeOpen(userId: number, open: boolean) {
  setCookie(openKey(userId), open ? "1" : "0", daysFromNow(OPEN_KEPT_DAYS));
}

/** Any change made on this screen (an upload from the list, say) may clear a task: ask again. */
function useRefreshAfterChanges() {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type === "updated" && event.mutation.state.status === "success")
          void client.invalidateQueries({ queryKey: taskKeys.all });
      }),
    [client],
  );
}

function TaskLine({ task, ownCrewCode }: { task: MyTaskItem; ownCrewCode: string | null }) {
  const { t } = useTranslation("tasks");
  const who = task.pilot_name ? `${task.pilot_name} (${task.pilot_crew_code})` : (task.pilot_crew_code ?? "");
  // The caller's own form needs only its day; an instructor's names whose form it is.
  const sessionOf = (date: string) =>
    task.pilot_crew_code === ownCrewCode
      ? t("items.session", { date })
      : t("items.session_of", { name: who, date });
  let primary: string;
  let secondary: string;
  switch (task.kind) {
    case "sim_form":
      primary = t(`items.sim_form_stage_${task.stage ?? 1}`);
      secondary = sessionOf(formatSimDateTime(task.date_time));
      break;
    case "line_check_form":
      primary = t(`items.line_check_form_stage_${task.stage ?? 1}`);
      secondary =
        task.pilot_crew_code === ownCrewCode
          ? t("items.line_check_of", { date: formatSimDateTime(task.date_time) })
          : t("items.session_of", { name: who, date: formatSimDateTime(task.date_time) });
      break;
    case "line_check_reading":
      primary = t("items.line_check_reading");
      secondary = t("items.line_check_of", { date: formatSimDateTime(task.date_time) });
      break;
    case "line_training_form":
      primary = t("items.line_training_form", {
        type: LINE_TRAINING_TYPE_NAMES[task.line_training_type as LineTrainingType] ?? "",
      });
      secondary = t("items.started", { date: formatDate(task.date) });
      break;
    case "training_record_approval":
      primary = t("items.approve", {
        kind: t(`record_kinds.${task.record_kind ?? "training_flight"}`),
        date: formatDate(task.date),
      });
      secondary = t("items.instructor", { name: task.instructor_name ?? "" });
      break;
    case "elearning":
      primary = t("items.elearning");
      secondary = t("items.session", { date: formatSimDateTime(task.date_time) });
      break;
  }
  return (
    <ListItemButton component={RouterLink} to={taskPath(task)} sx={{ borderRadius: 1 }}>
      <ListItemText
        primary={primary}
        secondary={secondary}
        slotProps={{ secondary: { sx: { overflowWrap: "anywhere" } } }}
      />
    </ListItemButton>
  );
}

function TaskGroup({ group, ownCrewCode }: { group: MyTaskGroup; ownCrewCode: string | null }) {
  const { t } = useTranslation("tasks");
  const headingId = useId();
  const more = group.total - group.items.length;
  const list = TASK_LISTS[group.kind];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ "& + &": { mt: 1.5 } }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <Typography id={headingId} variant="subtitle2" component="h3">
          {t(`kinds.${group.kind}`)}
        </Typography>
        <Chip size="small" label={group.total} aria-label={t("count", { count: group.total })} />
      </Box>
      <List dense disablePadding>
        {group.items.map((task) => (
          <li key={`${task.kind}-${task.record_kind ?? ""}-${task.id}`}>
            <TaskLine task={task} ownCrewCode={ownCrewCode} />
          </li>
        ))}
      </List>
      {more > 0 ? (
        list ? (
          <Link component={RouterLink} to={list} variant="body2" sx={{ ml: 2 }}>
            {t("more", { count: more })}
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ ml: 2 }}>
            {t("more", { count: more })}
          </Typography>
        )
      ) : null}
    </Box>
  );
}

/**
 * "My tasks": what waits on the signed-in pilot or instructor now, counted per
 * kind, each item a link to the screen where it is done. Collapsible; lazy-loaded.
 */
export default function MyTasksPanel() {
  const { t } = useTranslation("tasks");
  const { user } = useAuth();
  const tasks = useQuery(myTasksQuery());
  const [open, setOpen] = useState(() => (user ? readOpen(user.id) : true));
  const headingId = useId();
  useRefreshAfterChanges();
  useSettled(!tasks.isPending);
  const total = tasks.data?.total ?? 0;
  const groups = tasks.data?.tasks.filter((group) => group.total > 0) ?? [];

  return (
    <Accordion
      expanded={open}
      onChange={(_event, next) => {
        setOpen(next);
        if (user) storeOpen(user.id, next);
      }}
      disableGutters
      data-testid="my-tasks"
      variant="outlined"
      sx={{ mb: 2, borderRadius: 1, "&::before": { display: "none" } }}
      slotProps={{ heading: { component: "h2" } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${headingId}-content`} id={headingId}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
          <AssignmentTurnedInIcon color="primary" fontSize="small" aria-hidden />
          <Typography component="span" sx={{ fontWeight: 500 }}>
            {t("title")}
          </Typography>
          {tasks.data ? (
            <Chip
              size="small"
              color={total > 0 ? "primary" : "default"}
              label={total}
              aria-label={t("count", { count: total })}
            />
          ) : null}
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        {tasks.isPending ? (
          <Skeleton variant="rounded" height={48} role="progressbar" aria-label={t("loading")} />
        ) : tasks.isError ? (
          <Alert severity="warning">{t("failed")}</Alert>
        ) : groups.length === 0 ? (
          <Typography color="text.secondary">{t("empty")}</Typography>
        ) : (
          groups.map((group) => (
            <TaskGroup key={group.kind} group={group} ownCrewCode={user?.crew_code ?? null} />
          ))
        )}
      </AccordionDetails>
    </Accordion>
  );
}
