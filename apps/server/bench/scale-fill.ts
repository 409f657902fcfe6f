/**
 * Ten years of an airline's training records in SQL (`npm run bench:scale`): 1 000 pilots and 100
 * instructors with accounts, their SIM sessions every quarter with both forms in every workflow
 * state, training flights, base trainings, theory tests, progress theory reports, line checks, line
 * trainings, TO LDG records, event reports and training documents. Old records are finished, the
 * last weeks' are in progress and next quarter's are scheduled, as a running airline has them; the
 * validities (pilot_validities) follow from the records through the tables' own triggers.
 */
import { CRITERIA } from "@trms/shared";
import type { DatabaseHandle } from "../src/db/client";

export const SCALE_PILOTS = 1_000;
export const SCALE_INSTRUCTORS = 100;
export const SCALE_YEARS = 10;
/** The bench's own accounts that sign in (the demo password, copied from the demo pilot). */
export const SCALE_PILOT_EMAIL = "scale-pilot0@bench.trms";
export const SCALE_INSTRUCTOR_EMAIL = "scale-instructor0@bench.trms";

const FLEETS = "(array['A321','B787','A350','ATR72'])";
const ROUTES = "(array['HAN-SGN, SGN-HAN','DAD-CXR, CXR-DAD','HAN-PQC, PQC-HAN','SGN-VCA, VCA-SGN'])";
const PLACES = "(array['VN001','CAE VN018','VN026','VN036','ATR500'])";
/** Bench pilots numbered from 0, each with its fleet's number (pairs of pilots share a fleet). */
const PILOTS_N = `(select id, crew_code, full_name, fleet, (row_number() over (order by id) - 1)::int as n
  from pilots where crew_code like 'S%')`;
/** Bench instructors numbered within their fleet (25 a fleet). */
const INSTRUCTORS_N = `(select id, crew_code, full_name, fleet,
    (row_number() over (partition by fleet order by id) - 1)::int as k
  from pilots where crew_code like 'T%')`;
/** The instructor `k` (mod 25) of a pilot's fleet. */
const instructorOf = (alias: string, pilot: string, k: string) =>
  `join ${INSTRUCTORS_N} ${alias} on ${alias}.fleet = ${pilot}.fleet and ${alias}.k = (${k}) % ${SCALE_INSTRUCTORS / 4}`;

async function run(handle: DatabaseHandle, label: string, statement: string) {
  const started = performance.now();
  await handle.db.execute(statement);
  console.log(`  ${label}: ${Math.round(performance.now() - started)} ms`);
}

/** Accounts and pilot profiles: 1 000 pilots (captains and first officers) and 100 instructors. */
async function fillCrew(handle: DatabaseHandle) {
  await run(
    handle,
    "accounts",
    `insert into users (email, full_name, role, fleet, password_salt, password_hash)
    select case when g < ${SCALE_PILOTS} then 'scale-pilot' || g else 'scale-instructor' || (g - ${SCALE_PILOTS}) end
        || '@bench.trms',
      (array['Nguyễn','Trần','Lê','Phạm','Hoàng','Vũ','Đặng'])[1 + g % 7] || ' '
        || (array['Văn','Thị','Quốc','Minh','Thanh'])[1 + g % 5] || ' ' || initcap(substr(md5(g::text), 1, 6)),
      case when g < ${SCALE_PILOTS} then 4 else 3 end,
      ${FLEETS}[1 + (case when g < ${SCALE_PILOTS} then g / 2 else g end) % 4],
      d.password_salt, d.password_hash
    from generate_series(0, ${SCALE_PILOTS + SCALE_INSTRUCTORS - 1}) g
    cross join (select password_salt, password_hash from users where email = 'pilot@demo.trms') d`,
  );
  await run(
    handle,
    "pilot profiles",
    `insert into pilots (user_id, crew_code, full_name, fleet, name_position, department_position,
      seniority_point, first_flight_date, joining_date)
    select u.id, case when u.role = 4 then 'S' || lpad(substr(u.email, 12, position('@' in u.email) - 12), 4, '0')
        else 'T' || lpad(substr(u.email, 17, position('@' in u.email) - 17), 3, '0') end,
      u.full_name, u.fleet, case when u.role = 3 then 1 else u.id % 4 end, 'Group ' || (u.id % 12),
      (u.id % 500)::real, date '1995-01-01' + (u.id % 6000), date '1995-01-01' + (u.id % 6000)
    from users u where u.email like 'scale-%'`,
  );
}

