import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import {
  can,
  fleetScope,
  LEDGER_SORT_FIELDS,
  LEDGER_VALIDITIES,
  type LedgerRow,
  VALIDITY_EXPIRING_DAYS,
} from "@trms/shared";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { LandingGate } from "../../../components/landing-gate";
import type { ListColumn } from "../../../components/list/list-column";
import { ListPage } from "../../../components/list/list-page";
import { useListParams } from "../../../components/list/use-list-params";
import { onDemand } from "../../../components/on-demand";
import { PageHeader } from "../../../components/page-header";
import { failureMessage } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth";
import { ADMIN_HOME } from "../../../lib/home";
import { notifyError } from "../../../lib/notify";
import { WarnedPilotsPanel } from "../../analytics";
import { downloadLedgerExport, ledgerListParamsFor, ledgerListQuery } from "../api";
import { LedgerFigures } from "../components/ledger-figures";
import { ValidityCell } from "../components/validity-cell";
import { LEDGER_LIST } from "../ledger-list-config";

/** The dashboard lists this many pilots with a warning; the trends screen lists them all. */
const WARNED_ON_DASHBOARD = 5;

// The filters load when the drawer first opens.
const LedgerFilterDrawer = onDemand(() =>
  import("../components/ledger-filter-drawer").then((module) => module.LedgerFilterDrawer),
);

/** The admin dashboard: real figures, then every pilot's validities. */
export function LedgerPage() {
  const { t } = useTranslation("ledger");
  const { user: actor } = useAuth();
  const params = useListParams(LEDGER_LIST);
  const listParams = ledgerListParamsFor(params);
  const { keyword, filters, sortBy, order } = listParams;
  const allowed = can(actor, "ledger.view");
  // The call the route's loader may have started already (prefetchDashboard), under the same key.
  const list = useQuery({ ...ledgerListQuery(listParams), enabled: allowed });

  if (!actor) return null;
  if (!allowed) return <Navigate to={ADMIN_HOME} replace />;

  const exportRows = async () => {
    try {
      await downloadLedgerExport({ keyword, filters, sortBy, order });
    } catch (error) {
      notifyError(failureMessage(error, t("export.failed")));
    }
  };

  const columns: ListColumn<LedgerRow>[] = [
    {
      key: "crew_code",
      header: t("fields.crew_code"),
      sortKey: "crew_code",
      render: (row) => row.crew_code,
      nowrap: true,
    },
    {
      key: "full_name",
      header: t("fields.full_name"),
      sortKey: "full_name",
      title: true,
      render: (row) => row.full_name,
    },
    {
      key: "fleet",
      header: t("fields.fleet"),
      sortKey: "fleet",
      render: (row) => row.fleet ?? "",
      nowrap: true,
    },
    ...LEDGER_VALIDITIES.map(
      (key): ListColumn<LedgerRow> => ({
        key,
        header: t(`validity.${key}`),
        sortKey: key,
        render: (row) => <ValidityCell validity={row.validities[key]} kind={key} />,
      }),
    ),
  ];

  return (
    <>
      <PageHeader title={t("title")} />
      <LandingGate>
        <LedgerFigures />
        {/* The pilots whose grades slipped, for the training office. */}
        <WarnedPilotsPanel area="admin" limit={WARNED_ON_DASHBOARD} />
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t("list.caption")}
        </Typography>
        <ListPage
          params={params}
          query={list}
          rowsOf={(data) => data.pilots}
          caption={t("list.caption")}
          columns={columns}
          rowKey={(row) => row.pilot_id}
          searchLabel={t("list.search")}
          emptyText={t("list.empty")}
          minWidth={960}
          sortChoice={{
            label: t("list.sort_by"),
            options: LEDGER_SORT_FIELDS.map((field) => ({
              key: field,
              label: (LEDGER_VALIDITIES as readonly string[]).includes(field)
                ? t(`validity.${field}`)
                : t(`fields.${field}`),
            })),
          }}
          filters={{
            label: t("filters.button"),
            drawer: ({ open, onClose }) => (
              <LedgerFilterDrawer
                open={open}
                onClose={onClose}
                filters={filters}
                showFleet={fleetScope(actor) === null}
                onApply={(next) => {
                  params.apply({ filters: next });
                  onClose();
                }}
              />
            ),
          }}
          exportAction={{ label: t("export.button"), run: exportRows }}
          legend={
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t("list.legend", { days: VALIDITY_EXPIRING_DAYS })}
            </Typography>
          }
        />
      </LandingGate>
    </>
  );
}
