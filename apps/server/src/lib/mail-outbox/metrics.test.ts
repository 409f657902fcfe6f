import { MailOutboxStatus } from "@trms/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/harness";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/tables/mail-outbox.table";

const TOKEN = "outbox-metrics-token-0123456789";
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ metrics: { token: TOKEN, port: undefined } });
});
afterAll(async () => {
  await ctx.close();
});

/** The value of an unlabelled gauge in the Prometheus text exposition. */
async function gauge(name: string): Promise<number> {
  const reply = await ctx.app.inject({
    method: "GET",
    url: "/metrics",
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(reply.statusCode).toBe(200);
  expect(reply.body).toContain(`# TYPE ${name} gauge`);
  const line = reply.body.split("\n").find((text) => text.startsWith(`${name} `));
  return Number(line?.split(" ")[1]);
}

describe("the outbox's depth in /metrics", () => {
  it("reports the waiting and failed mails and the oldest waiting mail's age", async () => {
    expect(await gauge("trms_mail_outbox_pending")).toBe(0);
    expect(await gauge("trms_mail_outbox_oldest_pending_age_seconds")).toBe(0);
    // Queued without waking the sender: they wait.
    await ctx.database.db.transaction((tx) =>
      ctx.app.deps.outbox.queue(
        tx as unknown as Database,
        ["a", "b", "c"].map((name) => ({
          kind: "sim_form" as const,
          to: `${name}@metrics.trms`,
          language: "en" as const,
          subject: name,
          text: name,
        })),
      ),
    );
    await ctx.database.db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - interval '5 minutes'` })
      .where(eq(mailOutbox.subject, "a"));
    await ctx.database.db
      .update(mailOutbox)
      .set({ status: MailOutboxStatus.FAILED })
      .where(eq(mailOutbox.subject, "c"));
    // One read of the table serves a scrape: the next scrape, a second later, reads it again.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await gauge("trms_mail_outbox_pending")).toBe(2);
    expect(await gauge("trms_mail_outbox_failed")).toBe(1);
    const age = await gauge("trms_mail_outbox_oldest_pending_age_seconds");
    expect(age).toBeGreaterThanOrEqual(300);
    expect(age).toBeLessThan(360);
  });
});
