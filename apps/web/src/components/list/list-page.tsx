import FileDownloadIcon from "@mui/icons-material/FileDownload";
import FilterListIcon from "@mui/icons-material/FilterList";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import MenuItem from "@mui/material/MenuItem";
import TablePagination from "@mui/material/TablePagination";
import TextField from "@mui/material/TextField";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SortOrder } from "./list-address";
import type { ListColumn } from "./list-column";
import { ListEmpty, ListFailed } from "./list-message";
import { ListView } from "./list-view";
import { SearchField } from "./search-field";
import { NotSynced, notSynced, SyncedAt } from "./synced-at";
import type { ListParams } from "./use-list-params";

export interface ListPageProps<Row, F, Data extends { total: number }> {
  /** The list's state in the address (useListParams). */
  params: ListParams<F>;
  /** The list call for those params. */
  query: UseQueryResult<Data>;
  rowsOf: (data: Data) => Row[];
  caption: string;
  columns: ListColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** Rows shown red (and marked on their card). */
  marked?: (row: Row) => boolean;
  searchLabel: string;
  emptyText: string;
  /** The filter button and the list's own drawer, opened by it. */
  filters?: {
    label: string;
    drawer: (props: { open: boolean; onClose: () => void }) => ReactNode;
  };
  /** A sort choice in the toolbar, for lists without a filter drawer to hold it. */
  sortChoice?: { label: string; options: { key: string; label: string }[] };
  /** An Excel export of the rows the list shows (its search, filters and sort). */
  exportAction?: { label: string; run: () => Promise<void> };
  /** A line under the toolbar (what the colours mean). */
  legend?: ReactNode;
  minWidth?: number;
}

/**
 * Every list screen: toolbar (search, sort, filters, export), the rows as a table or as cards, the
 * loading, empty and failed states, and paging with the list's page sizes. The state lives in the address.
 */
export function ListPage<Row, F, Data extends { total: number }>(props: ListPageProps<Row, F, Data>) {
  const { params, query } = props;
  const { t } = useTranslation("common");
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const rows = query.data ? props.rowsOf(query.data) : undefined;
  const total = query.data?.total ?? 0;
  const { page, pageSize, setPage } = params;

  // A page beyond the last one (an old link, a narrower search) starts over at page 1.
  const rowsOnPage = query.isPlaceholderData ? undefined : rows?.length;
  useEffect(() => {
    if (rowsOnPage === 0 && page > 1) setPage(1);
  }, [rowsOnPage, page, setPage]);

  const failed = query.isError;
  // Offline with nothing synced for this list: said, rather than a skeleton that never ends.
  const neverSynced = notSynced(query);
  const message = neverSynced ? (
    <NotSynced />
  ) : failed ? (
    <ListFailed error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
  ) : rows && rows.length === 0 ? (
    <ListEmpty text={props.emptyText} />
  ) : null;

  const runExport = async () => {
    if (!props.exportAction) return;
    setExporting(true);
    try {
      await props.exportAction.run();
    } finally {
      setExporting(false);
    }
  };

  const pagination =
    !failed && rows && total > 0 ? (
      <TablePagination
        component="div"
        count={total}
        // MUI rejects a page past the last; the effect above brings such a page back to 1.
        page={Math.min(Math.max(0, page - 1), Math.max(0, Math.ceil(total / pageSize) - 1))}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...params.config.pageSizes]}
        onPageChange={(_event, next) => setPage(next + 1)}
        onRowsPerPageChange={(event) => params.setPageSize(Number(event.target.value))}
        labelRowsPerPage={t("list.rows_per_page")}
        labelDisplayedRows={({ from, to, count }) => t("list.displayed", { from, to, count })}
        // On a phone the page-size choice and the page arrows wrap instead of running off screen.
        sx={{ "& .MuiTablePagination-toolbar": { flexWrap: "wrap", justifyContent: "flex-end", pl: 2 } }}
      />
    ) : null;

  return (
    <>
      <Box sx={{ display: "flex", gap: 1.5, mb: 2, alignItems: "center", flexWrap: "wrap" }}>
        <SearchField label={props.searchLabel} value={params.search} onChange={params.setSearch} />
        {props.sortChoice ? <SortChoice params={params} {...props.sortChoice} /> : null}
        {props.filters ? (
          <Badge badgeContent={params.activeFilters} color="secondary">
            <Button variant="outlined" startIcon={<FilterListIcon />} onClick={() => setFiltersOpen(true)}>
              {props.filters.label}
            </Button>
          </Badge>
        ) : null}
        {props.exportAction ? (
          <Button
            variant="outlined"
            startIcon={exporting ? <CircularProgress size={18} aria-hidden /> : <FileDownloadIcon />}
            disabled={exporting}
            onClick={runExport}
            sx={{ ml: { sm: "auto" } }}
          >
            {props.exportAction.label}
          </Button>
        ) : null}
      </Box>
      {props.legend}
      <SyncedAt at={query.dataUpdatedAt} />
      <ListView
        caption={props.caption}
        columns={props.columns}
        rows={failed ? [] : (rows ?? [])}
        rowKey={props.rowKey}
        marked={props.marked}
        sort={
          params.config.sortKeys.length > 0 ? { current: params.sort, onSort: params.toggleSort } : undefined
        }
        skeletonRows={query.isPending && !neverSynced ? Math.min(pageSize, 10) : undefined}
        refreshing={query.isFetching && !query.isPending}
        message={message}
        minWidth={props.minWidth}
        footer={pagination}
      />
      {props.filters?.drawer({ open: filtersOpen, onClose: () => setFiltersOpen(false) })}
    </>
  );
}

/** Sort field and order as two selects, for a list whose sort has no drawer to live in (TO LDG). */
function SortChoice<F>({
  params,
  label,
  options,
}: {
  params: ListParams<F>;
  label: string;
  options: { key: string; label: string }[];
}) {
  const { t } = useTranslation("common");
  const sort = params.sort;
  return (
    <>
      <TextField
        select
        size="small"
        label={label}
        value={sort.key ?? ""}
        onChange={(event) => params.apply({ sort: { key: event.target.value, order: sort.order } })}
        sx={{ minWidth: 200, flex: { xs: "1 1 160px", sm: "0 0 auto" } }}
      >
        {options.map((option) => (
          <MenuItem key={option.key} value={option.key}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t("list.order")}
        value={sort.order}
        onChange={(event) =>
          params.apply({ sort: { key: sort.key, order: event.target.value as SortOrder } })
        }
        sx={{ minWidth: 150, flex: { xs: "1 1 120px", sm: "0 0 auto" } }}
      >
        <MenuItem value="+">{t("list.ascending")}</MenuItem>
        <MenuItem value="-">{t("list.descending")}</MenuItem>
      </TextField>
    </>
  );
}
