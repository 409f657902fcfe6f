import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { EndAllSessionsReply, EndSessionReply, SignedInDevicesReply } from "@trms/shared";
import { apiPost } from "../../lib/api";
import { signedOutHere } from "../../lib/auth";

export const accountSecurityKeys = {
  all: ["account-security"] as const,
  devices: () => [...accountSecurityKeys.all, "devices"] as const,
};

/** The signed-in account's devices (its live sessions), newest first. */
export const signedInDevicesQuery = () =>
  queryOptions({
    queryKey: accountSecurityKeys.devices(),
    queryFn: ({ signal }) => apiPost<SignedInDevicesReply>("auth/sessions", {}, { signal }),
  });

/**
 * Ends one of the account's own sessions. Ending this device's signs out here as the sign-out does
 * (and at the identity provider, where the session came from one); another device's leaves the list.
 */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<EndSessionReply>("auth/sessions/end", { id }),
    onSuccess: (ended) => {
      if (!ended.current) return client.invalidateQueries({ queryKey: accountSecurityKeys.devices() });
      return signedOutHere(ended.end_session_url ?? null);
    },
    // Ended meanwhile on another device, say: the list is read again.
    onError: () => client.invalidateQueries({ queryKey: accountSecurityKeys.devices() }),
  });
}

/** The super administrator ends every session of an account. */
export function useEndAllSessions() {
  return useMutation({
    mutationFn: (userId: number) =>
      apiPost<EndAllSessionsReply>("auth/sessions/end_all", { user_id: userId }),
  });
}
