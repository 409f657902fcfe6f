-- ADR 1071: the training pipeline's items and each item's time to every status,
-- kept by triggers in the transaction of every write to what they are read from (the SIM forms and
-- sessions, line checks, line trainings, the pilots' fleets and crew codes, the workflow history),
-- so the pipeline reads a fleet's period by index instead of joining ten years of history.
-- The rules are those of ADR 1068: a SIM form starts when the later part of its session begins, a
-- line check at its date, a line training at local midnight of its start day; the fleet is the
-- pilot's (a line training's own first); days to a status run to the first move into it; a move out
-- of a status is a rejection when its action is reject or it goes to a lower stage (a SIM form's
-- Failed, 6, below every stage).
CREATE VIEW "pipeline_live_items" AS
  SELECT 'sim_form'::text AS kind, form.id AS item_id, pilot.fleet, pilot.crew_code,
         greatest(session.sessiona_date_time, session.sessionb_date_time) AS started_at,
         form.form_status::int AS status
    FROM sim_forms form
    JOIN sim_sessions session ON session.id = form.sim_id
    JOIN pilots pilot ON pilot.crew_code = CASE form.pilot_order WHEN 1 THEN session.first_pilot_crew_code
                                                                 ELSE session.second_pilot_crew_code END
  UNION ALL
  SELECT 'line_check', line_check.id, pilot.fleet, pilot.crew_code, line_check.line_check_date,
         line_check.line_check_status::int
    FROM line_checks line_check
    JOIN pilots pilot ON pilot.crew_code = line_check.pilot_crew_code
  UNION ALL
  SELECT 'line_training', training.id, coalesce(training.fleet, pilot.fleet), training.pilot_crew_code,
         training.start_date::timestamp AT TIME ZONE 'Asia/Ho_Chi_Minh', training.status::int
    FROM line_trainings training
    LEFT JOIN pilots pilot ON pilot.crew_code = training.pilot_crew_code;
