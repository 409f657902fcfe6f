import AddIcon from "@mui/icons-material/Add";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import {
  can,
  LINE_TRAINING_TYPE_NAMES,
  LINE_TRAINING_TYPES,
  type LineTraining,
  type LineTrainingType,
} from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { LIST_KEYS } from "../../../components/list/list-address";
import type { ListColumn } from "../../../components/list/list-column";
import { ListPage } from "../../../components/list/list-page";
import { useListParams } from "../../../components/list/use-list-params";
import { onDemand } from "../../../components/on-demand";
import { PageHeader } from "../../../components/page-header";
import { useAuth } from "../../../lib/auth";
import { formatDate, formatDateTime } from "../../../lib/dates";
import { notifySuccess } from "../../../lib/notify";
import { lineTrainingListQuery, useCleanUpLineTraining } from "../api";
import { ChangeStatusDialog } from "../components/change-status-dialog";
import { LineTrainingRowMenu } from "../components/line-training-row-menu";
import { StageUpload } from "../components/stage-upload";
import { SubmissionHistoryDialog } from "../components/submission-history-dialog";
import {
  LINE_TRAINING_LIST,
  LINE_TRAINING_TAB_KEY,
  type LineTrainingArea,
  type LineTrainingTabName,
  lineTrainingPaths,
  readLineTrainingTab,
} from "../list-config";
import { type LineTrainingRowAction, uploadStage } from "../record";

// The filters load when the drawer first opens.
const LineTrainingFilterDrawer = onDemand(() =>
  import("../components/line-training-filter-drawer").then((module) => module.LineTrainingFilterDrawer),
);

const STATUS_COLOR = { 1: "warning", 2: "info", 3: "success" } as const;

