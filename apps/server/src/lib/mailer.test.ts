import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../test/client";
import { createPilot } from "../../test/factories";
import { createTestApp, decodeMail, type TestContext } from "../../test/harness";

/** A real SMTP server on loopback receives what the app sends. */
let server: SMTPServer;
let port: number;
const received: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("mail over SMTP", () => {
  let ctx: TestContext;
  afterAll(async () => {
    await ctx.close();
  });

  it("sends the reset link through SMTP_URL when it is set", async () => {
    ctx = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const pilot = await createPilot(ctx);
    const api = apiClient(ctx);
    const result = await api.post("auth/login/forgot_password", { email: pilot.email });
    expect(result.status).toBe(200);
    await ctx.app.deps.background.drain();
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual([pilot.email]);
    const mail = decodeMail(received[0]?.raw ?? "");
    expect(mail).toContain("Subject: Reset your Training Record Management System password");
    expect(mail).toMatch(/http:\/\/trms\.test\/login\/reset_password\/[\w-]{43}/);
  });
});
