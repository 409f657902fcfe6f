import type { SignInOptions } from "@trms/shared";
import type { AppDeps } from "../../../lib/app-deps";

/** `auth/sign_in_options`: what the login page offers (the identity provider's button, the password form). */
export async function signInOptions({ app }: { app: AppDeps }): Promise<SignInOptions> {
  return {
    oidc_label: app.config.oidc?.label ?? null,
    password_sign_in: app.config.passwordSignIn,
  };
}