/**
 * SIM sessions: each pair of pilots every quarter for ten years and the next quarter (about 20 500
 * sessions, 41 000 forms), with two instructors of their fleet. Forms of sessions older than six
 * weeks are Completed (2 % Failed, 1 % left at a stage); the last six weeks' spread over every
 * state; scheduled ones are Initial.
 */
async function fillSim(handle: DatabaseHandle) {
  const quarters = SCALE_YEARS * 4 + 1;
  await run(
    handle,
    "SIM sessions",
    `insert into sim_sessions (first_pilot_crew_code, first_pilot_name, second_pilot_crew_code, second_pilot_name,
      sima_instructor_crew_code, sima_instructor_name, simb_instructor_crew_code, simb_instructor_name,
      sessiona_date_time, sessiona_place, sessionb_date_time, sessionb_place, note)
    select a.crew_code, a.full_name, b.crew_code, b.full_name, ia.crew_code, ia.full_name, ib.crew_code, ib.full_name,
      t, ${PLACES}[1 + (a.n / 2) % 5], t + interval '1 day', ${PLACES}[1 + (a.n / 2 + q) % 5],
      case when (a.n + q) % 7 = 0 then 'Recurrent ' || q end
    from ${PILOTS_N} a
    join ${PILOTS_N} b on b.n = a.n + 1
    cross join generate_series(0, ${quarters - 1}) q
    ${instructorOf("ia", "a", "a.n / 2 + q")}
    ${instructorOf("ib", "a", "a.n / 2 + q + 7")}
    cross join lateral (select date_trunc('day', now()) - interval '${SCALE_YEARS} years' + q * interval '3 months'
      + ((a.n / 2) % 90) * interval '1 day' + (1 + (a.n / 2) % 4 * 4) * interval '1 hour' as t) o
    where a.n % 2 = 0`,
  );
  // The state of each form from its session's age; `r` spreads the rare cases.
  await run(
    handle,
    "SIM forms",
    `insert into sim_forms (sim_id, pilot_order, form_status, first_submit, second_submit, third_submit,
      downloaded_flag, caav_form, caav_form_status, elearning_completion, elearning_clue, elearning_completed_at)
    select s.id, k, st.status,
      case when st.status >= 2 then 'sim_form/scale/' || s.id || '-' || k || '-1.pdf' end,
      case when st.status >= 3 then 'sim_form/scale/' || s.id || '-' || k || '-2.pdf' end,
      case when st.status >= 4 then 'sim_form/scale/' || s.id || '-' || k || '-3.pdf' end,
      case when st.status = 5 and r % 3 <> 0 then 2 else 1 end,
      case when st.caav >= 2 then 'sim_form/scale/' || s.id || '-' || k || '-caav.pdf' end, st.caav,
      st.elearning, case when st.elearning then 'sim_form/scale/' || s.id || '-' || k || '-el.pdf' end,
      case when st.elearning then s.sessiona_date_time - interval '3 days' end
    from sim_sessions s cross join generate_series(1, 2) k
    cross join lateral (select (s.id * 2 + k) % 100 as r) rr
    cross join lateral (select
      case when s.sessiona_date_time > now() then 1
           when s.sessiona_date_time > now() - interval '6 weeks' then 1 + (s.id + k) % 6
           when r < 2 then 6 when r = 2 then 2 + (s.id % 3)
           else 5 end as status,
      case when s.sessiona_date_time > now() then 1
           when s.sessiona_date_time > now() - interval '6 weeks' then 1 + (s.id + k) % 3
           else 3 end as caav,
      s.sessiona_date_time < now() - interval '6 weeks' or (s.sessiona_date_time < now() and (s.id + k) % 2 = 0)
        as elearning) st
    where s.first_pilot_crew_code like 'S%'`,
  );
  await run(
    handle,
    "SIM form submissions",
    `insert into sim_form_submissions (form_id, kind, form_order, file_key, file_sha256, submitted_at)
    select f.id, 'sim', o, 'sim_form/scale/' || f.sim_id || '-' || f.pilot_order || '-' || o || '.pdf', md5(f.id || '-' || o),
      s.sessiona_date_time + o * interval '1 day'
    from sim_forms f join sim_sessions s on s.id = f.sim_id cross join generate_series(1, 3) o
    where s.first_pilot_crew_code like 'S%' and f.form_status >= o + 1`,
  );
  // The workflow's history: each stage's upload, the office's completion, and a rejection on one
  // form in fifty (the red rows of the list).
  await run(
    handle,
    "SIM form history",
    `insert into workflow_history (entity, entity_id, action, from_status, to_status, reason, at)
    select 'sim_form', f.id::text, h.action, h.from_status, h.to_status, h.reason, s.sessiona_date_time + h.o * interval '1 day'
    from sim_forms f join sim_sessions s on s.id = f.sim_id
    cross join lateral (values (1, 'submit_first', 1, 2, null), (2, 'submit_second', 2, 3, null),
      (3, 'submit_third', 3, 4, null), (4, 'set_status', 4, 5, null), (0, 'reject', 2, 1, 'Wrong form')) h(o, action, from_status, to_status, reason)
    where s.first_pilot_crew_code like 'S%'
      and ((h.o > 0 and f.form_status >= h.to_status and f.form_status <> 6) or (h.o = 0 and f.id % 50 = 0))`,
  );
}

