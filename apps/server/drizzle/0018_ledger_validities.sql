CREATE TABLE "pilot_validities" (
	"pilot_id" integer PRIMARY KEY NOT NULL,
	"to_ldg_valid_until" date,
	"sim_valid_until" date,
	"last_sim_check_date" date,
	"elearning_session_date" date,
	"elearning_done" boolean DEFAULT false NOT NULL,
	"elearning_due_date" date GENERATED ALWAYS AS (case when not elearning_done then elearning_session_date end) STORED,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pilot_validities" ADD CONSTRAINT "pilot_validities_pilot_id_pilots_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."pilots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pilot_validities_to_ldg_idx" ON "pilot_validities" USING btree ("to_ldg_valid_until","pilot_id");--> statement-breakpoint
CREATE INDEX "pilot_validities_sim_idx" ON "pilot_validities" USING btree ("sim_valid_until","pilot_id");--> statement-breakpoint
CREATE INDEX "pilot_validities_elearning_idx" ON "pilot_validities" USING btree ("elearning_due_date","pilot_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_kind_at_idx" ON "audit_log" USING btree ("entity","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_at_idx" ON "audit_log" USING btree ("actor_id","at","id");
--> statement-breakpoint
-- The validity rules of packages/shared/src/validity (ADR 0700) in SQL, maintained by triggers in the
-- transaction of every write to the records they read (ADR 0701). The ledger test checks these
-- functions against the shared evaluator at every edge.
-- One step of the calendar-month rule: a check inside the last `window_months` calendar months of the
-- validity so far extends from its end; any other check counts from its own month.
CREATE FUNCTION calendar_months_step(valid_until date, check_date date, months integer, window_months integer)
RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN valid_until IS NOT NULL AND window_months > 0
      AND check_date >= (date_trunc('month', valid_until::timestamp) - make_interval(months => window_months - 1))::date
      AND check_date <= valid_until
    THEN (date_trunc('month', valid_until::timestamp) + make_interval(months => months + 1) - interval '1 day')::date
    ELSE (date_trunc('month', check_date::timestamp) + make_interval(months => months + 1) - interval '1 day')::date
  END
$$;
--> statement-breakpoint
-- calendar_months_valid_until(check_date, months, window ORDER BY check_date): the last valid day.
CREATE AGGREGATE calendar_months_valid_until(date, integer, integer) (SFUNC = calendar_months_step, STYPE = date);
--> statement-breakpoint
-- Every pilot seat of every SIM session with its form, dated by the later session's day in the
-- airline's time zone; one branch per seat so each reads its seat's crew-code index.
CREATE VIEW pilot_sim_forms AS
  SELECT s.first_pilot_crew_code AS crew_code, s.id AS sim_id, f.id AS form_id, f.form_status,
    f.elearning_completion,
    (greatest(s.sessiona_date_time, s.sessionb_date_time) AT TIME ZONE 'Asia/Ho_Chi_Minh')::date AS session_date
  FROM sim_sessions s JOIN sim_forms f ON f.sim_id = s.id AND f.pilot_order = 1
  UNION ALL
  SELECT s.second_pilot_crew_code, s.id, f.id, f.form_status, f.elearning_completion,
    (greatest(s.sessiona_date_time, s.sessionb_date_time) AT TIME ZONE 'Asia/Ho_Chi_Minh')::date
  FROM sim_sessions s JOIN sim_forms f ON f.sim_id = s.id AND f.pilot_order = 2;
--> statement-breakpoint
-- Recomputes the validities of these pilots from their records (SIM 6 months and 3 of renewal,
-- ORO.FC.230(b); e-learning of the latest session; TO LDG recency as the survey computed it).
CREATE FUNCTION refresh_pilot_validities(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pilot_validities v SET
    to_ldg_valid_until = (SELECT t.recency_date FROM toldg_records t WHERE t.pilot_id = p.id),
    sim_valid_until = (SELECT calendar_months_valid_until(c.session_date, 6, 3 ORDER BY c.session_date)
      FROM pilot_sim_forms c WHERE c.crew_code = p.crew_code AND c.form_status = 5),
    last_sim_check_date = (SELECT max(c.session_date) FROM pilot_sim_forms c
      WHERE c.crew_code = p.crew_code AND c.form_status = 5),
    elearning_session_date = latest.session_date,
    elearning_done = coalesce(latest.elearning_completion, false),
    updated_at = now()
  FROM pilots p
  LEFT JOIN LATERAL (SELECT c.session_date, c.elearning_completion FROM pilot_sim_forms c
    WHERE c.crew_code = p.crew_code ORDER BY c.session_date DESC, c.sim_id DESC LIMIT 1) latest ON true
  WHERE p.id = ANY(ids) AND v.pilot_id = p.id;
END $$;
--> statement-breakpoint
CREATE FUNCTION refresh_pilot_validities_for_codes(codes text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_pilot_validities(ARRAY(SELECT id FROM pilots WHERE crew_code = ANY(codes)));
END $$;
--> statement-breakpoint
CREATE FUNCTION pilot_validities_on_pilots() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO pilot_validities (pilot_id) SELECT id FROM inserted_rows ON CONFLICT DO NOTHING;
    PERFORM refresh_pilot_validities(ARRAY(SELECT id FROM inserted_rows));
  ELSE
    PERFORM refresh_pilot_validities(ARRAY(
      SELECT n.id FROM inserted_rows n JOIN deleted_rows o ON o.id = n.id WHERE o.crew_code IS DISTINCT FROM n.crew_code));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pilots_validities_insert AFTER INSERT ON pilots REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pilot_validities_on_pilots();
--> statement-breakpoint
CREATE TRIGGER pilots_validities_update AFTER UPDATE ON pilots REFERENCING OLD TABLE AS deleted_rows NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pilot_validities_on_pilots();
--> statement-breakpoint
CREATE FUNCTION pilot_validities_on_sim_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_pilot_validities_for_codes(ARRAY(
      SELECT first_pilot_crew_code FROM inserted_rows UNION SELECT second_pilot_crew_code FROM inserted_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_pilot_validities_for_codes(ARRAY(
      SELECT first_pilot_crew_code FROM deleted_rows UNION SELECT second_pilot_crew_code FROM deleted_rows));
  ELSE
    PERFORM refresh_pilot_validities_for_codes(ARRAY(
      SELECT first_pilot_crew_code FROM inserted_rows UNION SELECT second_pilot_crew_code FROM inserted_rows
      UNION SELECT first_pilot_crew_code FROM deleted_rows UNION SELECT second_pilot_crew_code FROM deleted_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sim_sessions_validities_insert AFTER INSERT ON sim_sessions REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pilot_validities_on_sim_sessions();
--> statement-breakpoint
CREATE TRIGGER sim_sessions_validities_update AFTER UPDATE ON sim_sessions REFERENCING OLD TABLE AS deleted_rows NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pilot_validities_on_sim_sessions();
--> statement-breakpoint
CREATE TRIGGER sim_sessions_validities_delete AFTER DELETE ON sim_sessions REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pilot_validities_on_sim_sessions();
--> statement-breakpoint
CREATE FUNCTION pilot_validities_on_sim_forms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_pilot_validities_for_codes(ARRAY(
      SELECT CASE f.pilot_order WHEN 1 THEN s.first_pilot_crew_code ELSE s.second_pilot_crew_code END
      FROM inserted_rows f JOIN sim_sessions s ON s.id = f.sim_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_pilot_validities_for_codes(ARRAY(
      SELECT CASE f.pilot_order WHEN 1 THEN s.first_pilot_crew_code ELSE s.second_pilot_crew_code END
      FROM deleted_rows f JOIN sim_sessions s ON s.id = f.sim_id));
  ELSE
    -- Only a change of what the rules read (status, e-learning) refreshes the pilot.
    PERFORM refresh_pilot_validities_for_codes(ARRAY(
      SELECT CASE n.pilot_order WHEN 1 THEN s.first_pilot_crew_code ELSE s.second_pilot_crew_code END
      FROM inserted_rows n JOIN deleted_rows o ON o.id = n.id JOIN sim_sessions s ON s.id = n.sim_id
      WHERE o.form_status IS DISTINCT FROM n.form_status
        OR o.elearning_completion IS DISTINCT FROM n.elearning_completion
        OR o.pilot_order IS DISTINCT FROM n.pilot_order OR o.sim_id IS DISTINCT FROM n.sim_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sim_forms_validities_insert AFTER INSERT ON sim_forms REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pilot_validities_on_sim_forms();
--> statement-breakpoint
CREATE TRIGGER sim_forms_validities_update AFTER UPDATE ON sim_forms REFERENCING OLD TABLE AS deleted_rows NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pilot_validities_on_sim_forms();
--> statement-breakpoint
CREATE TRIGGER sim_forms_validities_delete AFTER DELETE ON sim_forms REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pilot_validities_on_sim_forms();
--> statement-breakpoint
CREATE FUNCTION pilot_validities_on_toldg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM refresh_pilot_validities(ARRAY(SELECT pilot_id FROM deleted_rows));
  ELSE
    PERFORM refresh_pilot_validities(ARRAY(SELECT pilot_id FROM inserted_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER toldg_records_validities_insert AFTER INSERT ON toldg_records REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pilot_validities_on_toldg();
--> statement-breakpoint
CREATE TRIGGER toldg_records_validities_update AFTER UPDATE ON toldg_records REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pilot_validities_on_toldg();
--> statement-breakpoint
CREATE TRIGGER toldg_records_validities_delete AFTER DELETE ON toldg_records REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pilot_validities_on_toldg();
--> statement-breakpoint
INSERT INTO pilot_validities (pilot_id) SELECT id FROM pilots;
--> statement-breakpoint
SELECT refresh_pilot_validities(ARRAY(SELECT id FROM pilots));
