import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import { createAdmin, createPilot, createToldgRecord, type Made } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { importCalls, importWorkbook, queryRows, sql } from "../../../test/history-import";

let ctx: TestContext;
let calls: ReturnType<typeof importCalls>;
let admin: Made;
let stored: Made;

const crew = (code: string) => ({
  crew_code: code,
  full_name: `Phi công ${code}`,
  email: `${code.toLowerCase()}@airline.vn`,
  fleet: "A321",
});

interface Recency {
  sim_date: string | null;
  ac_expired_date: string | null;
  sim_expired_date: string | null;
  recency_date: string | null;
  to_ldg_valid_until: string | null;
}

/** A pilot's survey record and ledger row as the database holds them (dates as YYYY-MM-DD). */
const recencyOf = async (crewCode: string) =>
  (
    await queryRows<Recency>(
      ctx,
      sql`select r.sim_date::text, r.ac_expired_date::text, r.sim_expired_date::text, r.recency_date::text,
        v.to_ldg_valid_until::text
        from pilots p join pilot_validities v on v.pilot_id = p.id
        left join toldg_records r on r.pilot_id = p.id where p.crew_code = ${crewCode}`,
    )
  )[0];

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx);
  stored = await createPilot(ctx);
  calls = importCalls(apiClient(ctx), admin.client.token);
});
afterAll(async () => {
  await ctx?.close();
});

