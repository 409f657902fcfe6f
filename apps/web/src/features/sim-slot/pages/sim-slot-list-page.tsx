import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { useQuery } from "@tanstack/react-query";
import { can, type SimSlot, simSlotFleet } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import type { ListColumn } from "../../../components/list/list-column";
import { ListPage } from "../../../components/list/list-page";
import { useListParams } from "../../../components/list/use-list-params";
import { onDemand } from "../../../components/on-demand";
import { PageHeader } from "../../../components/page-header";
import { useAuth } from "../../../lib/auth";
import { notifySuccess } from "../../../lib/notify";
import { simSlotListQuery, useDeleteSimSlot } from "../api";
import { SIM_SLOT_LIST } from "../list-config";

// The filters load when the drawer first opens.
const SimSlotFilterDrawer = onDemand(() =>
  import("../components/sim-slot-filter-drawer").then((module) => module.SimSlotFilterDrawer),
);

/** SIM slots (part2 §2): each fleet's labelled four-hour periods; managers add, edit and delete them. */
export function SimSlotListPage() {
  const { t } = useTranslation("sim-slot");
  const { user: actor } = useAuth();
  const params = useListParams(SIM_SLOT_LIST);
  const { page, pageSize, keyword, filters } = params;
  const list = useQuery(simSlotListQuery({ keyword, type: filters.type }));
  const remove = useDeleteSimSlot();
  // The dialog keeps its slot while it fades out, so its wording does not change on close.
  const [deleting, setDeleting] = useState<{ slot: SimSlot; open: boolean } | null>(null);

  if (!actor) return null;
  const manages = (slot?: SimSlot) => can(actor, "sim_slot.manage", slot ? { type: slot.type } : undefined);

  const closeDelete = () => deleting && setDeleting({ slot: deleting.slot, open: false });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.slot.id, {
      onSuccess: () => {
        notifySuccess(t("notifications.deleted"));
        closeDelete();
      },
    });
  };

  const columns: ListColumn<SimSlot>[] = [
    { key: "index", header: t("fields.index"), render: (_row, i) => (page - 1) * pageSize + i + 1 },
    {
      key: "slot",
      header: t("fields.slot"),
      title: true,
      render: (row) => <Box sx={{ fontWeight: 500 }}>{row.slot}</Box>,
      nowrap: true,
    },
    { key: "type", header: t("fields.type"), render: (row) => simSlotFleet(row.type), nowrap: true },
    { key: "start", header: t("fields.start"), render: (row) => row.start, nowrap: true },
    { key: "end", header: t("fields.end"), render: (row) => row.end, nowrap: true },
  ];
  // Edit and delete only for those who manage slots, and per row only within their fleet.
  if (manages())
    columns.push({
      key: "actions",
      header: t("fields.actions"),
      align: "right",
      menu: true,
      render: (row) =>
        manages(row) ? (
          <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 0.5 }}>
            <Tooltip title={t("actions.edit")}>
              <IconButton
                component={RouterLink}
                to={`/admin/sim-slot/detail/${row.id}`}
                aria-label={t("actions.edit_named", { slot: row.slot, fleet: simSlotFleet(row.type) })}
                size="small"
              >
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t("actions.delete")}>
              <IconButton
                onClick={() => setDeleting({ slot: row, open: true })}
                aria-label={t("actions.delete_named", { slot: row.slot, fleet: simSlotFleet(row.type) })}
                size="small"
                color="error"
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        ) : null,
    });

  return (
    <>
      <PageHeader
        title={t("titles.list")}
        actions={
          manages() ? (
            <Button
              component={RouterLink}
              to="/admin/sim-slot/create"
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t("actions.create")}
            </Button>
          ) : null
        }
      />
      <ListPage
        params={params}
        query={list}
        rowsOf={(data) => data.slots.slice((page - 1) * pageSize, page * pageSize)}
        caption={t("list.caption")}
        columns={columns}
        rowKey={(row) => row.id}
        searchLabel={t("list.search")}
        emptyText={t("list.empty")}
        filters={{
          label: t("filters.button"),
          drawer: ({ open, onClose }) => (
            <SimSlotFilterDrawer
              open={open}
              filters={filters}
              onApply={(next) => params.apply({ filters: next })}
              onClose={onClose}
            />
          ),
        }}
      />
      <ConfirmDialog
        open={Boolean(deleting?.open)}
        title={t("confirm.delete_title")}
        message={t("confirm.delete_message")}
        confirmLabel={t("actions.delete")}
        cancelLabel={t("actions.cancel")}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={closeDelete}
      />
    </>
  );
}
