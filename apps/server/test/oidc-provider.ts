import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWTPayload,
  SignJWT,
} from "jose";
import Provider from "oidc-provider";

/** The test client as the product is registered with the provider. */
export const OIDC_CLIENT = { clientId: "trms-test", clientSecret: "trms-test-secret" };

/** A signing key in the provider's key set: RS256, with its key id. */
async function signingKey(kid: string) {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  return { ...(await exportJWK(privateKey)), kid, alg: "RS256", use: "sig" };
}

export interface TestProvider {
  issuer: string;
  /** Who signs in at the provider's next login prompt (the claim `email` is this). */
  signInAs(email: string): void;
  /** A new signing key replaces the old one: the provider restarts on the same port with it. */
  rotateKeys(): Promise<void>;
  /**
   * The next token reply's ID token changed as an attacker or a broken provider would: its claims
   * changed and signed again with the provider's own key (`resign`), with a key the provider does
   * not publish (`foreign`), or changed without a new signature (`alter`).
   */
  tamperNextIdToken(how: "resign" | "foreign" | "alter", change: (claims: JWTPayload) => JWTPayload): void;
  close(): Promise<void>;
}

/**
 * A certified OpenID provider (`oidc-provider`) in this process on a local port, with one client
 * whose redirect URI is the product's callback. Its login and consent are answered by the test:
 * the next sign-in is as `signInAs` says, and the product's scopes are granted at once. Interactive,
 * it shows its own login and consent pages instead (any password signs in as the login typed), for
 * a browser to click through.
 */
export async function startTestProvider(
  redirectUri: string,
  options: { interactive?: boolean } = {},
): Promise<TestProvider> {
  let account = "";
  let provider: Provider;
  let tamper: ((idToken: string) => Promise<string>) | null = null;
  let keys = [await signingKey("key-1")];
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const make = () => {
    const made = new Provider(issuer, {
      clients: [
        {
          client_id: OIDC_CLIENT.clientId,
          client_secret: OIDC_CLIENT.clientSecret,
          redirect_uris: [redirectUri],
          post_logout_redirect_uris: [`${new URL(redirectUri).origin}/login`],
          response_types: ["code"],
          grant_types: ["authorization_code"],
          token_endpoint_auth_method: "client_secret_post",
        },
      ],
      jwks: { keys },
      claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
      findAccount: (_ctx: unknown, sub: string) => ({
        accountId: sub,
        claims: () => ({ sub, email: sub, email_verified: true, name: sub }),
      }),
      // The ID token carries the scopes' claims (email), as Entra ID and Keycloak send them.
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: options.interactive === true } },
      ...(options.interactive
        ? {}
        : {
            interactions: {
              url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
            },
          }),
      pkce: { required: () => true },
      cookies: { keys: ["test-cookie-key"] },
    });
    // The provider's own logging of refused requests is not the test's output.
    made.on("server_error", () => undefined);
    return made;
  };
  provider = make();

  /** Holds back a token reply's body until its ID token has been changed by `tamper`. */
  const tamperReply = (res: ServerResponse, change: (idToken: string) => Promise<string>) => {
    const chunks: Buffer[] = [];
    const end = res.end.bind(res);
    res.write = ((chunk: Buffer | string) => {
      chunks.push(Buffer.from(chunk));
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: Buffer | string) => {
      if (chunk) chunks.push(Buffer.from(chunk));
      void (async () => {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { id_token?: string };
        if (body.id_token) body.id_token = await change(body.id_token);
        const text = JSON.stringify(body);
        res.setHeader("content-length", Buffer.byteLength(text));
        end(text);
      })();
      return res;
    }) as typeof res.end;
  };

  server.on("request", async (req, res) => {
    if (tamper && req.method === "POST" && req.url?.startsWith("/token")) {
      tamperReply(res, tamper);
      tamper = null;
    }
    if (options.interactive || !req.url?.startsWith("/interaction/")) return provider.callback()(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === "login")
        return await provider.interactionFinished(
          req,
          res,
          { login: { accountId: account } },
          {
            mergeWithLastSubmission: false,
          },
        );
      const grant = new provider.Grant({
        accountId: details.session?.accountId ?? account,
        clientId: details.params.client_id,
      });
      grant.addOIDCScope(details.params.scope ?? "openid");
      return await provider.interactionFinished(
        req,
        res,
        { consent: { grantId: await grant.save() } },
        {
          mergeWithLastSubmission: true,
        },
      );
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });

  return {
    issuer,
    signInAs: (email) => {
      account = email;
    },
    tamperNextIdToken(how, change) {
      tamper = async (idToken) => {
        const claims = change(decodeJwt(idToken));
        if (how === "alter") {
          const [head, , signature] = idToken.split(".");
          return `${head}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
        }
        const key = how === "resign" ? (keys[0] as Record<string, unknown>) : await signingKey("key-1");
        return new SignJWT(claims)
          .setProtectedHeader({ alg: "RS256", kid: decodeProtectedHeader(idToken).kid as string })
          .sign(await importJWK(key, "RS256"));
      };
    },
    async rotateKeys() {
      keys = [await signingKey(`key-${Date.now()}`)];
      provider = make();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's cookies at the provider: every cookie it set, sent back on every request. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    keep(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const at = pair.indexOf("=");
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
  };
}

/**
 * Follows the provider's redirects as a browser would, from its authorization URL until it sends
 * the browser away from itself (to the product's callback): that last address.
 */
export async function followProvider(start: string, issuer: string): Promise<string> {
  const jar = cookieJar();
  let url = start;
  for (let hops = 0; hops < 10; hops++) {
    if (!url.startsWith(issuer)) return url;
    const response = await fetch(url, { redirect: "manual", headers: { cookie: jar.header() } });
    jar.keep(response);
    const location = response.headers.get("location");
    if (!location)
      throw new Error(`the provider answered ${response.status} at ${url}: ${await response.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error("the provider redirected too often");
}
