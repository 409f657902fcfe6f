import { createHash } from "node:crypto";
import type { TestContext } from "./harness";

const sha256hex = (text: string) => createHash("sha256").update(text).digest("hex");

type Lang = "en" | "vi";

export interface CallOptions {
  token?: string;
  lang?: Lang;
  headers?: Record<string, string>;
  /** The caller's address; by default each call comes from its own, so per-address limits stay out of the way. */
  ip?: string;
}

let counter = 0;
const nextAddress = () => {
  counter += 1;
  return `127.1.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
};

/** Calls the API as the web app does. */
export function apiClient(ctx: TestContext) {
  async function post(url: string, body?: unknown, options: CallOptions = {}) {
    const response = await ctx.app.inject({
      method: "POST",
      url: `/api/v1/${url}`,
      remoteAddress: options.ip ?? nextAddress(),
      headers: {
        "application-type": "5",
        "accept-language": options.lang ?? "en",
        ...(options.token ? { "access-token": options.token } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...options.headers,
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers, raw: response };
  }

  /** A multipart POST, built the way a browser builds FormData. */
  async function postForm(url: string, form: FormData, options: CallOptions = {}) {
    const request = new Request("http://test/", { method: "POST", body: form });
    const response = await ctx.app.inject({
      method: "POST",
      url: `/api/v1/${url}`,
      remoteAddress: options.ip ?? nextAddress(),
      headers: {
        "application-type": "5",
        "accept-language": options.lang ?? "en",
        "content-type": request.headers.get("content-type") as string,
        ...(options.token ? { "access-token": options.token } : {}),
        ...options.headers,
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers, raw: response };
  }

  /** The whole challenge sign-in: salt and code, then the hashed password. */
  async function login(email: string, password: string, options: CallOptions = {}) {
    const challenge = await post("auth/login", { email }, options);
    const { salt, code } = challenge.body.data as { salt: string; code: string };
    const verifier = sha256hex(sha256hex(password) + salt);
    return post("auth/login/validate", { email, password: verifier + code }, options);
  }

  async function tokenFor(email: string, password = "Demo@1234") {
    const result = await login(email, password);
    if (result.status !== 200) throw new Error(`login ${email} failed: ${JSON.stringify(result.body)}`);
    return result.body.data.token as string;
  }

  return {
    post,
    postForm,
    login,
    tokenFor,
    verifier: (password: string, salt: string) => sha256hex(sha256hex(password) + salt),
  };
}