--> statement-breakpoint
CREATE TABLE "pipeline_items" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"fleet" text NOT NULL,
	"crew_code" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"start_day" date NOT NULL,
	"status" smallint NOT NULL,
	CONSTRAINT "pipeline_items_pk" PRIMARY KEY ("kind","item_id")
);
--> statement-breakpoint
CREATE INDEX "pipeline_items_fleet_day_idx" ON "pipeline_items" USING btree ("fleet","start_day");
--> statement-breakpoint
-- One row per item and status it entered or left: the days to its first entry (null when it was
-- only left, as the first status), the moves out of it and how many of those went back.
CREATE TABLE "pipeline_item_stages" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"fleet" text NOT NULL,
	"start_day" date NOT NULL,
	"month" text NOT NULL,
	"days" double precision,
	"moves_out" integer NOT NULL,
	"rejected_out" integer NOT NULL,
	CONSTRAINT "pipeline_item_stages_pk" PRIMARY KEY ("kind","item_id","status")
);
--> statement-breakpoint
-- In the order the figures group them (kind, status, month), so a fleet's rows are read sorted.
CREATE INDEX "pipeline_item_stages_fleet_idx" ON "pipeline_item_stages" USING btree ("fleet","kind","status","month","start_day") INCLUDE ("days","moves_out","rejected_out");
--> statement-breakpoint
CREATE FUNCTION refresh_pipeline_items(item_kind text, ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(ids, 1), 0) = 0 THEN RETURN; END IF;
  DELETE FROM pipeline_item_stages WHERE kind = item_kind AND item_id = ANY(ids);
  DELETE FROM pipeline_items WHERE kind = item_kind AND item_id = ANY(ids);
  INSERT INTO pipeline_items (kind, item_id, fleet, crew_code, started_at, start_day, status)
  SELECT live.kind, live.item_id, live.fleet, live.crew_code, live.started_at,
         (live.started_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, live.status
    FROM pipeline_live_items live
   WHERE live.kind = item_kind AND live.item_id = ANY(ids) AND live.fleet IS NOT NULL;
  INSERT INTO pipeline_item_stages (kind, item_id, status, fleet, start_day, month, days, moves_out, rejected_out)
  SELECT item.kind, item.item_id, move.status, item.fleet, item.start_day, to_char(item.start_day, 'YYYY-MM'),
         (extract(epoch FROM min(move.at) FILTER (WHERE move.entered) - item.started_at) / 86400)::float8,
         count(*) FILTER (WHERE NOT move.entered),
         count(*) FILTER (WHERE move.rejected)
    FROM pipeline_items item
    CROSS JOIN LATERAL (
      SELECT h.to_status::int AS status, h.at, true AS entered, false AS rejected
        FROM workflow_history h
       WHERE h.entity = item.kind AND h.entity_id = item.item_id::text AND h.to_status <> h.from_status
      UNION ALL
      SELECT h.from_status::int, h.at, false,
             h.action = 'reject'
             OR CASE WHEN item.kind = 'sim_form' AND h.to_status = 6 THEN 0 ELSE h.to_status END
              < CASE WHEN item.kind = 'sim_form' AND h.from_status = 6 THEN 0 ELSE h.from_status END
        FROM workflow_history h
       WHERE h.entity = item.kind AND h.entity_id = item.item_id::text AND h.to_status <> h.from_status) move
   WHERE item.kind = item_kind AND item.item_id = ANY(ids)
   GROUP BY item.kind, item.item_id, move.status, item.fleet, item.start_day, item.started_at;
END $$;
--> statement-breakpoint
-- The items of these pilots' crew codes (a change of a pilot's fleet or code moves them).
CREATE FUNCTION refresh_pipeline_items_for_codes(codes text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_pipeline_items('sim_form', ARRAY(
    SELECT form.id FROM sim_forms form JOIN sim_sessions session ON session.id = form.sim_id
     WHERE session.first_pilot_crew_code = ANY(codes) OR session.second_pilot_crew_code = ANY(codes)));
  PERFORM refresh_pipeline_items('line_check', ARRAY(
    SELECT id FROM line_checks WHERE pilot_crew_code = ANY(codes)));
  PERFORM refresh_pipeline_items('line_training', ARRAY(
    SELECT id FROM line_trainings WHERE pilot_crew_code = ANY(codes)));
END $$;
--> statement-breakpoint
CREATE FUNCTION pipeline_items_on_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0] is the kind the table holds.
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_pipeline_items(TG_ARGV[0], ARRAY(SELECT id FROM inserted_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_pipeline_items(TG_ARGV[0], ARRAY(SELECT id FROM deleted_rows));
  ELSE
    PERFORM refresh_pipeline_items(TG_ARGV[0], ARRAY(SELECT id FROM inserted_rows UNION SELECT id FROM deleted_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sim_forms_pipeline_insert AFTER INSERT ON sim_forms REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pipeline_items_on_item('sim_form');
--> statement-breakpoint
CREATE TRIGGER sim_forms_pipeline_update AFTER UPDATE ON sim_forms REFERENCING OLD TABLE AS deleted_rows NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pipeline_items_on_item('sim_form');
--> statement-breakpoint
CREATE TRIGGER sim_forms_pipeline_delete AFTER DELETE ON sim_forms REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pipeline_items_on_item('sim_form');
--> statement-breakpoint
CREATE TRIGGER line_checks_pipeline_insert AFTER INSERT ON line_checks REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pipeline_items_on_item('line_check');
--> statement-breakpoint
CREATE TRIGGER line_checks_pipeline_update AFTER UPDATE ON line_checks REFERENCING OLD TABLE AS deleted_rows NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pipeline_items_on_item('line_check');
--> statement-breakpoint
CREATE TRIGGER line_checks_pipeline_delete AFTER DELETE ON line_checks REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pipeline_items_on_item('line_check');
--> statement-breakpoint
CREATE TRIGGER line_trainings_pipeline_insert AFTER INSERT ON line_trainings REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pipeline_items_on_item('line_training');
--> statement-breakpoint
CREATE TRIGGER line_trainings_pipeline_update AFTER UPDATE ON line_trainings REFERENCING OLD TABLE AS deleted_rows NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pipeline_items_on_item('line_training');
--> statement-breakpoint
CREATE TRIGGER line_trainings_pipeline_delete AFTER DELETE ON line_trainings REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pipeline_items_on_item('line_training');
--> statement-breakpoint
-- A session's times or seats move its forms (a deleted session deletes its forms, which refresh).
CREATE FUNCTION pipeline_items_on_sim_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_pipeline_items('sim_form', ARRAY(
    SELECT form.id FROM sim_forms form
      JOIN inserted_rows n ON n.id = form.sim_id JOIN deleted_rows o ON o.id = n.id
     WHERE o.sessiona_date_time IS DISTINCT FROM n.sessiona_date_time
        OR o.sessionb_date_time IS DISTINCT FROM n.sessionb_date_time
        OR o.first_pilot_crew_code IS DISTINCT FROM n.first_pilot_crew_code
        OR o.second_pilot_crew_code IS DISTINCT FROM n.second_pilot_crew_code));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sim_sessions_pipeline_update AFTER UPDATE ON sim_sessions REFERENCING OLD TABLE AS deleted_rows NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pipeline_items_on_sim_sessions();
--> statement-breakpoint
CREATE FUNCTION pipeline_items_on_pilots() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_pipeline_items_for_codes(ARRAY(SELECT crew_code FROM inserted_rows));
  ELSE
    PERFORM refresh_pipeline_items_for_codes(ARRAY(
      SELECT n.crew_code FROM inserted_rows n JOIN deleted_rows o ON o.id = n.id
       WHERE o.fleet IS DISTINCT FROM n.fleet OR o.crew_code IS DISTINCT FROM n.crew_code
      UNION
      SELECT o.crew_code FROM inserted_rows n JOIN deleted_rows o ON o.id = n.id
       WHERE o.crew_code IS DISTINCT FROM n.crew_code));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pilots_pipeline_insert AFTER INSERT ON pilots REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pipeline_items_on_pilots();
--> statement-breakpoint
CREATE TRIGGER pilots_pipeline_update AFTER UPDATE ON pilots REFERENCING OLD TABLE AS deleted_rows NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pipeline_items_on_pilots();
--> statement-breakpoint
-- A new move of an item: its times follow (the history is append-only).
CREATE FUNCTION pipeline_items_on_history() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  item_kind text;
BEGIN
  FOREACH item_kind IN ARRAY ARRAY['sim_form', 'line_check', 'line_training'] LOOP
    PERFORM refresh_pipeline_items(item_kind, ARRAY(
      SELECT DISTINCT entity_id::int FROM inserted_rows
       WHERE entity = item_kind AND entity_id ~ '^[0-9]{1,9}$'));
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER workflow_history_pipeline_insert AFTER INSERT ON workflow_history REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pipeline_items_on_history();
--> statement-breakpoint
SELECT refresh_pipeline_items('sim_form', ARRAY(SELECT id FROM sim_forms));
--> statement-breakpoint
SELECT refresh_pipeline_items('line_check', ARRAY(SELECT id FROM line_checks));
--> statement-breakpoint
SELECT refresh_pipeline_items('line_training', ARRAY(SELECT id FROM line_trainings));
