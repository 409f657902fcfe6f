import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { can, type PilotDetail, type PilotListReply, type SessionUser } from "@trms/shared";
import { type ListSort, readListAddress } from "../../components/list/list-address";
import { prefetchList } from "../../components/list/prefetch-list";
import { apiPost } from "../../lib/api";
import { passwordVerifier } from "../../lib/password";
import { PILOT_QUERY_KEY } from "../../lib/pilot-queries";
import { getSession, refreshUser } from "../../lib/session";
import { apiUpload, multipartBody } from "../../lib/upload";
import { PILOT_LIST, type PilotFilters } from "./pilot-list-config";

export interface PilotListParams {
  page: number;
  pageSize: number;
  keyword: string;
  filters: PilotFilters;
  sort: ListSort;
}

export type { PilotListReply } from "@trms/shared";

export const pilotKeys = {
  all: PILOT_QUERY_KEY,
  list: (params: PilotListParams) => [...pilotKeys.all, "list", params] as const,
};

function listBody({ page, pageSize, keyword, filters, sort }: PilotListParams) {
  return {
    page_number: page,
    page_count: pageSize,
    order: sort.order,
    ...(keyword ? { keyword } : {}),
    filters: {
      ...(filters.fleet ? { fleet: filters.fleet } : {}),
      ...(filters.name_position !== "" ? { name_position: Number(filters.name_position) } : {}),
      ...(filters.status !== "" ? { status: Number(filters.status) } : {}),
      ...(sort.key ? { sort_by: sort.key } : {}),
    },
  };
}

export const pilotListQuery = (params: PilotListParams) =>
  queryOptions({
    queryKey: pilotKeys.list(params),
    queryFn: ({ signal }) => apiPost<PilotListReply>("pilot/sort_pilot", listBody(params), { signal }),
    placeholderData: keepPreviousData,
    // The list shows a failure itself, with Retry.
    meta: { notifyError: false },
  });

/** The route's loader: the pilot list page's call for this address, started before the page loads. */
export function prefetchPilotList(address: URL): void {
  if (!can(getSession().user, "pilot.list")) return;
  const { page, pageSize, keyword, filters, sort } = readListAddress(address.searchParams, PILOT_LIST);
  prefetchList(pilotListQuery({ page, pageSize, keyword, filters, sort }));
}

function useInvalidatePilots() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: pilotKeys.all });
}

/** A pilot changing their own photo sees it in the top bar too. */
function refreshSessionIfSelf(userId: number): void {
  if (getSession().user?.id !== userId) return;
  apiPost<SessionUser>("auth/me").then(refreshUser, () => undefined);
}

/** Text fields as the multipart body carries them, plus the optional avatar file. */
export interface PilotFormPayload {
  fields: Record<string, string>;
  avatar: File | null;
  /** Upload progress, reported while a photo is sent. */
  onProgress?: (fraction: number) => void;
}

// The pilot forms report their own failures, on the field where they can be fixed (useFormSubmit).
const formMeta = { notifyError: false } as const;

export function useCreatePilot() {
  const invalidate = useInvalidatePilots();
  return useMutation({
    mutationFn: ({ fields, avatar, onProgress }: PilotFormPayload) =>
      apiUpload<PilotDetail>("pilot/create_pilot", multipartBody(fields, { avatar }), {
        onProgress: avatar ? onProgress : undefined,
      }),
    onSuccess: invalidate,
    meta: formMeta,
  });
}

export function useUpdatePilot() {
  const invalidate = useInvalidatePilots();
  return useMutation({
    mutationFn: ({ id, fields, avatar, onProgress }: PilotFormPayload & { id: number }) =>
      apiUpload<PilotDetail>("pilot/update_pilot", multipartBody({ id, ...fields }, { avatar }), {
        onProgress: avatar ? onProgress : undefined,
      }),
    onSuccess: invalidate,
    meta: formMeta,
  });
}

export function useChangePilotAvatar() {
  const invalidate = useInvalidatePilots();
  return useMutation({
    mutationFn: (request: { id: number; avatar: File; onProgress: (fraction: number) => void }) =>
      apiUpload<PilotDetail>(
        "pilot/change_avatar",
        multipartBody({ id: request.id }, { avatar: request.avatar }),
        {
          onProgress: request.onProgress,
        },
      ),
    onSuccess: (pilot) => {
      refreshSessionIfSelf(pilot.user_id);
      return invalidate();
    },
  });
}

export function useChangePilotPassword() {
  return useMutation({
    meta: formMeta,
    /** Hashed with the pilot account's salt, which pilot_detail carries for those who may change it. */
    mutationFn: (request: { id: number; salt: string; newPassword: string; oldPassword?: string }) =>
      apiPost<null>("pilot/change_password", {
        id: request.id,
        new_password: passwordVerifier(request.newPassword, request.salt),
        ...(request.oldPassword ? { old_password: passwordVerifier(request.oldPassword, request.salt) } : {}),
      }),
  });
}

export function useSetPilotActive() {
  const invalidate = useInvalidatePilots();
  return useMutation({
    mutationFn: (request: { crewCode: string; active: boolean }) =>
      apiPost<PilotDetail>(request.active ? "pilot/activate_pilot" : "pilot/deactivate_pilot", {
        crew_code: request.crewCode,
      }),
    onSuccess: invalidate,
  });
}

export interface PilotInfoRequest {
  id: number;
  phone_number: string;
  identify_number: string;
  passport_number: string;
}

export function useUpdatePilotInfo() {
  const invalidate = useInvalidatePilots();
  return useMutation({
    mutationFn: (request: PilotInfoRequest) => apiPost<PilotDetail>("pilot/update_info_for_pilot", request),
    onSuccess: invalidate,
    meta: formMeta,
  });
}