/**
 * Training records: six training flights a year per pilot (two sectors and 16 scores each) and a
 * base training, a theory test and a progress theory report a year; the last month's await the
 * pilot's approval.
 */
async function fillTrainingRecords(handle: DatabaseHandle) {
  const perYear = 6;
  const criteria = CRITERIA.map((criterion) => `'${criterion.key}'`).join(",");
  // The first criterion holds the flight's lowest score, the others at or above it.
  await run(
    handle,
    "training flights",
    `insert into training_flights (pilot_id, instructor_id, instructor_name, instructor_signature, flight_type,
      date_of_flight, number_of_sector, routes, autoland_at, grounded, criteria, min_score, report_file, status)
    select p.id, i.id, i.full_name, i.full_name, (p.n + j) % 6, d, 2, ${ROUTES}[1 + (p.n + j) % 4],
      case when (p.n + j) % 5 = 0 then 'HAN' end, (p.n * 7 + j) % 97 = 0,
      (select jsonb_object_agg(c.key, jsonb_build_object('score',
          case when c.n = 1 then m.score else greatest(m.score, 3 + (p.n + j + c.n) % 4) end,
          'comment', null, 'special_remark', false))
        from unnest(array[${criteria}]) with ordinality as c(key, n)),
      m.score, 'training_file/scale.pdf', case when d > current_date - 30 then 0 else 1 end
    from ${PILOTS_N} p cross join generate_series(0, ${SCALE_YEARS * perYear - 1}) j
    cross join lateral (select current_date - ${SCALE_YEARS * perYear * 60} + j * 60 + p.n % 60 as d) o
    cross join lateral (select case when (p.n * 3 + j) % 11 = 0 then 2 when (p.n + j) % 23 = 0 then 1
      else 3 + (p.n + j) % 3 end as score) m
    ${instructorOf("i", "p", "p.n + j")}
    where d <= current_date`,
  );
  await run(
    handle,
    "training flight sectors",
    `insert into training_flight_sectors (training_flight_id, position, date_of_sector, departure, destination,
      flight_time, night_or_day, pf_pm)
    select f.id, k, f.date_of_flight, case when k = 1 then 'HAN' else 'SGN' end, case when k = 1 then 'SGN' else 'HAN' end,
      1.75 + (f.id % 5) * 0.25, case when f.id % 3 = 0 then 'NIGHT' else 'DAY' end, case when k = 1 then 'PF' else 'PM' end
    from training_flights f cross join generate_series(1, 2) k where f.report_file = 'training_file/scale.pdf'`,
  );
  const yearly = (offset: number) => `
    from ${PILOTS_N} p cross join generate_series(0, ${SCALE_YEARS - 1}) y
    cross join lateral (select current_date - ${SCALE_YEARS * 365} + y * 365 + (p.n * 7 + ${offset}) % 365 as d) o
    ${instructorOf("i", "p", `p.n + y + ${offset}`)}
    where d <= current_date`;
  const common = "pilot_id, instructor_id, instructor_name, report_file, status";
  const values =
    "p.id, i.id, i.full_name, 'training_file/scale.pdf', case when d > current_date - 30 then 0 else 1 end";
  await run(
    handle,
    "base trainings",
    `insert into base_trainings (${common}, date_of_flight, airport, pre_departure_and_post_flight, to_ga_clb,
      cruise_descent_approach, landing, circuit, ac_handling, result)
    select ${values}, d, (array['VCA','PQC','DAD'])[1 + (p.n + y) % 3], 3, 4, 3, 4, 3, 4, (p.n + y) % 9 <> 0 ${yearly(0)}`,
  );
  await run(
    handle,
    "theory tests",
    `insert into theory_tests (${common}, date_of_test, cfp_decode, comments, result)
    select ${values}, d, (p.n + y) % 2 = 0, 'Ôn lại MEL/CDL', (p.n + y) % 7 <> 0 ${yearly(120)}`,
  );
  await run(
    handle,
    "progress theory reports",
    `insert into progress_theory_reports (${common}, date_of_test, aircraft_limitations, aircraft_systems,
      emergency_equipment, sops, fom, airway_manuals, mel_cdl, general_aviation_knowledge, overall_performance)
    select ${values}, d, 'Đạt', 'Đạt', 'Đạt', 'Đạt', 'Đạt', 'Đạt', 'Đạt', 'Đạt', 1 + (p.n + y) % 5 ${yearly(240)}`,
  );
}