/** /admin/line-training and /pilot/line-training (part2 §2): two tabs, one training type at a time. */
export function LineTrainingListPage({ area }: { area: LineTrainingArea }) {
  const { t } = useTranslation("line-training");
  const { user } = useAuth();
  const params = useListParams(LINE_TRAINING_LIST);
  const [address, setAddress] = useSearchParams();
  const { page, pageSize, keyword, filters, sort } = params;
  const tab: LineTrainingTabName = readLineTrainingTab(address.get(LINE_TRAINING_TAB_KEY));
  const allowed = can(user, "line_training.view");
  const list = useQuery({
    ...lineTrainingListQuery({ page, pageSize, keyword, filters, sort, completed: tab === "completed" }),
    enabled: allowed,
  });
  const [open, setOpen] = useState<{ action: LineTrainingRowAction; row: LineTraining } | null>(null);
  const cleanUp = useCleanUpLineTraining();

  if (!user) return null;
  const paths = lineTrainingPaths(area);
  if (!allowed) {
    return (
      <>
        <PageHeader title={t("titles.list")} />
        <Alert severity="info">{t("list.no_access")}</Alert>
      </>
    );
  }

  const chooseTab = (next: LineTrainingTabName) =>
    setAddress(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.delete(LIST_KEYS.page);
        if (next === "completed") changed.set(LINE_TRAINING_TAB_KEY, "completed");
        else changed.delete(LINE_TRAINING_TAB_KEY);
        return changed;
      },
      { replace: true },
    );

  const columns: ListColumn<LineTraining>[] = [
    { key: "index", header: t("fields.index"), render: (_row, i) => (page - 1) * pageSize + i + 1 },
    {
      key: "pilot",
      header: t("fields.pilot"),
      sortKey: "pilot_name",
      title: true,
      render: (row) => (
        <Box sx={{ fontWeight: 500 }}>
          {row.pilot_name ?? ""}
          <Box component="span" sx={{ color: "text.secondary", ml: 1, fontWeight: 400 }}>
            {row.pilot_crew_code}
          </Box>
        </Box>
      ),
    },
    {
      key: "type",
      header: t("fields.line_training_type"),
      render: (row) => LINE_TRAINING_TYPE_NAMES[row.line_training_type],
      nowrap: true,
    },
    {
      key: "start_date",
      header: t("fields.start_date"),
      sortKey: "start_date",
      render: (row) => formatDate(row.start_date),
      nowrap: true,
    },
    {
      key: "last_submission",
      header: t("fields.last_submission"),
      sortKey: "last_submission",
      render: (row) =>
        row.last_submission ? (
          <Box>
            <Box sx={{ whiteSpace: "nowrap" }}>{formatDateTime(row.last_submission.date_of_submission)}</Box>
            <Box sx={{ color: "text.secondary" }}>{row.last_submission.full_name}</Box>
          </Box>
        ) : (
          t("list.no_submission")
        ),
    },
    {
      key: "status",
      header: t("fields.status"),
      render: (row) => (
        <Chip size="small" color={STATUS_COLOR[row.status]} label={t(`status.${row.status}`)} />
      ),
      nowrap: true,
    },
    {
      key: "menu",
      header: t("list.actions"),
      menu: true,
      render: (row) => (
        <LineTrainingRowMenu
          row={row}
          actor={user}
          onAction={(action, chosen) => setOpen({ action, row: chosen })}
        />
      ),
    },
  ];
  const close = () => setOpen(null);
  const stage = open?.action === "upload" ? uploadStage(user, open.row) : null;

  return (
    <>
      <PageHeader
        title={t("titles.list")}
        actions={
          can(user, "line_training.create") ? (
            <Button component={RouterLink} to={paths.create} variant="contained" startIcon={<AddIcon />}>
              {t("actions.create")}
            </Button>
          ) : null
        }
      />
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 2,
          mb: 2,
          borderBottom: 1,
          borderColor: "divider",
        }}
      >
        <Tabs
          value={tab}
          onChange={(_event, next: LineTrainingTabName) => chooseTab(next)}
          aria-label={t("tabs.label")}
        >
          <Tab value="in_progress" label={t("tabs.in_progress")} />
          <Tab value="completed" label={t("tabs.completed")} />
        </Tabs>
        <TextField
          select
          size="small"
          label={t("fields.line_training_type")}
          value={filters.type}
          onChange={(event) =>
            params.apply({ filters: { ...filters, type: Number(event.target.value) as LineTrainingType } })
          }
          sx={{ minWidth: 180, mb: 1 }}
        >
          {LINE_TRAINING_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {LINE_TRAINING_TYPE_NAMES[type]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <ListPage
        params={params}
        query={list}
        rowsOf={(data) => data.line_training_list}
        caption={t("list.caption")}
        columns={columns}
        rowKey={(row) => row.id}
        searchLabel={t("list.search")}
        emptyText={t("list.empty")}
        minWidth={900}
        filters={{
          label: t("actions.filters"),
          drawer: ({ open: drawerOpen, onClose }) => (
            <LineTrainingFilterDrawer
              open={drawerOpen}
              filters={{
                start_date: filters.start_date,
                end_date: filters.end_date,
                filter: (sort.key ?? LINE_TRAINING_LIST.defaultSort.key) as never,
                order: sort.order,
              }}
              onClose={onClose}
              onApply={({ filter, order, ...range }) => {
                params.apply({ filters: { ...filters, ...range }, sort: { key: filter, order } });
                onClose();
              }}
            />
          ),
        }}
      />
      {open?.action === "submissions" ? (
        <SubmissionHistoryDialog lineTraining={open.row} onClose={close} />
      ) : null}
      {open?.action === "upload" && stage !== null ? (
        <StageUpload lineTraining={open.row} order={stage} onClose={close} />
      ) : null}
      {open?.action === "status" ? <ChangeStatusDialog lineTraining={open.row} open onClose={close} /> : null}
      <ConfirmDialog
        open={open?.action === "clean_up"}
        title={t("clean_up.title")}
        message={t("clean_up.message")}
        confirmLabel={t("actions.clean_up")}
        cancelLabel={t("actions.cancel")}
        destructive
        busy={cleanUp.isPending}
        onConfirm={() => {
          if (!open) return;
          cleanUp.mutate(open.row.id, {
            onSuccess: () => {
              notifySuccess(t("notifications.cleaned_up"));
              close();
            },
          });
        }}
        onClose={close}
      />
    </>
  );
}
