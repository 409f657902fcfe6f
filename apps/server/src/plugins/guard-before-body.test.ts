import { can, Role, type SessionUser } from "@trms/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PNG } from "../../test/accounts";
import { apiClient } from "../../test/client";
import { createInstructor, createPilot, createStaff, createUser } from "../../test/factories";
import { createTestApp, type TestContext } from "../../test/harness";

let ctx: TestContext;
const callers: { name: string; token: string; user: SessionUser }[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  const api = apiClient(ctx);
  for (const [name, made] of [
    ["pilot", await createPilot(ctx)],
    ["instructor", await createInstructor(ctx)],
    ["staff without permissions", await createStaff(ctx)],
    ["employee", await createUser(ctx, { role: Role.EMPLOYEE })],
  ] as const) {
    const { token } = made.client;
    const me = await api.post("auth/me", undefined, { token });
    callers.push({ name, token, user: me.body.data as SessionUser });
  }
});
afterAll(async () => {
  await ctx.close();
});

/** Bodies no schema accepts: broken JSON, JSON of the wrong types, and a multipart upload. */
function garbageBodies(): { kind: string; headers: Record<string, string>; payload: Buffer | string }[] {
  const boundary = "----trms-garbage";
  const multipart = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\nnot-a-number\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="report"; filename="x.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return [
    { kind: "malformed JSON", headers: { "content-type": "application/json" }, payload: '{"page_number": ' },
    {
      kind: "JSON of the wrong types",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ id: [1], page_number: "abc", keyword: { $ne: 1 }, filters: "x" }),
    },
    {
      kind: "a multipart body",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: multipart,
    },
  ];
}

/** A concrete address for a route's pattern. */
const concrete = (url: string) => url.replace(/:[a-z_]+/g, "1").replace("*", "avatar/2026/01/x.png");

function call(method: string, url: string, body: ReturnType<typeof garbageBodies>[number], token?: string) {
  const get = method === "GET";
  return ctx.app.inject({
    method: method as "GET" | "POST",
    url: get ? `${concrete(url)}?page_number=abc&order=sideways` : concrete(url),
    headers: {
      "application-type": "5",
      "accept-language": "en",
      ...(get ? {} : body.headers),
      ...(token ? { "access-token": token } : {}),
    },
    payload: get ? undefined : body.payload,
  });
}

describe("the route guard runs before the body is read", () => {
  it("knows every guarded route", () => {
    expect(ctx.app.routeRules.filter((r) => r.access !== "public").length).toBeGreaterThan(20);
  });

  it("answers an anonymous caller 401 with any body, never a 400 describing the schema", async () => {
    const answers: string[] = [];
    for (const route of ctx.app.routeRules.filter((r) => r.access !== "public")) {
      for (const body of garbageBodies()) {
        const response = await call(route.method, route.url, body);
        if (response.statusCode !== 401)
          answers.push(`${route.method} ${route.url} (${body.kind}): ${response.statusCode}`);
        else expect(response.json()).toMatchObject({ code: "UNAUTHORIZED" });
      }
    }
    expect(answers).toEqual([]);
  });

  it("answers a signed-in caller the route's rule refuses 403 with any body", async () => {
    const answers: string[] = [];
    let refusals = 0;
    for (const route of ctx.app.routeRules.filter((r) => r.access !== "public")) {
      const access = route.access as Exclude<typeof route.access, "public">;
      for (const caller of callers.filter((c) => !can(c.user, access))) {
        for (const body of garbageBodies()) {
          refusals += 1;
          const response = await call(route.method, route.url, body, caller.token);
          if (response.statusCode !== 403)
            answers.push(
              `${caller.name}: ${route.method} ${route.url} (${body.kind}): ${response.statusCode}`,
            );
          else expect(response.json()).toMatchObject({ code: "FORBIDDEN" });
        }
      }
    }
    expect(answers).toEqual([]);
    expect(refusals).toBeGreaterThan(50);
  });

  it("refuses a pilot any pilot-list call before looking at the body", async () => {
    const pilot = callers.find((c) => c.name === "pilot") as (typeof callers)[number];
    for (const body of garbageBodies()) {
      for (const url of ["/api/v1/pilot/sort_pilot", "/api/v1/pilot/search_pilot"]) {
        const response = await call("POST", url, body, pilot.token);
        expect(response.statusCode, `${url} ${body.kind}`).toBe(403);
      }
    }
  });
});
