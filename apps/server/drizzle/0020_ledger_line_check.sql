ALTER TABLE "pilot_validities" ADD COLUMN "line_check_valid_until" date;--> statement-breakpoint
ALTER TABLE "pilot_validities" ADD COLUMN "last_line_check_date" date;--> statement-breakpoint
CREATE INDEX "pilot_validities_line_check_idx" ON "pilot_validities" USING btree ("line_check_valid_until","pilot_id");--> statement-breakpoint
-- The line check joins the ledger (ADR 0700 "Line check hook", ADR 0740): valid for 12 calendar
-- months, renewed from the old end inside its last 3 (ORO.FC.230(c)), counted over Completed (4)
-- line checks on their day in the airline's time zone.
CREATE OR REPLACE FUNCTION refresh_pilot_validities(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pilot_validities v SET
    to_ldg_valid_until = (SELECT t.recency_date FROM toldg_records t WHERE t.pilot_id = p.id),
    sim_valid_until = (SELECT calendar_months_valid_until(c.session_date, 6, 3 ORDER BY c.session_date)
      FROM pilot_sim_forms c WHERE c.crew_code = p.crew_code AND c.form_status = 5),
    last_sim_check_date = (SELECT max(c.session_date) FROM pilot_sim_forms c
      WHERE c.crew_code = p.crew_code AND c.form_status = 5),
    elearning_session_date = latest.session_date,
    elearning_done = coalesce(latest.elearning_completion, false),
    line_check_valid_until = checks.valid_until,
    last_line_check_date = checks.last_day,
    updated_at = now()
  FROM pilots p
  LEFT JOIN LATERAL (SELECT c.session_date, c.elearning_completion FROM pilot_sim_forms c
    WHERE c.crew_code = p.crew_code ORDER BY c.session_date DESC, c.sim_id DESC LIMIT 1) latest ON true
  LEFT JOIN LATERAL (SELECT calendar_months_valid_until(d.day, 12, 3 ORDER BY d.day) AS valid_until,
      max(d.day) AS last_day
    FROM (SELECT (l.line_check_date AT TIME ZONE 'Asia/Ho_Chi_Minh')::date AS day FROM line_checks l
      WHERE l.pilot_crew_code = p.crew_code AND l.line_check_status = 4) d) checks ON true
  -- A semi-join on the unnested ids (hashed), not `= ANY(ids)`: a statement touching 100 000 pilots
  -- would otherwise compare every pilot with every id.
  WHERE p.id IN (SELECT unnest(ids)) AND v.pilot_id = p.id;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_pilot_validities_for_codes(codes text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_pilot_validities(ARRAY(SELECT id FROM pilots WHERE crew_code IN (SELECT unnest(codes))));
END $$;
--> statement-breakpoint
CREATE FUNCTION pilot_validities_on_line_checks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_pilot_validities_for_codes(ARRAY(
      SELECT pilot_crew_code FROM inserted_rows WHERE line_check_status = 4));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_pilot_validities_for_codes(ARRAY(
      SELECT pilot_crew_code FROM deleted_rows WHERE line_check_status = 4));
  ELSE
    -- Only a change of what the rule reads (status, day, pilot) refreshes the pilot, old and new.
    PERFORM refresh_pilot_validities_for_codes(ARRAY(
      SELECT n.pilot_crew_code FROM inserted_rows n JOIN deleted_rows o ON o.id = n.id
      WHERE (o.line_check_status = 4 OR n.line_check_status = 4)
        AND (o.line_check_status IS DISTINCT FROM n.line_check_status
          OR o.line_check_date IS DISTINCT FROM n.line_check_date
          OR o.pilot_crew_code IS DISTINCT FROM n.pilot_crew_code)
      UNION
      SELECT o.pilot_crew_code FROM inserted_rows n JOIN deleted_rows o ON o.id = n.id
      WHERE o.line_check_status = 4 AND o.pilot_crew_code IS DISTINCT FROM n.pilot_crew_code));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER line_checks_validities_insert AFTER INSERT ON line_checks REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pilot_validities_on_line_checks();
--> statement-breakpoint
CREATE TRIGGER line_checks_validities_update AFTER UPDATE ON line_checks REFERENCING OLD TABLE AS deleted_rows NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pilot_validities_on_line_checks();
--> statement-breakpoint
CREATE TRIGGER line_checks_validities_delete AFTER DELETE ON line_checks REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pilot_validities_on_line_checks();
--> statement-breakpoint
SELECT refresh_pilot_validities(ARRAY(SELECT DISTINCT p.id FROM pilots p JOIN line_checks l ON l.pilot_crew_code = p.crew_code
  WHERE l.line_check_status = 4));
