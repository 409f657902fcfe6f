import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/harness";
import type { DatabaseHandle } from "./client";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("migrations", () => {
  it("leave every search and sort index the list calls rely on", async () => {
    const result = await database.db.execute("select indexname from pg_indexes where schemaname = 'public'");
    const names = (result as unknown as { rows: { indexname: string }[] }).rows.map((r) => r.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        "users_full_name_trgm",
        "users_email_trgm",
        "pilots_search_trgm",
        "pilots_full_name_idx",
        "pilots_seniority_idx",
        "training_flights_pilot_date_idx",
        "training_flights_search_trgm",
        "toldg_records_license_trgm",
        "sim_sessions_search_trgm",
        // A keyword of one or two characters (migration 0025).
        "sim_sessions_search_grams",
        // The dashboard's figures and My tasks over years of records (migration 0027).
        "sim_sessions_session_day_idx",
        "sim_forms_status_idx",
        // My tasks' open forms of the caller's sessions (migration 0039).
        "sim_forms_open_sim_idx",
        "training_flights_below_standard_idx",
        // Fleet with position, and the ledger's active pilots (migration 0040).
        "pilots_fleet_position_idx",
        "pilots_status_name_idx",
        "pilots_fleet_status_idx",
      ]),
    );
  });
});
