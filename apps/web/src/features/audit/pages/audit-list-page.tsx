import VerifiedUserOutlinedIcon from "@mui/icons-material/VerifiedUserOutlined";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import { useQuery } from "@tanstack/react-query";
import { type AuditEntryRow, can } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { Navigate, Link as RouterLink } from "react-router";
import { AuditChanges } from "../../../components/audit/audit-changes";
import { useHistoryWords } from "../../../components/audit/use-history-words";
import type { ListColumn } from "../../../components/list/list-column";
import { ListPage } from "../../../components/list/list-page";
import { useListParams } from "../../../components/list/use-list-params";
import { onDemand } from "../../../components/on-demand";
import { PageHeader } from "../../../components/page-header";
import { useAuth } from "../../../lib/auth";
import { formatDateTime } from "../../../lib/dates";
import { ADMIN_HOME } from "../../../lib/home";
import { auditListQuery } from "../api";
import { AUDIT_LIST } from "../audit-list-config";
import { AUDIT_INTEGRITY_PATH } from "../paths";

// The filters load when the drawer first opens.
const AuditFilterDrawer = onDemand(() =>
  import("../components/audit-filter-drawer").then((module) => module.AuditFilterDrawer),
);

/** `/admin/audit`: every change to every record, newest first. */
export function AuditListPage() {
  const { t } = useTranslation("audit");
  const { user } = useAuth();
  const params = useListParams(AUDIT_LIST);
  const { page, pageSize, filters } = params;
  const allowed = can(user, "audit.view");
  const historyWords = useHistoryWords();
  const list = useQuery({
    ...auditListQuery({
      page,
      pageSize,
      actorId: filters.actor_id,
      entity: filters.entity,
      startDate: filters.start_date,
      endDate: filters.end_date,
    }),
    enabled: allowed,
  });
  if (!user) return null;
  if (!allowed) return <Navigate to={ADMIN_HOME} replace />;

  const columns: ListColumn<AuditEntryRow>[] = [
    { key: "at", header: t("fields.at"), render: (row) => formatDateTime(row.at), nowrap: true },
    {
      key: "actor",
      header: t("fields.actor"),
      title: true,
      render: (row) =>
        row.actor_id ? (
          <Link
            component="button"
            type="button"
            title={t("list.only_by", { name: row.actor_name ?? "" })}
            onClick={() =>
              params.apply({
                filters: { ...filters, actor_id: String(row.actor_id), actor_name: row.actor_name ?? "" },
              })
            }
          >
            {row.actor_name ?? `#${row.actor_id}`}
          </Link>
        ) : (
          t("list.nobody")
        ),
    },
    {
      key: "action",
      header: t("fields.action"),
      render: (row) => historyWords(row).action,
    },
    {
      key: "record",
      header: t("fields.record"),
      render: (row) => `${t(`kinds.${row.entity}`, { defaultValue: row.entity })} #${row.entity_id}`,
      nowrap: true,
    },
    {
      key: "changes",
      header: t("fields.changes"),
      render: (row) => <AuditChanges changes={historyWords(row).changes} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={t("title")}
        actions={
          can(user, "audit.verify") ? (
            <Button
              component={RouterLink}
              to={AUDIT_INTEGRITY_PATH}
              variant="outlined"
              startIcon={<VerifiedUserOutlinedIcon />}
            >
              {t("integrity.link")}
            </Button>
          ) : null
        }
      />
      {filters.actor_id ? (
        <Chip
          sx={{ mb: 2 }}
          label={t("list.by", { name: filters.actor_name || `#${filters.actor_id}` })}
          onDelete={() => params.apply({ filters: { ...filters, actor_id: "", actor_name: "" } })}
        />
      ) : null}
      <ListPage
        params={params}
        query={list}
        rowsOf={(data) => data.audit_list}
        caption={t("list.caption")}
        columns={columns}
        rowKey={(row) => row.id}
        searchLabel={t("list.search")}
        emptyText={t("list.empty")}
        minWidth={900}
        filters={{
          label: t("filters.button"),
          drawer: ({ open, onClose }) => (
            <AuditFilterDrawer
              open={open}
              onClose={onClose}
              filters={filters}
              onApply={(next) => {
                params.apply({ filters: next });
                onClose();
              }}
            />
          ),
        }}
      />
    </>
  );
}
