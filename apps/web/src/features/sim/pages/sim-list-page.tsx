import AddIcon from "@mui/icons-material/Add";
import EventIcon from "@mui/icons-material/Event";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { useQuery } from "@tanstack/react-query";
import { can, isInstructor, type SimSession } from "@trms/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { DocumentsFolderButton } from "../../../components/documents-folder-button";
import { LandingGate } from "../../../components/landing-gate";
import { LIST_KEYS } from "../../../components/list/list-address";
import { ListPage } from "../../../components/list/list-page";
import { useListParams } from "../../../components/list/use-list-params";
import { onDemand } from "../../../components/on-demand";
import { PageHeader } from "../../../components/page-header";
import { useAuth } from "../../../lib/auth";
import { notifySuccess } from "../../../lib/notify";
import { isSimSessionMarked, simAreaOf, simPaths } from "../../../lib/sim-session";
import { WarnedPilotsPanel } from "../../analytics";
import { ElearningPrompt, simFormListColumns } from "../../sim-form";
import { MyTasks } from "../../tasks";
import { simListParamsFor, simListQuery, useDeleteSim } from "../api";
import { simColumns } from "../components/sim-columns";
import { readSimTab, SIM_LIST, SIM_TAB_KEY, type SimTab } from "../list-config";

/** The landing page lists this many trainees with a warning; the trends screen lists them all. */
const WARNED_ON_LANDING = 5;

// The calendar loads when first opened.
const CalendarDialog = onDemand(() =>
  import("../components/calendar-dialog").then((module) => module.CalendarDialog),
);

// The filters load when the drawer first opens.
const SimFilterDrawer = onDemand(() =>
  import("../components/sim-filter-drawer").then((module) => module.SimFilterDrawer),
);

/**
 * /admin/sim and /pilot/sim/list (part2 §2): every session the caller may see; an instructor
 * switches between the sessions they instruct and the ones they fly in.
 */
export function SimListPage() {
  const { t } = useTranslation("sim");
  const { t: tForm } = useTranslation("sim-form");
  const { user } = useAuth();
  const params = useListParams(SIM_LIST);
  const [address, setAddress] = useSearchParams();
  const { filters, sort } = params;
  const instructor = isInstructor(user);
  const tab: SimTab = readSimTab(address.get(SIM_TAB_KEY));
  const allowed = can(user, "sim.view");
  // The call the route's loader may have started already (prefetchSimList), under the same key.
  const list = useQuery({ ...simListQuery(simListParamsFor(user, params, tab)), enabled: allowed });
  const remove = useDeleteSim();
  const [deleting, setDeleting] = useState<{ session: SimSession; open: boolean } | null>(null);
  const [calendarOpen, setCalendarOpen] = useState(false);

  if (!user) return null;
  const paths = simPaths(simAreaOf(user));
  if (!allowed) {
    return (
      <>
        <PageHeader title={t("titles.list")} />
        <Alert severity="info">{t("list.no_access")}</Alert>
      </>
    );
  }

  const chooseTab = (next: SimTab) =>
    setAddress(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.delete(LIST_KEYS.page);
        if (next === "pilot") changed.set(SIM_TAB_KEY, "pilot");
        else changed.delete(SIM_TAB_KEY);
        return changed;
      },
      { replace: true },
    );

  const columns = simColumns({
    t,
    editPath: can(user, "sim.edit") ? paths.detail : undefined,
    onDelete: can(user, "sim.delete") ? (session) => setDeleting({ session, open: true }) : undefined,
    ...simFormListColumns(user, tForm),
  });
  const target = deleting?.session;

  return (
    <>
      <PageHeader
        title={t("titles.list")}
        actions={
          <>
            <DocumentsFolderButton type="SIM" />
            {can(user, "sim.calendar") ? (
              <Button variant="outlined" startIcon={<EventIcon />} onClick={() => setCalendarOpen(true)}>
                {t("calendar.button")}
              </Button>
            ) : null}
            {can(user, "sim.create") ? (
              <>
                <Button
                  component={RouterLink}
                  to={paths.createFromFile}
                  variant="outlined"
                  startIcon={<UploadFileIcon />}
                >
                  {t("actions.create_from_file")}
                </Button>
                <Button component={RouterLink} to={paths.create} variant="contained" startIcon={<AddIcon />}>
                  {t("actions.create")}
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <LandingGate>
        <MyTasks />
        {/* An instructor's trainees whose grades slipped, where they land each day. */}
        <WarnedPilotsPanel area="pilot" limit={WARNED_ON_LANDING} />
        <ElearningPrompt />
        {instructor ? (
          <Tabs
            value={tab}
            onChange={(_event, next: SimTab) => chooseTab(next)}
            aria-label={t("tabs.label")}
            sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
          >
            <Tab value="instructor" label={t("tabs.as_instructor")} />
            <Tab value="pilot" label={t("tabs.as_pilot")} />
          </Tabs>
        ) : null}
        <ListPage
          params={params}
          query={list}
          rowsOf={(data) => data.sim_list}
          caption={t("list.caption")}
          columns={columns}
          rowKey={(row) => row.id}
          marked={isSimSessionMarked}
          searchLabel={t("list.search")}
          emptyText={t("list.empty")}
          minWidth={960}
          filters={{
            label: t("actions.filters"),
            drawer: ({ open, onClose }) => (
              <SimFilterDrawer
                open={open}
                filters={{
                  ...filters,
                  filter: (sort.key ?? SIM_LIST.defaultSort.key) as never,
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
      </LandingGate>
      <ConfirmDialog
        open={Boolean(deleting?.open)}
        title={t("confirm.delete_title")}
        message={t("confirm.delete_message")}
        confirmLabel={t("actions.delete")}
        cancelLabel={t("actions.cancel")}
        destructive
        busy={remove.isPending}
        onConfirm={() => {
          if (!target) return;
          remove.mutate(target.id, {
            onSuccess: () => {
              notifySuccess(t("notifications.deleted"));
              setDeleting({ session: target, open: false });
            },
          });
        }}
        onClose={() => target && setDeleting({ session: target, open: false })}
      />
      <CalendarDialog open={calendarOpen} onClose={() => setCalendarOpen(false)} />
    </>
  );
}