/**
 * Line checks once a year per pilot by an instructor of the fleet (finished ones Completed and read;
 * the last six weeks' at every status; next month's Initial); two line trainings per pilot (an
 * upgrade's stages), finished but for the last year's.
 */
async function fillLine(handle: DatabaseHandle) {
  await run(
    handle,
    "line checks",
    `insert into line_checks (pilot_crew_code, pilot_name, instructor_crew_code, instructor_name, line_check_date,
      line_check_sectors, note, first_submit, second_submit, line_check_status, downloaded_flag,
      linecheck_document_completion, linecheck_document_completed_at)
    select p.crew_code, p.full_name, i.crew_code, i.full_name, t, ${ROUTES}[1 + (p.n + y) % 4],
      case when (p.n + y) % 5 = 0 then 'Line check ' || y end,
      case when st.status >= 2 then 'line_check/scale/' || p.n || '-' || y || '-1.pdf' end,
      case when st.status >= 3 then 'line_check/scale/' || p.n || '-' || y || '-2.pdf' end,
      st.status, case when st.status = 4 then 2 else 1 end, st.status = 4 or (p.n + y) % 3 = 0,
      case when st.status = 4 or (p.n + y) % 3 = 0 then t - interval '2 days' end
    from ${PILOTS_N} p cross join generate_series(0, ${SCALE_YEARS}) y
    cross join lateral (select date_trunc('day', now()) - interval '${SCALE_YEARS} years' + y * interval '1 year'
      + (p.n % 365) * interval '1 day' - interval '300 days' + interval '2 hours' as t) o
    cross join lateral (select case when t > now() then 1 when t > now() - interval '6 weeks' then 1 + (p.n + y) % 4
      else 4 end as status) st
    ${instructorOf("i", "p", "p.n + y * 3")}
    where t < now() + interval '1 month'`,
  );
  await run(
    handle,
    "line check history",
    `insert into workflow_history (entity, entity_id, action, from_status, to_status, reason, at)
    select 'line_check', id::text, 'set_status', 2, line_check_status, 'Reset by the office', line_check_date + interval '3 days'
    from line_checks where pilot_crew_code like 'S%' and id % 40 = 0`,
  );
  await run(
    handle,
    "line trainings",
    `insert into line_trainings (pilot_crew_code, pilot_name, line_training_type, fleet, start_date, status,
      last_submit, last_submitted_at, last_submitted_by)
    select p.crew_code, p.full_name, 1 + (p.n + j) % 6, p.fleet, d,
      case when d < current_date - 365 then 3 else 1 + (p.n + j) % 3 end,
      case when d < current_date - 365 or (p.n + j) % 3 <> 0 then 'line_training/scale/' || p.n || '-' || j || '.pdf' end,
      case when d < current_date - 365 or (p.n + j) % 3 <> 0 then d + interval '20 days' end,
      case when d < current_date - 365 or (p.n + j) % 3 <> 0 then p.full_name end
    from ${PILOTS_N} p cross join generate_series(0, 1) j
    cross join lateral (select current_date - (p.n * 13 + j * 1500) % ${SCALE_YEARS * 365} as d) o`,
  );
  await run(
    handle,
    "line training submissions",
    `insert into line_training_submissions (line_training_id, form_order, crew_code, full_name, file_key,
      file_sha256, submitted_at)
    select t.id, case when k < 3 then 1 else 2 end, t.pilot_crew_code, t.pilot_name,
      'line_training/scale/' || t.id || '-' || k || '.pdf', md5(t.id || '-' || k), t.start_date + k * interval '7 days'
    from line_trainings t cross join generate_series(1, 4) k
    where t.pilot_crew_code like 'S%' and t.last_submit is not null and (k < 3 or t.status = 3)`,
  );
}

