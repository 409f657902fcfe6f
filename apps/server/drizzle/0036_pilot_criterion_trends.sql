-- ADR 1070: each pilot's sums behind the competency-trend warning, per criterion,
-- kept by triggers in the transaction of every write to training_flights, so the list of pilots with
-- a warning reads one small row per pilot and criterion instead of unfolding ten years of scores.
-- The rule itself (packages/shared TREND_RECENT_GRADES = 3, warningsFromSums) stays in the server;
-- the table keeps only the sums it compares: the last three grades' and the earlier ones'.
CREATE TABLE "pilot_criterion_trends" (
	"pilot_id" integer NOT NULL REFERENCES "pilots"("id") ON DELETE cascade,
	"criterion" smallint NOT NULL,
	"graded" integer NOT NULL,
	"recent_sum" integer NOT NULL,
	"earlier_sum" integer NOT NULL,
	"earlier_count" integer NOT NULL,
	CONSTRAINT "pilot_criterion_trends_pk" PRIMARY KEY ("pilot_id","criterion")
);
--> statement-breakpoint
-- A flight's graded scores (1–5; N/A and a missing score left out, as the criteria report's
-- isGraded) with the criterion's number in the order of packages/shared CRITERIA.
CREATE FUNCTION flight_grades(f training_flights) RETURNS TABLE (criterion smallint, score integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT g.criterion::smallint, g.score FROM (VALUES
      (1, (f.criteria -> 'pre_departure_and_post_flight' ->> 'score')::int),
      (2, (f.criteria -> 'to_clb_cruise' ->> 'score')::int),
      (3, (f.criteria -> 'descent_approach' ->> 'score')::int),
      (4, (f.criteria -> 'landing' ->> 'score')::int),
      (5, (f.criteria -> 'flt_management' ->> 'score')::int),
      (6, (f.criteria -> 'crew_coordination_crm' ->> 'score')::int),
      (7, (f.criteria -> 'situational_awareness' ->> 'score')::int),
      (8, (f.criteria -> 'pa_announcement' ->> 'score')::int),
      (9, (f.criteria -> 'support_duties' ->> 'score')::int),
      (10, (f.criteria -> 'procedures' ->> 'score')::int),
      (11, (f.criteria -> 'opr_knowledge' ->> 'score')::int),
      (12, (f.criteria -> 'ac_system_knowledge' ->> 'score')::int),
      (13, (f.criteria -> 'ac_handling' ->> 'score')::int),
      (14, (f.criteria -> 'decision_making' ->> 'score')::int),
      (15, (f.criteria -> 'communication' ->> 'score')::int),
      (16, (f.criteria -> 'fuel_efficiency' ->> 'score')::int)
  ) AS g(criterion, score) WHERE g.score BETWEEN 1 AND 5
$$;
--> statement-breakpoint
-- Recomputes these pilots' rows from their training flights: the graded scores, newest first by day
-- then id, the first three summed apart.
CREATE FUNCTION refresh_pilot_criterion_trends(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM pilot_criterion_trends WHERE pilot_id = ANY(ids);
  INSERT INTO pilot_criterion_trends (pilot_id, criterion, graded, recent_sum, earlier_sum, earlier_count)
  SELECT graded.pilot_id, graded.criterion, count(*),
         sum(graded.score) FILTER (WHERE graded.recent <= 3),
         coalesce(sum(graded.score) FILTER (WHERE graded.recent > 3), 0),
         count(*) FILTER (WHERE graded.recent > 3)
    FROM (SELECT f.pilot_id, g.criterion, g.score,
                 row_number() OVER (PARTITION BY f.pilot_id, g.criterion
                                    ORDER BY f.date_of_flight DESC, f.id DESC) AS recent
            FROM training_flights f
            CROSS JOIN LATERAL flight_grades(f) g
           WHERE f.pilot_id = ANY(ids)) graded
   GROUP BY graded.pilot_id, graded.criterion;
END $$;
--> statement-breakpoint
CREATE FUNCTION pilot_criterion_trends_on_training_flights() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_pilot_criterion_trends(ARRAY(SELECT DISTINCT pilot_id FROM inserted_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_pilot_criterion_trends(ARRAY(SELECT DISTINCT pilot_id FROM deleted_rows));
  ELSE
    -- Only a change of what the sums read (the pilot, the day, the scores) refreshes them.
    PERFORM refresh_pilot_criterion_trends(ARRAY(
      SELECT n.pilot_id FROM inserted_rows n JOIN deleted_rows o ON o.id = n.id
       WHERE o.pilot_id IS DISTINCT FROM n.pilot_id OR o.date_of_flight IS DISTINCT FROM n.date_of_flight
          OR o.criteria IS DISTINCT FROM n.criteria
      UNION
      SELECT o.pilot_id FROM inserted_rows n JOIN deleted_rows o ON o.id = n.id
       WHERE o.pilot_id IS DISTINCT FROM n.pilot_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER training_flights_trends_insert AFTER INSERT ON training_flights REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pilot_criterion_trends_on_training_flights();
--> statement-breakpoint
CREATE TRIGGER training_flights_trends_update AFTER UPDATE ON training_flights REFERENCING OLD TABLE AS deleted_rows NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pilot_criterion_trends_on_training_flights();
--> statement-breakpoint
CREATE TRIGGER training_flights_trends_delete AFTER DELETE ON training_flights REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pilot_criterion_trends_on_training_flights();
--> statement-breakpoint
-- An instructor's list names the pilots they trained: read from the index alone.
CREATE INDEX "training_flights_instructor_pilot_idx" ON "training_flights" USING btree ("instructor_id","pilot_id");
--> statement-breakpoint
SELECT refresh_pilot_criterion_trends(ARRAY(SELECT DISTINCT pilot_id FROM training_flights));
