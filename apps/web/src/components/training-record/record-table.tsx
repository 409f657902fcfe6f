import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { can, ResultStatus, type TrainingRecordKind, type TrainingRecordRow } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useAuth } from "../../lib/auth";
import { formatDate } from "../../lib/dates";
import { notifySuccess } from "../../lib/notify";
import { ConfirmDialog } from "../confirm-dialog";
import type { ListColumn } from "../list/list-column";
import { ListPage } from "../list/list-page";
import type { ListParams } from "../list/use-list-params";
import { type Area, trainingRecordPaths } from "./paths";
import { RowMenu } from "./row-menu";

interface RecordTableProps<Row extends TrainingRecordRow, Data extends { total: number }> {
  kind: TrainingRecordKind;
  area: Area;
  params: ListParams<undefined>;
  query: UseQueryResult<Data>;
  rowsOf: (data: Data) => Row[];
  /** The row's date (YYYY-MM-DD) and the sort field it is listed by. */
  date: { of: (row: Row) => string; sortKey: string };
  /** The kind's own columns between Date and the approval status. */
  columns: ListColumn<Row>[];
  remove: UseMutationResult<null, Error, number>;
  texts: {
    caption: string;
    search: string;
    empty: string;
    deleteTitle: string;
    /** The confirmation's question about one row. */
    deleteMessage: (date: string) => string;
    deleted: string;
  };
}

/**
 * One pilot's records of a kind with the list kit: No, Date (to the detail), the kind's columns,
 * the approval status, and the row menu (Detail; Delete for role admin after a confirmation).
 */
export function RecordTable<Row extends TrainingRecordRow, Data extends { total: number }>(
  props: RecordTableProps<Row, Data>,
) {
  const { t } = useTranslation("training-record");
  const { user } = useAuth();
  const { kind, area, params, texts } = props;
  const { page, pageSize } = params;
  const [deleting, setDeleting] = useState<{ row: Row; open: boolean } | null>(null);
  const mayDelete = can(user, "training_record.delete");
  const detailOf = (row: Row) => trainingRecordPaths.detail(kind, area, row.id, "view");

  const columns: ListColumn<Row>[] = [
    {
      key: "no",
      header: t("list.columns.no"),
      nowrap: true,
      render: (_row, index) => (page - 1) * pageSize + index + 1,
    },
    {
      key: "date",
      header: t("list.columns.date"),
      sortKey: props.date.sortKey,
      title: true,
      nowrap: true,
      render: (row) => (
        <Link component={RouterLink} to={detailOf(row)} underline="hover" color="inherit">
          {formatDate(props.date.of(row))}
        </Link>
      ),
    },
    ...props.columns,
    {
      key: "status",
      header: t("list.columns.status"),
      nowrap: true,
      render: (row) =>
        row.status === ResultStatus.APPROVED ? (
          <Chip size="small" color="success" variant="outlined" label={t("status.approved")} />
        ) : (
          <Chip size="small" color="warning" variant="outlined" label={t("status.awaiting")} />
        ),
    },
    {
      key: "actions",
      header: "",
      align: "right",
      menu: true,
      render: (row) => (
        <RowMenu
          label={t("actions.row_menu", { date: formatDate(props.date.of(row)) })}
          detailTo={detailOf(row)}
          onDelete={mayDelete ? () => setDeleting({ row, open: true }) : undefined}
        />
      ),
    },
  ];

  const target = deleting?.row;
  return (
    <>
      <ListPage
        params={params}
        query={props.query}
        rowsOf={props.rowsOf}
        caption={texts.caption}
        columns={columns}
        rowKey={(row) => row.id}
        searchLabel={texts.search}
        emptyText={params.keyword ? t("list.empty_filtered") : texts.empty}
        minWidth={640}
      />
      <ConfirmDialog
        open={Boolean(deleting?.open)}
        title={texts.deleteTitle}
        message={texts.deleteMessage(target ? formatDate(props.date.of(target)) : "")}
        confirmLabel={t("actions.delete")}
        cancelLabel={t("actions.cancel")}
        destructive
        busy={props.remove.isPending}
        onConfirm={() => {
          if (!target) return;
          return props.remove.mutateAsync(target.id).then(() => {
            notifySuccess(texts.deleted);
            setDeleting({ row: target, open: false });
          });
        }}
        onClose={() => target && setDeleting({ row: target, open: false })}
      />
    </>
  );
}

/** The Result column of the theory lists: Pass, Fail, or none yet. */
export function useResultColumn<Row extends TrainingRecordRow>(): ListColumn<Row> {
  const { t } = useTranslation("training-record");
  return {
    key: "result",
    header: t("list.columns.result"),
    nowrap: true,
    render: (row) => (
      <Chip
        size="small"
        color={row.result === null ? "default" : row.result ? "success" : "error"}
        label={t(row.result === null ? "result.none" : row.result ? "result.pass" : "result.fail")}
      />
    ),
  };
}

/** The Instructor column, sortable by the instructor's name. */
export function useInstructorColumn<Row extends TrainingRecordRow>(): ListColumn<Row> {
  const { t } = useTranslation("training-record");
  return {
    key: "instructor",
    header: t("list.columns.instructor"),
    sortKey: "instructor_name",
    nowrap: true,
    render: (row) => row.instructor_name,
  };
}
