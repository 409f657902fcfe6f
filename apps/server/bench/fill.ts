import { createHash } from "node:crypto";
import { CRITERIA } from "@trms/shared";
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../src/db/client";

/**
 * `rows` bench pilots with accounts; with `everything`, their TO LDG records and flights, and `rows`
 * each of training flights, base trainings, theory tests, progress theory reports, training documents,
 * event reports, SIM sessions (with their two forms) and line checks too (lists, load and memory benches).
 */
export async function fill(handle: DatabaseHandle, rows: number, everything = true) {
  // One pass in SQL: accounts, then their pilot profiles, across fleets, positions and groups.
  await handle.db.execute(`
    insert into users (email, full_name, role, fleet, password_salt, password_hash)
    select 'bench' || g || '@bench.trms',
           (array['Nguyễn','Trần','Lê','Phạm','Hoàng'])[1 + g % 5] || ' Văn ' || md5(g::text),
           4, (array['A321','B787','A350','ATR72'])[1 + g % 4], 'salt', 'hash'
    from generate_series(1, ${rows}) g`);
  await handle.db.execute(`
    insert into pilots (user_id, crew_code, full_name, fleet, name_position, department_position, seniority_point, first_flight_date)
    select u.id, 'B' || u.id, u.full_name, u.fleet, u.id % 4, 'Group ' || (u.id % 12), (u.id % 500)::real,
           date '2000-01-01' + (u.id % 8000)
    from users u where u.email like 'bench%'`);
  if (!everything) {
    await handle.db.execute("analyze");
    return;
  }
  // TO LDG: a record for every bench pilot and 5 survey flights each (500 000 rows).
  await handle.db.execute(`
    insert into toldg_records (pilot_id, license_number, sim_date, recency_date, ac_expired_date, total_flight_hours, on_type_flight_hours, submitted_at)
    select p.id, 'VN' || (30000 + p.id), current_date - (p.id % 200), current_date + 90 - (p.id % 150), current_date + 90 - (p.id % 150),
           (1000 + p.id % 9000)::real, (300 + p.id % 4000)::real, now()
    from pilots p where p.crew_code like 'B%'`);
  await handle.db.execute(`
    insert into toldg_flights (pilot_id, flight_date, to_number, ldg_number)
    select r.pilot_id, current_date - (r.pilot_id % 150) - k * 3, 1, 1
    from toldg_records r, generate_series(0, 4) k where r.pilot_id in (select id from pilots where crew_code like 'B%')`);
  // Training flights: 100 000 records over the first 1 000 bench pilots (100 each), by the demo instructor.
  await handle.db.execute(`
    insert into training_flights (pilot_id, instructor_id, instructor_name, instructor_signature, flight_type,
      date_of_flight, number_of_sector, routes, autoland_at, grounded, criteria, min_score, report_file)
    select p.id, i.id, 'Trần Quốc Huy', 'Trần Quốc Huy', g % 6, date '2020-01-01' + (g % 2000), 2,
      (array['HAN-SGN, SGN-HAN','DAD-CXR, CXR-DAD','HAN-PQC, PQC-HAN'])[1 + g % 3],
      case when g % 5 = 0 then 'HAN' end, g % 13 = 0, '{}'::jsonb, 1 + g % 5, 'training_file/bench.pdf'
    from generate_series(0, ${rows} - 1) g
    join (select id, row_number() over (order by id) - 1 as n from pilots where crew_code like 'B%' order by id limit 1000) p
      on p.n = g % 1000
    cross join (select id from pilots where crew_code = 'I0001') i`);
  // Their 16 criterion scores (N/A among them) and two sectors each, for the FOT list's flight hours
  // and the criteria report.
  await handle.db.execute(`
    update training_flights f set criteria = (
      select jsonb_object_agg(c.key, jsonb_build_object('score', 1 + (f.id + c.n) % 6, 'comment', null, 'special_remark', false))
      from unnest(array[${CRITERIA.map((criterion) => `'${criterion.key}'`).join(",")}]) with ordinality as c(key, n))
    where f.report_file = 'training_file/bench.pdf'`);
  await handle.db.execute(`
    insert into training_flight_sectors (training_flight_id, position, date_of_sector, departure, destination, flight_time, night_or_day, pf_pm)
    select f.id, k, f.date_of_flight, 'HAN', 'SGN', 1 + (f.id % 7) * 0.25, 'DAY', 'PF'
    from training_flights f, generate_series(1, 2) k where f.report_file = 'training_file/bench.pdf'`);
  // Base trainings, theory tests and progress theory reports: 100 000 each, spread the same way.
  const recordRows = (values: string) => `
    select p.id, i.id, 'Trần Quốc Huy', 'training_file/bench.pdf', g % 2, date '2020-01-01' + (g % 2000)${values}
    from generate_series(0, ${rows} - 1) g
    join (select id, row_number() over (order by id) - 1 as n from pilots where crew_code like 'B%' order by id limit 1000) p
      on p.n = g % 1000
    cross join (select id from pilots where crew_code = 'I0001') i`;
  const common = "pilot_id, instructor_id, instructor_name, report_file, status";
  await handle.db.execute(`
    insert into base_trainings (${common}, date_of_flight, airport, pre_departure_and_post_flight, to_ga_clb,
      cruise_descent_approach, landing, circuit, ac_handling, result)
    ${recordRows(", (array['VCA','PQC','DAD'])[1 + g % 3], 3, 4, 3, 4, 3, 4, g % 7 <> 0")}`);
  await handle.db.execute(`
    insert into theory_tests (${common}, date_of_test, cfp_decode, comments, result)
    ${recordRows(", g % 2 = 0, 'Good', g % 7 <> 0")}`);
  await handle.db.execute(`
    insert into progress_theory_reports (${common}, date_of_test, aircraft_limitations, aircraft_systems,
      emergency_equipment, sops, fom, airway_manuals, mel_cdl, general_aviation_knowledge, overall_performance)
    ${recordRows(", 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 1 + g % 5")}`);
  // Training documents: 100 000 over the fleets and All, the four types, two files each on one in ten.
  await handle.db.execute(`
    insert into training_documents (fleet, training_type, document_name, start_date, note)
    select (array['ALL','A321','B787','A350','ATR72'])[1 + g % 5], g % 4,
      'Document ' || md5(g::text), date '2015-01-01' + (g % 4000), case when g % 3 = 0 then 'Note ' || g end
    from generate_series(1, ${rows}) g`);
  await handle.db.execute(`
    insert into attachments (record_kind, record_id, file_key, original_name, mime, size, sha256)
    select 'training_document', d.id, 'training_document/bench/' || d.id || '-' || k || '.pdf', 'part ' || k || '.pdf',
      'application/pdf', 1000, 'x'
    from training_documents d, generate_series(1, 2) k where d.id % 10 = 0`);
  // Line checks: 100 000 over the bench pilots, checked by the demo instructor, in every status; one in
  // five with a reset-status history step (the red rows).
  await handle.db.execute(`
    insert into line_checks (pilot_crew_code, pilot_name, instructor_crew_code, instructor_name, line_check_date,
      line_check_sectors, note, line_check_status)
    select p.crew_code, p.full_name, 'I0001', 'Trần Quốc Huy', now() - (g % 1500) * interval '1 day',
      (array['HAN-SGN, SGN-HAN','DAD-CXR, CXR-DAD','HAN-PQC, PQC-HAN'])[1 + g % 3],
      case when g % 3 = 0 then 'Bench line check ' || md5(g::text) end, 1 + g % 4
    from generate_series(0, ${rows} - 1) g
    join (select crew_code, full_name, row_number() over (order by id) - 1 as n from pilots where crew_code like 'B%' order by id limit 4000) p
      on p.n = g % 4000`);
  await handle.db.execute(`
    insert into workflow_history (entity, entity_id, action, from_status, to_status, reason)
    select 'line_check', id::text, 'set_status', 2, line_check_status, 'Bench reset'
    from line_checks where id % 5 = 0 and note like 'Bench line check%'`);
  // Event reports: 100 000 over the last 24 months, two pilots of one fleet each among the first 4 000
  // bench pilots (the statistics add up all of them for two years).
  await handle.db.execute(`
    insert into event_reports (occurred_at, occurred_month, flight_number, aircraft_registration, sector, content,
      fleet, minus_point_total)
    select t, to_char(t at time zone 'Asia/Ho_Chi_Minh', 'YYYYMM')::int, 'VN' || (g % 900), 'VN-A' || (g % 300),
      'HAN-SGN', 'Bench event ' || md5(g::text), (array['A321','B787','A350','ATR72'])[1 + g % 4], 1 + (g % 5) * 0.5
    from generate_series(0, ${rows} - 1) g, lateral (select now() - (g % 720) * interval '1 day' - (g % 24) * interval '1 hour' as t) o`);
  await handle.db.execute(`
    insert into event_report_pilots (report_id, pilot_id, position, minus_point, occurred_month)
    select r.id, p.id, k, case when k = 0 then r.minus_point_total - 0.5 else 0.5 end, r.occurred_month
    from event_reports r
    cross join generate_series(0, 1) k
    join (select id, row_number() over (order by id) - 1 as n from pilots where crew_code like 'B%' order by id limit 4000) p
      on p.n = (r.id * 2 + k) % 4000
    where r.content like 'Bench event%'`);
  // Line trainings: 100 000 of the first 4 000 bench pilots over the six types and three statuses, the
  // latest submission on two in three.
  await handle.db.execute(`
    insert into line_trainings (pilot_crew_code, pilot_name, line_training_type, fleet, start_date, status,
      last_submit, last_submitted_at, last_submitted_by)
    select p.crew_code, p.full_name, 1 + g % 6, p.fleet, date '2015-01-01' + (g % 4000), 1 + (g / 6) % 3,
      case when g % 3 <> 0 then 'line_training/bench/' || g || '.pdf' end,
      case when g % 3 <> 0 then now() - (g % 720) * interval '1 day' end,
      case when g % 3 <> 0 then 'Bench instructor' end
    from generate_series(0, ${rows} - 1) g
    join (select crew_code, full_name, fleet, row_number() over (order by id) - 1 as n
          from pilots where crew_code like 'B%' order by id limit 4000) p on p.n = g % 4000`);
  await fillSimSessions(handle, rows);
  // The mail outbox: mails of every kind over two years, most sent, some waiting or failed.
  await handle.db.execute(`
    insert into mail_outbox (kind, recipient, language, subject, body, status, attempts, created_at, sent_at, last_error)
    select (array['sim_form','line_check','line_training','expiry_alert_pilot','expiry_alert_digest','reset_password'])[1 + g % 6],
           'bench' || (1 + g % ${rows}) || '@bench.trms', 'vi', 'Bench mail ' || g, 'text',
           case when g % 50 = 0 then 4 when g % 20 = 0 then 1 else 3 end, case when g % 50 = 0 then 10 else 1 end,
           now() - (g % 730) * interval '1 day', case when g % 50 <> 0 and g % 20 <> 0 then now() - (g % 730) * interval '1 day' end,
           case when g % 50 = 0 then 'connection refused' end
    from generate_series(0, ${rows} - 1) g`);
  await handle.db.execute("analyze");
}

