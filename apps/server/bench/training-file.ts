import { performance } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../src/db/client";
import { trainingFilePage } from "../src/features/training-file";

/** The training file's budget: the whole PDF of a pilot with 2 000 records. */
export const TRAINING_FILE_RECORDS = 2_000;
export const TRAINING_FILE_BUDGET_MS = 3_000;

/**
 * Tops the pilot's records up to `records` (training flights, base trainings, theory tests and
 * progress theory reports beside what the fill gave them) and writes an audit trail for every
 * record of theirs: a create row with the record's values, an approval with before and after for
 * the approved training records, a status move for the SIM forms and line checks.
 */
export async function fillTrainingFile(
  handle: DatabaseHandle,
  pilotId: number,
  records = TRAINING_FILE_RECORDS,
) {
  const [pilot] = (
    (await handle.db.execute(
      `select id, crew_code as "crewCode" from pilots where id = ${pilotId}`,
    )) as unknown as {
      rows: { id: number; crewCode: string }[];
    }
  ).rows;
  if (!pilot) throw new Error("no bench pilot");
  const count = async () =>
    (
      await trainingFilePage(handle.db, pilot, {
        pilot_id: pilotId,
        page_number: 1,
        page_count: 1,
        order: "+",
      })
    ).total;
  const missing = records - (await count());
  if (missing > 0) {
    const flights = Math.ceil(missing * 0.6);
    const base = Math.floor(missing * 0.15);
    const theory = Math.floor(missing * 0.15);
    const progress = missing - flights - base - theory;
    const instructor = "(select id from pilots where crew_code = 'I0001')";
    const common = `${pilotId}, ${instructor}, 'Trần Quốc Huy', 'training_file/bench.pdf'`;
    await handle.db.execute(`
      insert into training_flights (pilot_id, instructor_id, instructor_name, report_file, instructor_signature,
        flight_type, date_of_flight, number_of_sector, routes, criteria, min_score, phase_normal_progress,
        check_overall_performance, status, approved_at)
      select ${common}, 'Trần Quốc Huy', g % 6, date '2012-01-01' + (g * 2), 2,
        (array['HAN-SGN, SGN-HAN','DAD-CXR, CXR-DAD','HAN-PQC, PQC-HAN'])[1 + g % 3], '{}'::jsonb, 3,
        case when g % 6 in (1, 2, 3) then g % 17 <> 0 end, case when g % 6 in (4, 5) then 1 + g % 5 end,
        (g % 4 <> 0)::int, case when g % 4 <> 0 then now() - g * interval '1 day' end
      from generate_series(1, ${flights}) g`);
    await handle.db.execute(`
      insert into base_trainings (pilot_id, instructor_id, instructor_name, report_file, date_of_flight,
        pre_departure_and_post_flight, to_ga_clb, cruise_descent_approach, landing, circuit, ac_handling, result, status)
      select ${common}, date '2012-01-02' + (g * 9), 4, 4, 4, 3, 4, 4, g % 9 <> 0, (g % 3 <> 0)::int
      from generate_series(1, ${base}) g`);
    await handle.db.execute(`
      insert into theory_tests (pilot_id, instructor_id, instructor_name, report_file, date_of_test, comments, result, status)
      select ${common}, date '2012-01-03' + (g * 9), 'Ôn lại MEL/CDL', g % 5 <> 0, (g % 2)::int
      from generate_series(1, ${theory}) g`);
    const text = "'Đạt yêu cầu'";
    await handle.db.execute(`
      insert into progress_theory_reports (pilot_id, instructor_id, instructor_name, report_file, date_of_test,
        aircraft_limitations, aircraft_systems, emergency_equipment, sops, fom, airway_manuals, mel_cdl,
        general_aviation_knowledge, overall_performance)
      select ${common}, date '2012-01-04' + (g * 13), ${text}, ${text}, ${text}, ${text}, ${text}, ${text},
        ${text}, ${text}, 1 + g % 5
      from generate_series(1, ${progress}) g`);
  }
  const actor = "(select id from users where email = 'admin@demo.trms')";
  const created = (entity: string, from: string, values: string) =>
    handle.db.execute(`
      insert into audit_log (entity, entity_id, action, actor_id, at, changes)
      select '${entity}', r.id::text, 'create', ${actor}, now() - interval '400 days', jsonb_build_object(${values})
      from ${from}`);
  const record =
    "'date', r.date_of_flight, 'instructor_name', r.instructor_name, 'report_file', r.report_file";
  await created(
    "training_flight",
    `training_flights r where r.pilot_id = ${pilotId}`,
    `${record}, 'routes', r.routes, 'flight_type', r.flight_type`,
  );
  await created(
    "base_training",
    `base_trainings r where r.pilot_id = ${pilotId}`,
    `${record}, 'airport', r.airport`,
  );
  await created(
    "theory_test",
    `theory_tests r where r.pilot_id = ${pilotId}`,
    "'date', r.date_of_test, 'instructor_name', r.instructor_name, 'comments', r.comments, 'result', r.result",
  );
  await created(
    "progress_theory",
    `progress_theory_reports r where r.pilot_id = ${pilotId}`,
    "'date', r.date_of_test, 'instructor_name', r.instructor_name, 'overall_performance', r.overall_performance",
  );
  await created(
    "line_check",
    `line_checks r where r.pilot_crew_code = '${pilot.crewCode}'`,
    "'line_check_date', r.line_check_date, 'line_check_sectors', r.line_check_sectors, 'instructor_crew_code', r.instructor_crew_code",
  );
  await created(
    "line_training",
    `line_trainings r where r.pilot_crew_code = '${pilot.crewCode}'`,
    "'line_training_type', r.line_training_type, 'start_date', r.start_date",
  );
  // Approvals and status moves: who changed what from what to what.
  for (const table of ["training_flights", "base_trainings", "theory_tests"])
    await handle.db.execute(`
      insert into audit_log (entity, entity_id, action, actor_id, at, changes)
      select '${table.slice(0, -1)}', r.id::text, 'approve', (select user_id from pilots where id = ${pilotId}),
        coalesce(r.approved_at, now()), jsonb_build_object('status', jsonb_build_array(0, 1), 'approved_at', r.approved_at)
      from ${table} r where r.pilot_id = ${pilotId} and r.status = 1`);
  await handle.db.execute(`
    insert into audit_log (entity, entity_id, action, actor_id, at, changes)
    select 'sim_form', f.id::text, 'set_status', ${actor}, s.sessionb_date_time,
      jsonb_build_object('status', jsonb_build_array(1, f.form_status), 'reason', 'Bench move')
    from sim_sessions s join sim_forms f on f.sim_id = s.id
    where (f.pilot_order = 1 and s.first_pilot_crew_code = '${pilot.crewCode}')
       or (f.pilot_order = 2 and s.second_pilot_crew_code = '${pilot.crewCode}')`);
  await handle.db.execute("analyze audit_log");
  return count();
}

/** Downloads the training file `runs` times; the slowest against the budget. */
export async function timeTrainingFile(app: FastifyInstance, token: string, pilotId: number, runs = 3) {
  const results: { ms: number; bytes: number; pages: number }[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const response = await app.inject({
      method: "GET",
      url: `/api/v1/training_file/download?pilot_id=${pilotId}`,
      headers: { "access-token": token, "accept-language": "vi" },
    });
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`training file: ${response.body}`);
    const pages = response.rawPayload.toString("latin1").match(/\/Type \/Page\b/g)?.length ?? 0;
    results.push({ ms, bytes: response.rawPayload.length, pages });
  }
  return results;
}
