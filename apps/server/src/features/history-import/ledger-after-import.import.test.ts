import { addDays } from "@trms/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import { createAdmin, type Made } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { importCalls, importWorkbook, queryRows, sql } from "../../../test/history-import";
import { airlineToday } from "../../lib/airline-time";
import { runExpiryAlerts } from "../ledger";

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
let admin: Made;

/** A day as the template writes it. */
const written = (day: string) => day.split("-").reverse().join("/");

beforeAll(async () => {
  ctx = await createTestApp();
  api = apiClient(ctx);
  admin = await createAdmin(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

describe("the ledger, the dashboard and the expiry alerts right after an import", () => {
  it("show the dates the spreadsheet implies, with no job run in between", async () => {
    const today = airlineToday();
    // Three take-offs and landings 80 days ago: current for 90 days, so 10 days are left.
    const flown = addDays(today, -80);
    const validUntil = addDays(flown, 90);
    const figures = async () =>
      (await api.post("ledger/get_figures", {}, { token: admin.client.token })).body.data.validity_states
        .to_ldg as { expiring: number };
    const before = await figures();

    const calls = importCalls(api, admin.client.token);
    const previewed = await calls.preview(
      await importWorkbook({
        crew: [{ crew_code: "LG001", full_name: "Trần Lê Giang", email: "lg001@airline.vn", fleet: "A321" }],
        toldg: [{ crew_code: "LG001", flight_date: written(flown), to_number: "3", ldg_number: "3" }],
      }),
    );
    expect((await calls.commit(previewed.body.data.id)).status).toBe(200);

    // The ledger's list, filtered to what ends within 14 days, names the pilot with that date.
    const ledger = await api.post(
      "ledger/get_ledger",
      { filters: { validity: "to_ldg", expiring_within_days: 14 }, page_count: 100 },
      { token: admin.client.token },
    );
    expect(ledger.status, JSON.stringify(ledger.body)).toBe(200);
    const row = (ledger.body.data.pilots as { crew_code: string; validities: { to_ldg: unknown } }[]).find(
      (p) => p.crew_code === "LG001",
    );
    expect(row?.validities.to_ldg).toEqual({ valid_until: validUntil, state: "expiring" });
    // The dashboard counts one more expiring.
    expect((await figures()).expiring).toBe(before.expiring + 1);
    // The alert job's next run mails the pilot, 10 days ahead of the end.
    const report = await runExpiryAlerts({
      db: ctx.database.db,
      outbox: ctx.app.deps.outbox,
      publicUrl: "http://trms.test",
      log: ctx.app.log,
    });
    expect(report.queued).toBeGreaterThan(0);
    const logged = await queryRows<{ validity: string; valid_until: string; recipient: string }>(
      ctx,
      sql`select a.validity, a.valid_until::text, u.email as recipient from expiry_alert_log a
        join pilots p on p.id = a.pilot_id join users u on u.id = a.recipient_id
        where p.crew_code = 'LG001'`,
    );
    expect(logged).toContainEqual({
      validity: "to_ldg",
      valid_until: validUntil,
      recipient: "lg001@airline.vn",
    });
    const mails = await queryRows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from mail_outbox where recipient = 'lg001@airline.vn'`,
    );
    expect(mails[0]?.n).toBe(1);
  });
});
