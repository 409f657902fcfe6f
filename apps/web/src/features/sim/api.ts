import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  can,
  type FindSimConflictsReply,
  isInstructor,
  isPilotArea,
  type SessionUser,
  SIM_EXCEL_FIELD,
  type SimExcelReply,
  type SimInput,
  type SimListReply,
  type SimSession,
  type SimSlot,
  type SimSlotType,
} from "@trms/shared";
import { dateRangeCodec } from "../../components/list/date-range";
import { type ListAddress, type ListSort, readListAddress } from "../../components/list/list-address";
import { prefetchList } from "../../components/list/prefetch-list";
import { apiPost } from "../../lib/api";
import { downloadApiFile } from "../../lib/download";
import { getSession } from "../../lib/session";
import { SIM_QUERY_KEY, simSessionKey } from "../../lib/sim-session";
import { apiUpload } from "../../lib/upload";
import { preloadWarnedPilots } from "../analytics";
import { preloadElearningPrompt } from "../sim-form";
import { preloadMyTasks } from "../tasks";
import { readSimTab, SIM_LIST, SIM_TAB_KEY, type SimFilters, type SimTab } from "./list-config";

export interface SimListParams {
  page: number;
  pageSize: number;
  keyword: string;
  filters: SimFilters;
  sort: ListSort;
  /** "As Pilot": the sessions the caller flies in. */
  themself: boolean;
}

export const simKeys = {
  all: SIM_QUERY_KEY,
  list: (params: SimListParams) => [...simKeys.all, "list", params] as const,
  detail: simSessionKey,
  slots: (type: SimSlotType | null) => ["sim-slots", "timetable", type] as const,
  calendar: ["sim-calendar-link"] as const,
};

/** The list payload of part2 §7: the date range only when a date is set. */
function listBody({ page, pageSize, keyword, filters, sort, themself }: SimListParams) {
  const dateRange = dateRangeCodec.write(filters);
  return {
    page_number: page,
    page_count: pageSize,
    order: sort.order,
    ...(sort.key ? { filter: sort.key } : {}),
    themself,
    ...(keyword ? { keyword } : {}),
    ...(Object.keys(dateRange).length ? { date_range: dateRange } : {}),
  };
}

export const simListQuery = (params: SimListParams) =>
  queryOptions({
    queryKey: simKeys.list(params),
    queryFn: ({ signal }) => apiPost<SimListReply>("sim/get_sim_list", listBody(params), { signal }),
    placeholderData: keepPreviousData,
    // The list shows a failure itself, with Retry.
    meta: { notifyError: false },
  });

/**
 * The list call of the SIM list page for this caller, address and tab: a pilot sees the sessions they
 * fly in; an instructor's tab says which; the admin area sees all it may.
 */
export function simListParamsFor(
  user: SessionUser | null,
  { page, pageSize, keyword, filters, sort }: ListAddress<SimFilters>,
  tab: SimTab,
): SimListParams {
  const themself = isPilotArea(user) && (!isInstructor(user) || tab === "pilot");
  return { page, pageSize, keyword, filters, sort, themself };
}

/** The route's loader: the SIM list page's call for this address, started before the page loads. */
export function prefetchSimList(address: URL): void {
  const { user } = getSession();
  if (!can(user, "sim.view")) return;
  const tab = readSimTab(address.searchParams.get(SIM_TAB_KEY));
  prefetchList(simListQuery(simListParamsFor(user, readListAddress(address.searchParams, SIM_LIST), tab)));
  // The panels above the pilot area's list, which the page shows together with it.
  preloadMyTasks();
  preloadWarnedPilots("pilot");
  preloadElearningPrompt();
}

/**
 * The slot timetable the create form offers to fill a session's time: the caller's fleet, or every
 * fleet for an account without one (the super administrator). Slots change rarely.
 */
export const simSlotTimetableQuery = (type: SimSlotType | null) =>
  queryOptions({
    queryKey: simKeys.slots(type),
    queryFn: ({ signal }) =>
      apiPost<SimSlot[]>(
        "sim/get_sim_slots",
        { page_number: 1, page_count: 1000, order: "+", ...(type ? { filters: { type } } : {}) },
        { signal },
      ),
    staleTime: 5 * 60_000,
    // Without slots the form still takes a typed time; a failure needs no notice (part2 §8).
    meta: { notifyError: false },
  });

function useInvalidateSims() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [...simKeys.all, "list"] });
}

// The forms report their own failures, on the row and field where they can be fixed.
const formMeta = { notifyError: false } as const;

/** One session (create_sim) or the month's list in one transaction (create_monthly_sim). */
export function useCreateSims() {
  const invalidate = useInvalidateSims();
  return useMutation({
    meta: formMeta,
    mutationFn: (sims: SimInput[]) =>
      sims.length === 1
        ? apiPost<{ id: number }>("sim/create_sim", sims[0]).then((reply) => [reply.id])
        : apiPost<{ ids: number[] }>("sim/create_monthly_sim", { sims }).then((reply) => reply.ids),
    onSuccess: invalidate,
  });
}

export function useUpdateSim() {
  const client = useQueryClient();
  return useMutation({
    meta: formMeta,
    mutationFn: (sim: SimInput & { id: number }) => apiPost<SimSession>("sim/update_sim", sim),
    onSuccess: (session) => {
      client.setQueryData(simKeys.detail(session.id), session);
      return client.invalidateQueries({ queryKey: [...simKeys.all, "list"] });
    },
  });
}

export function useDeleteSim() {
  const invalidate = useInvalidateSims();
  return useMutation({
    mutationFn: (id: number) => apiPost<null>("sim/delete_sim", { sim_id: id }),
    // Only the lists: refetching the deleted session's detail, still on screen, would answer 404.
    onSuccess: invalidate,
  });
}

/** Sessions that overlap others (warnings only: the user may still save); `index` is the position in `sims`. */
export function checkSimConflicts(sims: (SimInput & { id?: number })[]) {
  return apiPost<FindSimConflictsReply>("sim/find_sim_conflicts", { sims });
}

/** The file read and checked, nothing stored: the preview with each bad row's number and reasons. */
export function checkSimExcel(file: File, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append("dry_run", "true");
  form.append(SIM_EXCEL_FIELD, file);
  return apiUpload<SimExcelReply>("sim/create_sim_from_excel", form, { onProgress });
}

export function downloadSimTemplate() {
  return downloadApiFile("sim/sim_excel_template", new URLSearchParams(), { fallback: "SIM template.xlsx" });
}

/** The caller's upcoming sessions as an .ics file. */
export function downloadCalendar() {
  return downloadApiFile("sim/my_calendar.ics", new URLSearchParams(), { fallback: "SIM.ics" });
}

/** Creates (or returns) the caller's secret subscription address. */
export function useCalendarLink() {
  return useMutation({
    mutationKey: simKeys.calendar,
    mutationFn: () => apiPost<{ url: string }>("sim/calendar_link", {}),
  });
}

export function useRevokeCalendarLink() {
  return useMutation({ mutationFn: () => apiPost<null>("sim/revoke_calendar_link", {}) });
}
