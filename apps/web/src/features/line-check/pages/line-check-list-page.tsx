import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import DoneIcon from "@mui/icons-material/Done";
import DownloadIcon from "@mui/icons-material/Download";
import ErrorIcon from "@mui/icons-material/Error";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { can, isPilotArea, type LineCheck, type SessionUser } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { DocumentsFolderButton } from "../../../components/documents-folder-button";
import type { ListColumn } from "../../../components/list/list-column";
import { ListPage } from "../../../components/list/list-page";
import { LongText } from "../../../components/list/long-text";
import { useListParams } from "../../../components/list/use-list-params";
import { onDemand } from "../../../components/on-demand";
import { PageHeader } from "../../../components/page-header";
import { ResetHistoryDialog } from "../../../components/workflow/reset-history-dialog";
import { failureMessage } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth";
import { formatSimDateTime } from "../../../lib/dates";
import { notifySubmitted } from "../../../lib/device/submit";
import { notifyError, notifySuccess } from "../../../lib/notify";
import {
  latestLineCheckQuery,
  lineCheckListQuery,
  useDeleteLineCheck,
  useDownloadSecondForm,
  useReadDocuments,
} from "../api";
import { ChangeStatusDialog } from "../components/change-status-dialog";
import { LineCheckRowMenu } from "../components/line-check-row-menu";
import { LineCheckStatusChip } from "../components/line-check-status-chip";
import { ReadDocumentsDialog } from "../components/read-documents-dialog";
import { LINE_CHECK_LIST } from "../list-config";
import { isLineCheckMarked, lineCheckAreaOf, lineCheckPaths } from "../paths";
import { lineCheckRowActions } from "../record";

// The filters load when the drawer first opens.
const LineCheckFilterDrawer = onDemand(() =>
  import("../components/line-check-filter-drawer").then((module) => module.LineCheckFilterDrawer),
);

const person = (crewCode: string, name: string | null) => (name ? `${name} (${crewCode})` : crewCode);
/** The pilot's 'Later' for one line check holds for the rest of the visit. */
const laterKey = (id: number) => `line-check-read-later-${id}`;

/**
 * The reading prompt opens by itself for the pilot's own latest line check while the tables offer
 * its confirmation (part2 §4: its pilot, not yet confirmed).
 */
function useReadingPrompt(user: SessionUser | null) {
  const pilot = isPilotArea(user);
  const latest = useQuery({ ...latestLineCheckQuery(), enabled: pilot });
  const [dismissed, setDismissed] = useState<number | null>(null);
  const check = latest.data?.line_check ?? null;
  const due =
    check &&
    lineCheckRowActions(user, check).includes("read_documents") &&
    dismissed !== check.id &&
    window.sessionStorage.getItem(laterKey(check.id)) === null
      ? check
      : null;
  return {
    due,
    later: (id: number) => {
      window.sessionStorage.setItem(laterKey(id), "1");
      setDismissed(id);
    },
  };
}

