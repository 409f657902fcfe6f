import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  PasskeyOptionsReply,
  RecoveryCodesReply,
  SecondFactorStatus,
  TotpStartReply,
} from "@trms/shared";
import { apiPost } from "../../lib/api";

export const secondFactorKeys = {
  status: () => ["account-security", "second-factor"] as const,
};

/** The signed-in account's own second factors, and whether and by when it must hold one. */
export const secondFactorStatusQuery = () =>
  queryOptions({
    queryKey: secondFactorKeys.status(),
    queryFn: ({ signal }) => apiPost<SecondFactorStatus>("auth/second_factor/status", {}, { signal }),
  });

/** Each change to the account's factors reads their status again. */
function useFactorMutation<Input, Reply>(call: (input: Input) => Promise<Reply>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: secondFactorKeys.status() }),
  });
}

export const useStartTotp = () =>
  useMutation({ mutationFn: () => apiPost<TotpStartReply>("auth/second_factor/totp/start", {}) });

export const useConfirmTotp = () =>
  useFactorMutation((code: string) =>
    apiPost<RecoveryCodesReply>("auth/second_factor/totp/confirm", { code }),
  );

export const useRemoveTotp = () =>
  useFactorMutation(() => apiPost<null>("auth/second_factor/totp/remove", {}));

export const useRenewRecoveryCodes = () =>
  useFactorMutation(() => apiPost<RecoveryCodesReply>("auth/second_factor/recovery_codes/renew", {}));

export const useRemovePasskey = () =>
  useFactorMutation((id: string) => apiPost<null>("auth/second_factor/passkey/remove", { id }));

/**
 * A passkey made on this device: the server's options, the browser's WebAuthn call (its library
 * loaded only now), then the answer kept under the name the user gave.
 */
export const useAddPasskey = () =>
  useFactorMutation(async (name: string) => {
    const { ticket, options } = await apiPost<PasskeyOptionsReply>("auth/second_factor/passkey/options", {});
    const { startRegistration } = await import("@simplewebauthn/browser");
    const response = await startRegistration({ optionsJSON: options as never });
    return apiPost<RecoveryCodesReply>("auth/second_factor/passkey/register", { ticket, name, response });
  });

/** The super administrator removes another account's second factors; it enrols again. */
export const useResetSecondFactor = () =>
  useMutation({
    mutationFn: (userId: number) => apiPost<null>("auth/second_factor/reset", { user_id: userId }),
  });
