import type { AddressInfo } from "node:net";
import { Role } from "@trms/shared";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF, TEST_PASSWORD } from "../../../test/accounts";
import { apiClient } from "../../../test/client";
import { createUser } from "../../../test/factories";
import { createTestApp, decodeMail, type TestContext } from "../../../test/harness";

/** A real SMTP server on loopback receives what the workflow sends to the next actor. */
let server: SMTPServer;
let port: number;
const received: { to: string[]; raw: string }[] = [];
/** While set, the server refuses every message (a mail server that is down for mail). */
let refuse = false;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refuse) return callback(new Error("mailbox unavailable"));
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.from(decodeMail(Buffer.concat(chunks).toString("latin1")), "latin1").toString("utf8"),
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

describe("SIM form mails over SMTP", () => {
  let ctx: TestContext;
  afterAll(async () => {
    await ctx.close();
  });

  let api: ReturnType<typeof apiClient>;
  let admin: string;
  let pilot: string;
  let instructorA: string;
  // Five accounts' password hashes and the app take a while on a loaded machine.
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, smtpUrl: `smtp://127.0.0.1:${port}` });
    api = apiClient(ctx);
    admin = (await createUser(ctx, { role: Role.ADMIN, email: "admin@test.trms", fullName: "admin" })).client
      .token;
    await createUser(ctx, {
      role: Role.INSTRUCTOR,
      email: "a@test.trms",
      fullName: "a",
      profile: { crewCode: "IA01" },
    });
    await createUser(ctx, {
      role: Role.INSTRUCTOR,
      email: "b@test.trms",
      fullName: "b",
      profile: { crewCode: "IB01" },
    });
    pilot = (
      await createUser(ctx, {
        role: Role.PILOT,
        email: "p1@test.trms",
        fullName: "p1",
        profile: { crewCode: "P101" },
      })
    ).client.token;
    await createUser(ctx, {
      role: Role.PILOT,
      email: "p2@test.trms",
      fullName: "p2",
      profile: { crewCode: "P102" },
    });
    // The SIM-A instructor signs in in English, SIM-B in Vietnamese.
    instructorA = (await api.login("a@test.trms", TEST_PASSWORD, { lang: "en" })).body.data.token as string;
    await api.login("b@test.trms", TEST_PASSWORD, { lang: "vi" });
  }, 120_000);

  it("mails the SIM-A instructor after stage 1 in their language, and a refusing server never fails the upload", async () => {
    const created = await api.post(
      "sim/create_sim",
      {
        first_pilot_crew_code: "P101",
        second_pilot_crew_code: "P102",
        sima_instructor_crew_code: "IA01",
        simb_instructor_crew_code: "IB01",
        sessiona_date_time: "2026-03-21T08:00:00+07:00",
        sessiona_place: "VN001",
        sessionb_date_time: "2026-03-22T08:00:00+07:00",
        sessionb_place: "CAE VN018",
      },
      { token: admin },
    );
    expect(created.status).toBe(200);
    const sim = await api.post("sim/get_sim_by_id", { id: created.body.data.id }, { token: admin });
    const [form, other] = [sim.body.data.first_pilot.form_id, sim.body.data.second_pilot.form_id];
    const upload = (token: string, formId: number, order: number) => {
      const body = new FormData();
      body.append("submitted_form_id", String(formId));
      body.append("form_order", String(order));
      body.append("submitted_report", new Blob([PDF], { type: "application/pdf" }), "form.pdf");
      return api.postForm("sim/submit_form", body, { token });
    };

    expect((await upload(pilot, form, 1)).status).toBe(200);
    await ctx.app.deps.background.drain();
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(["a@test.trms"]);
    expect(received[0]?.raw).toContain("Subject: SIM 21/03/2026: p1's form awaits your upload");
    expect(received[0]?.raw).toContain("p1 uploaded form 1 of p1 (P101) for the SIM of 21/03/2026");

    expect((await upload(instructorA, form, 2)).status).toBe(200);
    await ctx.app.deps.background.drain();
    expect(received).toHaveLength(2);
    expect(received[1]?.to).toEqual(["b@test.trms"]);
    expect(received[1]?.raw).toContain("Lượt tải lên tiếp theo là của bạn");

    // The mail server refuses: the upload still succeeds, and nothing is retried into the reply.
    refuse = true;
    const second = await upload(api ? await api.tokenFor("p2@test.trms", TEST_PASSWORD) : "", other, 1);
    expect(second.status).toBe(200);
    await ctx.app.deps.background.drain();
    expect(received).toHaveLength(2);
    refuse = false;
  }, 60_000);
});