describe("TO/LDG survey entries", () => {
  it("names each problem at its column, and writes nothing", async () => {
    await createToldgRecord(ctx, {
      pilot: stored,
      flights: [{ flight_date: "2026-06-01", to_number: 1, ldg_number: 1 }],
    });
    const file = await importWorkbook({
      toldg: [
        { crew_code: "NOBODY", flight_date: "01/10/2026", to_number: "1", ldg_number: "1" },
        { crew_code: String(stored.crewCode), flight_date: "01/01/2099", to_number: "1", ldg_number: "1" },
        { crew_code: String(stored.crewCode), flight_date: "02/10/2026", to_number: "-1", ldg_number: "1" },
        { crew_code: String(stored.crewCode), flight_date: "03/10/2026", to_number: "1", ldg_number: "1" },
        { crew_code: String(stored.crewCode), flight_date: "03/10/2026", to_number: "2", ldg_number: "2" },
        // Stored with other counts: an import never changes a stored record.
        { crew_code: String(stored.crewCode), flight_date: "01/06/2026", to_number: "2", ldg_number: "2" },
        // Stored with the same counts: left as it is.
        { crew_code: String(stored.crewCode), flight_date: "01/06/2026", to_number: "1", ldg_number: "1" },
      ],
    });
    const reply = await calls.preview(file);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { rows } = await calls.rows(reply.body.data.id);
    expect(rows.map((row) => [row.action, row.problems.map((p) => p.column)])).toEqual([
      ["problem", ["crew_code"]],
      ["problem", ["flight_date"]],
      ["problem", ["to_number"]],
      ["create", []],
      ["problem", ["flight_date"]],
      ["problem", ["flight_date"]],
      ["problem", ["flight_date"]],
    ]);
    expect(rows[0]?.problems[0]?.message).toBe(
      "No crew member has crew code NOBODY: add them to the crew sheet or the product first",
    );
    expect(rows[1]?.problems[0]?.message).toBe("This date is in the future");
    expect(rows[4]?.problems[0]?.message).toBe("The same value is on row 5 of this sheet");
    expect(rows[5]?.problems[0]?.message).toMatch(/stored with other values/);
    const flights = await queryRows<{ n: number }>(ctx, sql`select count(*)::int as n from toldg_flights`);
    expect(flights[0]?.n).toBe(1);
  });

  it("a new crew and their flights land together; the recency and the ledger are the hand-computed dates", async () => {
    const file = await importWorkbook({
      crew: [crew("TL001")],
      toldg: [
        // Newest first: 05/10 gives 2 and 2, 01/10 brings both to 3, so the 3 were done on 01/10.
        { crew_code: "TL001", flight_date: "01/10/2026", to_number: "1", ldg_number: "1", sim_date: "" },
        {
          crew_code: "TL001",
          flight_date: "05/10/2026",
          to_number: "2",
          ldg_number: "2",
          sim_date: "15/09/2026",
        },
        { crew_code: String(stored.crewCode), flight_date: "01/11/2026", to_number: "3", ldg_number: "3" },
      ],
    });
    const previewed = await calls.preview(file);
    expect(previewed.body.data.kinds).toEqual({
      crew: { create: 1, update: 0, unchanged: 0, problem: 0 },
      toldg: { create: 3, update: 0, unchanged: 0, problem: 0 },
    });
    const committed = await calls.commit(previewed.body.data.id);
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);
    // 01/10 + 90 days = 30/12; the SIM session 15/09 + 90 days = 14/12; the later one counts.
    expect(await recencyOf("TL001")).toEqual({
      sim_date: "2026-09-15",
      ac_expired_date: "2026-12-30",
      sim_expired_date: "2026-12-14",
      recency_date: "2026-12-30",
      to_ldg_valid_until: "2026-12-30",
    });
    // The stored pilot's newest 3 and 3 are now 01/11: 30/01/2027.
    expect(await recencyOf(String(stored.crewCode))).toMatchObject({
      ac_expired_date: "2027-01-30",
      recency_date: "2027-01-30",
      to_ldg_valid_until: "2027-01-30",
    });
    const imported = await queryRows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from toldg_flights where import_batch_id = ${previewed.body.data.id}`,
    );
    expect(imported[0]?.n).toBe(3);
    const audit = await queryRows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from audit_log where entity = 'toldg' and action = 'import'`,
    );
    expect(audit[0]?.n).toBe(3);

    // The same file again changes nothing.
    const again = await calls.preview(file);
    expect(again.body.data.kinds.toldg).toEqual({ create: 0, update: 0, unchanged: 3, problem: 0 });

    // The export of every day imports again unchanged.
    const exported = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/import/export?kind=toldg",
      headers: { "access-token": admin.client.token, "accept-language": "vi" },
    });
    expect(exported.statusCode).toBe(200);
    const roundTrip = await calls.preview(exported.rawPayload, "TO-LDG (export).xlsx", "vi");
    expect(roundTrip.body.data.kinds.toldg).toEqual({ create: 0, update: 0, unchanged: 4, problem: 0 });

    // Undone: the days go to retention, the new pilot goes, the stored pilot's recency is as before.
    const undone = await calls.undo(previewed.body.data.id);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await recencyOf("TL001")).toBeUndefined();
    expect(await recencyOf(String(stored.crewCode))).toMatchObject({
      ac_expired_date: null,
      recency_date: null,
      to_ldg_valid_until: null,
    });
    const retained = await queryRows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from retained_records where entity = 'toldg_flight'`,
    );
    expect(retained[0]?.n).toBe(3);
  });

  it("an undo is refused while a day it wrote was reported again since", async () => {
    const file = await importWorkbook({
      toldg: [
        { crew_code: String(stored.crewCode), flight_date: "10/11/2026", to_number: "1", ldg_number: "1" },
      ],
    });
    const previewed = await calls.preview(file);
    expect((await calls.commit(previewed.body.data.id)).status).toBe(200);
    await ctx.database.db.execute(
      sql`update toldg_flights set to_number = 2, updated_at = now() + interval '1 second' where flight_date = '2026-11-10'`,
    );
    const undone = await calls.undo(previewed.body.data.id);
    expect(undone.status).toBe(409);
    expect(undone.body.details[0].message).toMatch(/was changed after the import/);
    const left = await queryRows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from toldg_flights where flight_date = '2026-11-10'`,
    );
    expect(left[0]?.n).toBe(1);
  });
});
