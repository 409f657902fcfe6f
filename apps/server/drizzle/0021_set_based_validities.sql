-- The ledger's refresh reads the records of all the pilots it refreshes at once (ADR 0742): one pass
-- over their SIM forms and line checks, grouped by pilot, instead of a subquery per pilot. A write of
-- one record still reads that pilot's rows through the crew-code indexes; a bulk write (a SIM import,
-- a fill of 100 000 sessions) reads each table once instead of once per pilot.
CREATE OR REPLACE FUNCTION refresh_pilot_validities(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH target AS MATERIALIZED (
    -- A semi-join on the unnested ids (hashed), not `= ANY(ids)` (ADR 0740).
    SELECT p.id, p.crew_code FROM pilots p WHERE p.id IN (SELECT unnest(ids))
  ), forms AS MATERIALIZED (
    SELECT c.crew_code, c.session_date, c.sim_id, c.form_status, c.elearning_completion
    FROM pilot_sim_forms c WHERE c.crew_code IN (SELECT crew_code FROM target)
  ), sim AS (
    SELECT f.crew_code, calendar_months_valid_until(f.session_date, 6, 3 ORDER BY f.session_date) AS valid_until,
      max(f.session_date) AS last_day
    FROM forms f WHERE f.form_status = 5 GROUP BY f.crew_code
  ), latest AS (
    SELECT DISTINCT ON (f.crew_code) f.crew_code, f.session_date, f.elearning_completion
    FROM forms f ORDER BY f.crew_code, f.session_date DESC, f.sim_id DESC
  ), checks AS (
    SELECT d.crew_code, calendar_months_valid_until(d.day, 12, 3 ORDER BY d.day) AS valid_until,
      max(d.day) AS last_day
    FROM (SELECT l.pilot_crew_code AS crew_code, (l.line_check_date AT TIME ZONE 'Asia/Ho_Chi_Minh')::date AS day
      FROM line_checks l
      WHERE l.line_check_status = 4 AND l.pilot_crew_code IN (SELECT crew_code FROM target)) d
    GROUP BY d.crew_code
  )
  UPDATE pilot_validities v SET
    to_ldg_valid_until = r.recency_date,
    sim_valid_until = sim.valid_until,
    last_sim_check_date = sim.last_day,
    elearning_session_date = latest.session_date,
    elearning_done = coalesce(latest.elearning_completion, false),
    line_check_valid_until = checks.valid_until,
    last_line_check_date = checks.last_day,
    updated_at = now()
  FROM target p
  LEFT JOIN toldg_records r ON r.pilot_id = p.id
  LEFT JOIN sim ON sim.crew_code = p.crew_code
  LEFT JOIN latest ON latest.crew_code = p.crew_code
  LEFT JOIN checks ON checks.crew_code = p.crew_code
  WHERE v.pilot_id = p.id;
END $$;
--> statement-breakpoint
-- A crew code once per refresh: a statement writing 200 000 forms names each pilot's code many times.
CREATE OR REPLACE FUNCTION refresh_pilot_validities_for_codes(codes text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_pilot_validities(ARRAY(SELECT id FROM pilots WHERE crew_code IN (SELECT DISTINCT unnest(codes))));
END $$;
