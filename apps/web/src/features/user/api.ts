import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { SessionUser, UserDetail, UserListReply, UserSummary } from "@trms/shared";
import { apiPost } from "../../lib/api";
import { passwordVerifier } from "../../lib/password";
import { getSession, refreshUser } from "../../lib/session";
import { apiUpload, multipartBody } from "../../lib/upload";

export interface UserListParams {
  page: number;
  pageSize: number;
  keyword: string;
}

export const userKeys = {
  all: ["users"] as const,
  lists: () => [...userKeys.all, "list"] as const,
  list: (params: UserListParams) => [...userKeys.lists(), params] as const,
  detail: (id: number) => [...userKeys.all, "detail", id] as const,
};

export const userListQuery = (params: UserListParams) =>
  queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) =>
      apiPost<UserListReply>(
        "auth/user/list",
        {
          page_number: params.page,
          page_count: params.pageSize,
          order: "-",
          ...(params.keyword ? { keyword: params.keyword } : {}),
        },
        { signal },
      ),
    // The previous page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
    // The list shows a failure itself, with Retry.
    meta: { notifyError: false },
  });

export const userDetailQuery = (id: number) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => apiPost<UserDetail>("auth/user/detail", { id }, { signal }),
  });

/** The top bar shows the stored session user; after editing oneself, ask the server again. */
function refreshSessionIfSelf(id: number): void {
  if (getSession().user?.id !== id) return;
  apiPost<SessionUser>("auth/me").then(refreshUser, () => undefined);
}

function useInvalidateUsers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: userKeys.all });
}

export interface CreateUserRequest {
  email: string;
  fleet: string;
  password: string;
  confirm_password: string;
  full_name: string;
  avatar: File | null;
  /** Upload progress, reported while a photo is sent. */
  onProgress?: (fraction: number) => void;
}

// The account forms report their own failures, on the field where they can be fixed (useFormSubmit).
const formMeta = { notifyError: false } as const;

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ avatar, onProgress, ...fields }: CreateUserRequest) =>
      apiUpload<UserSummary>("auth/user/create_user", multipartBody(fields, { avatar }), {
        onProgress: avatar ? onProgress : undefined,
      }),
    onSuccess: invalidate,
    meta: formMeta,
  });
}

export function useUpdateUserDetail() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (request: { id: number; full_name: string; fleet: string }) =>
      apiPost<UserSummary>("auth/user/update_detail", request),
    onSuccess: (_user, request) => {
      refreshSessionIfSelf(request.id);
      return invalidate();
    },
    meta: formMeta,
  });
}

export function useUploadUserAvatar() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (request: { id: number; avatar: File; onProgress: (fraction: number) => void }) =>
      apiUpload<UserSummary>(
        "auth/user/update_detail",
        multipartBody({ id: request.id }, { avatar: request.avatar }),
        { onProgress: request.onProgress },
      ),
    onSuccess: (_user, request) => {
      refreshSessionIfSelf(request.id);
      return invalidate();
    },
  });
}

/** Block (0) or activate (1); blocking ends the account's sessions on the server. */
export function useSetUserStatus() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (request: { id: number; status: 0 | 1 }) =>
      apiPost<UserSummary>("auth/user/update_detail", request),
    onSuccess: invalidate,
  });
}

export function useChangeUserPassword() {
  return useMutation({
    meta: formMeta,
    /** Both passwords are hashed with the target account's salt, which its detail carries. */
    mutationFn: (request: { id: number; salt: string; newPassword: string; oldPassword?: string }) =>
      apiPost<null>("auth/user/change_password", {
        id: request.id,
        new_password: passwordVerifier(request.newPassword, request.salt),
        ...(request.oldPassword ? { old_password: passwordVerifier(request.oldPassword, request.salt) } : {}),
      }),
  });
}

export function useSetUserPermissions() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (request: { userId: number; permissions: number[] }) =>
      apiPost<UserSummary>("auth/user/bulk_create_role", {
        user_id: request.userId,
        roles: request.permissions.map((role) => ({ role })),
      }),
    onSuccess: invalidate,
  });
}