/** TO LDG: each crew member's survey record and a day of take-offs and landings each month for ten years. */
async function fillRecency(handle: DatabaseHandle) {
  await run(
    handle,
    "TO LDG records",
    `insert into toldg_records (pilot_id, license_number, sim_date, recency_date, ac_expired_date, total_flight_hours,
      on_type_flight_hours, submitted_at)
    select p.id, 'VN' || (40000 + p.id), current_date - (p.id % 180), current_date + 90 - (p.id % 120),
      current_date + 90 - (p.id % 120), (3000 + p.id % 9000)::real, (800 + p.id % 4000)::real, now() - (p.id % 30) * interval '1 day'
    from pilots p where p.crew_code like 'S%' or p.crew_code like 'T%'`,
  );
  await run(
    handle,
    "TO LDG flights",
    `insert into toldg_flights (pilot_id, flight_date, to_number, ldg_number)
    select r.pilot_id, current_date - m * 30 - (r.pilot_id % 28), 1 + m % 3, 1 + (m + 1) % 3
    from toldg_records r join pilots p on p.id = r.pilot_id cross join generate_series(0, ${SCALE_YEARS * 12 - 1}) m
    where p.crew_code like 'S%' or p.crew_code like 'T%'`,
  );
}

/** Event reports: about 30 a month for ten years, two pilots of one fleet each; training documents with files. */
async function fillReportsAndDocuments(handle: DatabaseHandle) {
  const reports = SCALE_YEARS * 12 * 30;
  await run(
    handle,
    "event reports",
    `insert into event_reports (occurred_at, occurred_month, flight_number, aircraft_registration, sector, content,
      fleet, minus_point_total)
    select t, to_char(t at time zone 'Asia/Ho_Chi_Minh', 'YYYYMM')::int, 'VN' || (200 + g % 700), 'VN-A' || (600 + g % 90),
      'HAN-SGN', 'Unstable approach, go-around ' || g, ${FLEETS}[1 + g % 4], 1 + (g % 5) * 0.5
    from generate_series(0, ${reports - 1}) g
    cross join lateral (select now() - (g * ${(SCALE_YEARS * 365) / reports}) * interval '1 day' - (g % 14) * interval '1 hour' as t) o`,
  );
  await run(
    handle,
    "event report pilots",
    `insert into event_report_pilots (report_id, pilot_id, position, minus_point, occurred_month)
    select r.id, p.id, k, case when k = 0 then r.minus_point_total - 0.5 else 0.5 end, r.occurred_month
    from event_reports r cross join generate_series(0, 1) k
    join ${PILOTS_N} p
      on p.n = 8 * (r.id % ${SCALE_PILOTS / 8}) + 2 * (array_position(${FLEETS}, r.fleet) - 1) + k
    where r.content like 'Unstable approach%'`,
  );
  await run(
    handle,
    "training documents",
    `insert into training_documents (fleet, training_type, document_name, start_date, note)
    select (array['ALL','A321','B787','A350','ATR72'])[1 + g % 5], g % 4, 'Training manual rev. ' || g,
      current_date - (g * 2) % ${SCALE_YEARS * 365}, case when g % 3 = 0 then 'Revision ' || g end
    from generate_series(1, ${SCALE_YEARS * 150}) g`,
  );
  await run(
    handle,
    "document files",
    `insert into attachments (record_kind, record_id, file_key, original_name, mime, size, sha256)
    select 'training_document', d.id, 'training_document/scale/' || d.id || '-' || k || '.pdf', 'part ' || k || '.pdf',
      'application/pdf', 250000, md5(d.id || '-' || k)
    from training_documents d cross join generate_series(1, 3) k
    where d.document_name like 'Training manual rev.%' and k <= 1 + d.id % 3`,
  );
}

/** Fills the ten years after the demo seed (whose demo pilot's password the bench accounts share). */
export async function fillScale(handle: DatabaseHandle) {
  await fillCrew(handle);
  await fillSim(handle);
  await fillTrainingRecords(handle);
  await fillLine(handle);
  await fillRecency(handle);
  await fillReportsAndDocuments(handle);
  await handle.db.execute("analyze");
}