/**
 * `rows` SIM sessions over the last 1 000 days, two bench pilots and two bench instructors each among
 * the first 4 000 bench pilots; the demo instructor I0001 takes session A of one in fifty (an
 * instructor's own list) and the demo pilot P0001 the first seat of another one in fifty (the "As
 * Pilot" tab); each session has its two SIM forms across the six states.
 */
export async function fillSimSessions(handle: DatabaseHandle, rows: number) {
  await handle.db.execute(`
    with bp as (
      select crew_code, full_name, row_number() over (order by id) - 1 as n
      from pilots where crew_code like 'B%' order by id limit 4000
    )
    insert into sim_sessions (first_pilot_crew_code, first_pilot_name, second_pilot_crew_code, second_pilot_name,
      sima_instructor_crew_code, sima_instructor_name, simb_instructor_crew_code, simb_instructor_name,
      sessiona_date_time, sessiona_place, sessionb_date_time, sessionb_place, note)
    select case when g % 50 = 25 then pp.crew_code else a.crew_code end,
      case when g % 50 = 25 then pp.full_name else a.full_name end, b.crew_code, b.full_name,
      case when g % 50 = 0 then i.crew_code else c.crew_code end,
      case when g % 50 = 0 then i.full_name else c.full_name end,
      d.crew_code, d.full_name,
      t, (array['VN001','CAE VN018','VN026','VN036','ATR500'])[1 + g % 5],
      t + interval '4 hours', (array['VN001','CAE VN018','VN026','VN036','ATR500'])[1 + (g + 1) % 5],
      case when g % 3 = 0 then 'Bench session ' || g end
    from generate_series(0, ${rows} - 1) g
    cross join lateral (select date_trunc('hour', now()) - (g % 1000) * interval '1 day' + (g % 4) * interval '4 hours' as t) o
    join bp a on a.n = g % 4000
    join bp b on b.n = (g + 1) % 4000
    join bp c on c.n = (g + 2) % 4000
    join bp d on d.n = (g + 3) % 4000
    cross join (select crew_code, full_name from pilots where crew_code = 'I0001') i
    cross join (select crew_code, full_name from pilots where crew_code = 'P0001') pp`);
  await handle.db.execute(`
    insert into sim_forms (sim_id, pilot_order, form_status)
    select s.id, k, 1 + (s.id + k) % 6
    from sim_sessions s cross join generate_series(1, 2) k
    where s.second_pilot_crew_code like 'B%' and not exists (select 1 from sim_forms f where f.sim_id = s.id)`);
}

/** A demo account's token through the real sign-in challenge (password Demo@1234). */
export async function signIn(app: FastifyInstance, email: string) {
  const sha = (t: string) => createHash("sha256").update(t).digest("hex");
  const challenge = (
    await app.inject({ method: "POST", url: "/api/v1/auth/login", payload: { email } })
  ).json().data;
  const validated = await app.inject({
    method: "POST",
    url: "/api/v1/auth/login/validate",
    payload: { email, password: sha(sha("Demo@1234") + challenge.salt) + challenge.code },
  });
  return validated.json().data.token as string;
}