/** /admin/line-check and /pilot/line-check (part2 §2). */
export function LineCheckListPage() {
  const { t } = useTranslation("line-check");
  const { user } = useAuth();
  const params = useListParams(LINE_CHECK_LIST);
  const { page, pageSize, keyword, filters, sort } = params;
  const allowed = can(user, "line_check.view");
  const list = useQuery({
    ...lineCheckListQuery({ page, pageSize, keyword, filters, sort }),
    enabled: allowed,
  });
  const remove = useDeleteLineCheck();
  const read = useReadDocuments();
  const download = useDownloadSecondForm();
  const prompt = useReadingPrompt(user);
  const [deleting, setDeleting] = useState<LineCheck | null>(null);
  const [changing, setChanging] = useState<LineCheck | null>(null);
  const [history, setHistory] = useState<LineCheck | null>(null);
  const [reading, setReading] = useState<LineCheck | null>(null);

  if (!user) return null;
  const paths = lineCheckPaths(lineCheckAreaOf(user));
  if (!allowed) {
    return (
      <>
        <PageHeader title={t("titles.list")} />
        <Alert severity="info">{t("list.no_access")}</Alert>
      </>
    );
  }
  const statusLabel = (status: number) => t(`status.${status}`, { defaultValue: String(status) });
  // The downloaded column is for holders of SET_LINE_CHECK_FLAG; its button, like every workflow
  // entry of a row, is there when the tables offer the action on that row.
  const mayFlag = can(user, "line_check.set_downloaded_flag");
  const mayDelete = can(user, "line_check.delete");
  const readTarget = reading ?? prompt.due;

  const columns: ListColumn<LineCheck>[] = [
    { key: "index", header: t("fields.index"), render: (_row, i) => (page - 1) * pageSize + i + 1 },
    {
      key: "pilot",
      header: t("fields.pilot"),
      sortKey: "pilot_name",
      title: true,
      render: (row) => person(row.pilot_crew_code, row.pilot_name),
    },
    {
      key: "instructor",
      header: t("fields.instructor"),
      sortKey: "instructor_name",
      render: (row) => person(row.instructor_crew_code, row.instructor_name),
    },
    {
      key: "line_check_date",
      header: t("fields.line_check_date"),
      sortKey: "line_check_date",
      nowrap: true,
      render: (row) => formatSimDateTime(row.line_check_date),
    },
    {
      key: "sectors",
      header: t("fields.line_check_sectors"),
      render: (row) => <LongText text={row.line_check_sectors} />,
    },
    {
      key: "status",
      header: t("fields.line_check_status"),
      sortKey: "status",
      render: (row) => (
        <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
          <LineCheckStatusChip status={row.line_check_status} onClick={() => setHistory(row)} />
          {isLineCheckMarked(row) ? (
            <ErrorIcon color="error" fontSize="small" titleAccess={t("list.marked")} />
          ) : null}
        </Box>
      ),
    },
  ];
  if (mayFlag) {
    columns.push({
      key: "downloaded",
      header: t("fields.downloaded"),
      align: "center",
      render: (row) =>
        lineCheckRowActions(user, row).includes("set_downloaded_flag") ? (
          <Tooltip
            title={
              row.downloaded_flag === 2 ? t("common:workflow.downloaded") : t("common:workflow.download")
            }
          >
            <IconButton
              size="small"
              color={row.downloaded_flag === 2 ? "success" : "primary"}
              aria-label={t(row.downloaded_flag === 2 ? "row.downloaded" : "row.download", {
                name: person(row.pilot_crew_code, row.pilot_name),
              })}
              disabled={download.isPending}
              onClick={() =>
                download.mutate(row, {
                  onSuccess: () => notifySuccess(t("notifications.downloaded")),
                  onError: (error) =>
                    notifyError(failureMessage(error, t("common:workflow.download_failed"))),
                })
              }
            >
              {row.downloaded_flag === 2 ? <DoneIcon fontSize="small" /> : <DownloadIcon fontSize="small" />}
            </IconButton>
          </Tooltip>
        ) : (
          ""
        ),
    });
  }
  if (mayDelete) {
    columns.push({
      key: "delete",
      header: t("fields.delete"),
      align: "center",
      render: (row) => (
        <IconButton
          size="small"
          color="error"
          aria-label={t("row.delete", { name: person(row.pilot_crew_code, row.pilot_name) })}
          onClick={() => setDeleting(row)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      ),
    });
  }
  columns.push({
    key: "menu",
    header: t("list.actions"),
    align: "right",
    menu: true,
    render: (row) => (
      <LineCheckRowMenu
        actions={lineCheckRowActions(user, row)}
        detailPath={paths.detail(row.id)}
        label={`${person(row.pilot_crew_code, row.pilot_name)} ${formatSimDateTime(row.line_check_date)}`}
        onChangeStatus={() => setChanging(row)}
        onConfirmRead={() => setReading(row)}
      />
    ),
  });

  return (
    <>
      <PageHeader
        title={t("titles.list")}
        actions={
          <>
            <DocumentsFolderButton type="LINE_CHECK" />
            {can(user, "line_check.create") ? (
              <Button component={RouterLink} to={paths.create} variant="contained" startIcon={<AddIcon />}>
                {t("actions.create")}
              </Button>
            ) : null}
          </>
        }
      />
      <ListPage
        params={params}
        query={list}
        rowsOf={(data) => data.line_check_list}
        caption={t("list.caption")}
        columns={columns}
        rowKey={(row) => row.id}
        marked={isLineCheckMarked}
        searchLabel={t("list.search")}
        emptyText={t("list.empty")}
        minWidth={960}
        filters={{
          label: t("actions.filters"),
          drawer: ({ open, onClose }) => (
            <LineCheckFilterDrawer
              open={open}
              filters={{
                ...filters,
                filter: (sort.key ?? LINE_CHECK_LIST.defaultSort.key) as never,
                order: sort.order,
              }}
              onClose={onClose}
              onApply={({ filter, order, ...range }) => {
                params.apply({ filters: range, sort: { key: filter, order } });
                onClose();
              }}
            />
          ),
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t("confirm.delete_title")}
        message={t("confirm.delete_message")}
        confirmLabel={t("actions.delete")}
        cancelLabel={t("common:actions.cancel")}
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t("notifications.deleted"));
              setDeleting(null);
            },
          })
        }
        onClose={() => setDeleting(null)}
      />
      {changing ? <ChangeStatusDialog lineCheck={changing} open onClose={() => setChanging(null)} /> : null}
      <ResetHistoryDialog
        open={history !== null}
        items={history?.line_check_reset_status ?? []}
        status={(status) => (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {statusLabel(status)}
          </Typography>
        )}
        formatDate={formatSimDateTime}
        onClose={() => setHistory(null)}
      />
      <ReadDocumentsDialog
        check={readTarget}
        busy={read.isPending}
        onConfirm={(check) =>
          read.mutate(check, {
            onSuccess: (result) => {
              notifySubmitted(result, t("notifications.read"));
              setReading(null);
            },
          })
        }
        onClose={() => {
          if (reading) setReading(null);
          else if (prompt.due) prompt.later(prompt.due.id);
        }}
      />
    </>
  );
}
