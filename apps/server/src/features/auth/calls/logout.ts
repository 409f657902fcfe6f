import type { LogoutReply } from "@trms/shared";
import { eq } from "drizzle-orm";
import * as client from "openid-client";
import { sessions } from "../../../db/tables/auth.table";
import type { AppDeps } from "../../../lib/app-deps";
import { oidcProvider } from "../auth.oidc";
import { revokeSession } from "../auth.repository";

/**
 * `auth/logout`: the session of the request ends now. A session opened through the identity
 * provider also answers where its sign-out at the provider is (RP-initiated logout), where the
 * provider offers one; the browser goes there, and the provider sends it back to the login page.
 */
export async function logout({ app, jti }: { app: AppDeps; jti: string }): Promise<LogoutReply> {
  const db = app.database.db;
  const [session] = await db
    .select({ method: sessions.method, idToken: sessions.idToken })
    .from(sessions)
    .where(eq(sessions.jti, jti));
  await revokeSession(db, jti, new Date());
  if (session?.method !== "oidc" || !app.config.oidc) return { end_session_url: null };
  // A provider out of reach leaves its own session as it is; the product's has ended.
  const provider = await oidcProvider(app).catch(() => null);
  if (!provider?.serverMetadata().end_session_endpoint) return { end_session_url: null };
  return {
    end_session_url: client.buildEndSessionUrl(provider, {
      post_logout_redirect_uri: `${app.config.publicUrl}/login`,
      ...(session.idToken ? { id_token_hint: session.idToken } : {}),
    }).href,
  };
}
