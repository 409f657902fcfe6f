import * as client from "openid-client";
import type { AppDeps } from "../../../lib/app-deps";
import { oidcProvider, oidcRedirectUri, signFlow } from "../auth.oidc";

/**
 * `auth/oidc/start`: where the browser goes to sign in at the identity provider (the
 * authorization-code flow with PKCE, `state` and `nonce`), and the signed flow its callback checks.
 */
export async function oidcStart(app: AppDeps): Promise<{ url: string; flow: string }> {
  const provider = await oidcProvider(app);
  const flow = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    verifier: client.randomPKCECodeVerifier(),
  };
  const url = client.buildAuthorizationUrl(provider, {
    redirect_uri: oidcRedirectUri(app),
    scope: "openid email profile",
    code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: "S256",
    state: flow.state,
    nonce: flow.nonce,
  });
  return { url: url.href, flow: await signFlow(app, flow) };
}
