import type { SignInOptions } from "@trms/shared";
import type { AppDeps } from "../../../lib/app-deps";
import { anyPasskey } from "../auth.factors.repository";

/**
 * `auth/sign_in_options`: what the login page offers (the identity provider's button, the password
 * form, and a passkey's sign-in once any account holds one).
 */
export async function signInOptions({ app }: { app: AppDeps }): Promise<SignInOptions> {
  return {
    oidc_label: app.config.oidc?.label ?? null,
    password_sign_in: app.config.passwordSignIn,
    passkeys: await anyPasskey(app.database.db),
  };
}
