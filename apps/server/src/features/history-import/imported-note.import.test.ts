import { CRITERIA } from "@trms/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import {
  createAdmin,
  createInstructor,
  createPilot,
  createTrainingFlight,
  type Made,
} from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { importCalls, importWorkbook, newCrew, queryRows, sql } from "../../../test/history-import";

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
let calls: ReturnType<typeof importCalls>;
let admin: Made;
let token: string;

const FILE_NAME = "airline history.xlsx";

/** One record of every kind a detail call shows, for the crew the same upload makes. */
const workbook = () =>
  importWorkbook({
    crew: [newCrew("IN001"), newCrew("IN002"), newCrew("IN900", { instructor_rating: "TRI" })],
    base_training: [
      {
        crew_code: "IN001",
        instructor_crew_code: "IN900",
        date_of_flight: "01/09/2026",
        airport: "VCA",
        go_around: "1",
        touch_and_go: "2",
        full_stop: "1",
        flight_time: "1.5",
        pre_departure_and_post_flight: "4",
        to_ga_clb: "4",
        cruise_descent_approach: "3",
        landing: "4",
        circuit: "N/A",
        ac_handling: "5",
        result: "Pass",
      },
    ],
    theory_test: [
      {
        crew_code: "IN001",
        instructor_crew_code: "IN900",
        date_of_test: "02/09/2026",
        cfp_decode: "Yes",
        comments: "Knows the topics",
        result: "Pass",
      },
    ],
    progress_theory: [
      {
        crew_code: "IN001",
        instructor_crew_code: "IN900",
        date_of_test: "03/09/2026",
        aircraft_limitations: "Knows them",
        aircraft_systems: "Good",
        emergency_equipment: "Locates all",
        sops: "Follows",
        fom: "Familiar",
        airway_manuals: "Uses well",
        mel_cdl: "Applies",
        general_aviation_knowledge: "Sound",
        overall_performance: "4",
      },
    ],
    training_flight: [
      {
        crew_code: "IN001",
        instructor_crew_code: "IN900",
        date_of_flight: "04/09/2026",
        flight_type: "Normal training flight",
        sectors: "04/09/2026 HAN-SGN 2.1 DAY PF",
        ...Object.fromEntries(CRITERIA.map((criterion) => [criterion.key, "4"])),
      },
    ],
    line_check: [
      {
        crew_code: "IN001",
        instructor_crew_code: "IN900",
        line_check_date: "05/09/2026",
        line_check_sectors: "HAN-SGN, SGN-HAN",
      },
    ],
    line_training: [
      { crew_code: "IN001", line_training_type: "FOT", line_training_start_date: "06/09/2026" },
    ],
    sim_session: [
      {
        first_pilot_crew_code: "IN001",
        second_pilot_crew_code: "IN002",
        sima_instructor_crew_code: "IN900",
        sessiona_date: "07/09/2026",
        simb_instructor_crew_code: "IN900",
      },
    ],
  });

/** Each kind's table and the call that answers one of its records by id. */
const DETAIL_CALLS = [
  ["base_trainings", "flt_training/base_training_by_id"],
  // The theory test's by-id call keeps the name the spec gives it.
  ["theory_tests", "flt_training/get_theory_test_api_list"],
  ["progress_theory_reports", "flt_training/progress_theory_report_by_id"],
  ["training_flights", "flt_training/training_flight_by_id"],
  ["line_checks", "linecheck/get_line_check_by_id"],
  ["line_trainings", "line_training/get_line_training_by_id"],
  ["sim_sessions", "sim/get_sim_by_id"],
  ["pilots", "pilot/pilot_detail"],
] as const;

/** The ids of a table's rows the batch wrote. */
const idsOf = async (table: string, batch: number) =>
  (
    await queryRows<{ id: number }>(
      ctx,
      sql`select id from ${sql.identifier(table)} where import_batch_id = ${batch} order by id`,
    )
  ).map((row) => row.id);

const detail = async (path: string, id: number) => {
  const reply = await api.post(path, { id }, { token });
  expect(reply.status, `${path} ${JSON.stringify(reply.body)}`).toBe(200);
  return reply.body.data as { imported?: { batch_id: number; file_name: string; imported_at: string } };
};

beforeAll(async () => {
  ctx = await createTestApp();
  api = apiClient(ctx);
  admin = await createAdmin(ctx);
  token = admin.client.token;
  calls = importCalls(api, token);
});
afterAll(async () => {
  await ctx?.close();
});

describe("a record's detail names the import that wrote it", () => {
  it("every kind's detail call answers the batch and its file; a list row does not", async () => {
    const previewed = await calls.preview(await workbook(), FILE_NAME);
    expect(previewed.status, JSON.stringify(previewed.body)).toBe(200);
    const batch = previewed.body.data.id as number;
    const { rows } = await calls.rows(batch, true);
    expect(rows).toEqual([]);
    // Previewed, not committed: nothing is written, so nothing can be shown as imported yet.
    expect(await idsOf("line_checks", batch)).toEqual([]);
    const committed = await calls.commit(batch);
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);
    const [stored] = await queryRows<{ committed_at: string }>(
      ctx,
      sql`select to_char(committed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as committed_at
        from import_batches where id = ${batch}`,
    );

    for (const [table, path] of DETAIL_CALLS) {
      const ids = await idsOf(table, batch);
      expect(ids.length, table).toBeGreaterThan(0);
      for (const id of ids) {
        const { imported } = await detail(path, id);
        expect(imported, `${path} ${id}`).toEqual({
          batch_id: batch,
          file_name: FILE_NAME,
          imported_at: expect.stringMatching(new RegExp(`^${stored?.committed_at}`)),
        });
      }
    }

    // Lists read no batch: only the detail calls say where a record came from.
    const [lineTraining] = await idsOf("line_trainings", batch);
    const listed = [];
    for (const completed of [0, 1]) {
      const list = await api.post(
        "line_training/get_line_training_list",
        { page_number: 1, page_count: 10, completed },
        { token },
      );
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      listed.push(...(list.body.data.line_training_list as { id: number }[]));
    }
    const row = listed.find((found) => found.id === lineTraining);
    expect(row).toBeDefined();
    expect(row).not.toHaveProperty("imported");
  });

  it("a record the product made has no `imported`", async () => {
    const pilot = await createPilot(ctx);
    const instructor = await createInstructor(ctx);
    const created = await api.post(
      "line_training/create_line_training",
      { pilot_crew_code: pilot.crewCode, line_training_type: 1 },
      { token },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(await detail("line_training/get_line_training_by_id", created.body.data.id)).not.toHaveProperty(
      "imported",
    );
    const flight = await createTrainingFlight(ctx, {
      trainee: pilot,
      instructor,
      dateOfFlight: "2026-02-10",
    });
    expect(await detail("flt_training/training_flight_by_id", flight.id)).not.toHaveProperty("imported");
    expect(await detail("pilot/pilot_detail", Number(pilot.pilotId))).not.toHaveProperty("imported");
  });
});
