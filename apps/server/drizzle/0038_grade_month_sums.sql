-- ADR 1073: each instructor's grades per month, criterion and trainee fleet, kept
-- by triggers in the transaction of every write to training_flights and to a pilot's fleet, so the
-- concordance and the heat map read a fleet's whole months from small sums and only the period's
-- partial first and last months from the flights. Criterion 0 counts the flights themselves.
CREATE TABLE "grade_month_sums" (
	"fleet" text NOT NULL,
	"month" date NOT NULL,
	"instructor_id" integer NOT NULL,
	"criterion" smallint NOT NULL,
	"grades" integer NOT NULL,
	"score_sum" bigint NOT NULL,
	"score_squares" bigint NOT NULL,
	"below_standard" integer NOT NULL,
	"records" integer NOT NULL,
	"recommended" integer NOT NULL,
	"grounded" integer NOT NULL,
	CONSTRAINT "grade_month_sums_pk" PRIMARY KEY ("fleet","month","instructor_id","criterion")
);
--> statement-breakpoint
CREATE INDEX "grade_month_sums_instructor_idx" ON "grade_month_sums" USING btree ("instructor_id","month");
--> statement-breakpoint
-- Recomputes the sums of these (month, instructor) pairs from the flights, the trainee's current fleet.
CREATE FUNCTION refresh_grade_month_sums(months date[], instructors integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM grade_month_sums s USING unnest(months, instructors) AS pair(month, instructor_id)
   WHERE s.month = pair.month AND s.instructor_id = pair.instructor_id;
  INSERT INTO grade_month_sums (fleet, month, instructor_id, criterion, grades, score_sum, score_squares,
                                below_standard, records, recommended, grounded)
  SELECT trainee.fleet, date_trunc('month', f.date_of_flight)::date, f.instructor_id, grade.criterion,
         count(*), sum(grade.score), sum(grade.score * grade.score), count(*) FILTER (WHERE grade.score < 3),
         0, 0, 0
    FROM (SELECT DISTINCT month, instructor_id FROM unnest(months, instructors) AS p(month, instructor_id)) pair
    JOIN training_flights f ON f.instructor_id = pair.instructor_id
     AND f.date_of_flight >= pair.month AND f.date_of_flight < pair.month + interval '1 month'
    JOIN pilots trainee ON trainee.id = f.pilot_id AND trainee.fleet IS NOT NULL
    CROSS JOIN LATERAL flight_grades(f) grade
   GROUP BY 1, 2, 3, 4
  UNION ALL
  SELECT trainee.fleet, date_trunc('month', f.date_of_flight)::date, f.instructor_id, 0::smallint,
         0, 0, 0, 0, count(*), count(*) FILTER (WHERE f.recommendation), count(*) FILTER (WHERE f.grounded)
    FROM (SELECT DISTINCT month, instructor_id FROM unnest(months, instructors) AS p(month, instructor_id)) pair
    JOIN training_flights f ON f.instructor_id = pair.instructor_id
     AND f.date_of_flight >= pair.month AND f.date_of_flight < pair.month + interval '1 month'
    JOIN pilots trainee ON trainee.id = f.pilot_id AND trainee.fleet IS NOT NULL
   WHERE EXISTS (SELECT 1 FROM flight_grades(f))
   GROUP BY 1, 2, 3;
END $$;
--> statement-breakpoint
CREATE FUNCTION grade_month_sums_on_training_flights() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  months date[];
  instructors integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(m), array_agg(i) INTO months, instructors FROM (
      SELECT DISTINCT date_trunc('month', date_of_flight)::date AS m, instructor_id AS i
        FROM inserted_rows WHERE instructor_id IS NOT NULL) pairs;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(m), array_agg(i) INTO months, instructors FROM (
      SELECT DISTINCT date_trunc('month', date_of_flight)::date AS m, instructor_id AS i
        FROM deleted_rows WHERE instructor_id IS NOT NULL) pairs;
  ELSE
    SELECT array_agg(m), array_agg(i) INTO months, instructors FROM (
      SELECT date_trunc('month', date_of_flight)::date AS m, instructor_id AS i
        FROM inserted_rows WHERE instructor_id IS NOT NULL
      UNION
      SELECT date_trunc('month', date_of_flight)::date, instructor_id
        FROM deleted_rows WHERE instructor_id IS NOT NULL) pairs;
  END IF;
  IF months IS NOT NULL THEN PERFORM refresh_grade_month_sums(months, instructors); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER training_flights_grade_sums_insert AFTER INSERT ON training_flights REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION grade_month_sums_on_training_flights();
--> statement-breakpoint
CREATE TRIGGER training_flights_grade_sums_update AFTER UPDATE ON training_flights REFERENCING OLD TABLE AS deleted_rows NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION grade_month_sums_on_training_flights();
--> statement-breakpoint
CREATE TRIGGER training_flights_grade_sums_delete AFTER DELETE ON training_flights REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION grade_month_sums_on_training_flights();
--> statement-breakpoint
-- A trainee's fleet changed: the months and instructors of their flights move with them.
CREATE FUNCTION grade_month_sums_on_pilots() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  months date[];
  instructors integer[];
BEGIN
  SELECT array_agg(m), array_agg(i) INTO months, instructors FROM (
    SELECT DISTINCT date_trunc('month', f.date_of_flight)::date AS m, f.instructor_id AS i
      FROM inserted_rows n JOIN deleted_rows o ON o.id = n.id
      JOIN training_flights f ON f.pilot_id = n.id
     WHERE o.fleet IS DISTINCT FROM n.fleet AND f.instructor_id IS NOT NULL) pairs;
  IF months IS NOT NULL THEN PERFORM refresh_grade_month_sums(months, instructors); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pilots_grade_sums_update AFTER UPDATE ON pilots REFERENCING OLD TABLE AS deleted_rows NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION grade_month_sums_on_pilots();
--> statement-breakpoint
SELECT refresh_grade_month_sums(array_agg(m), array_agg(i)) FROM (
  SELECT DISTINCT date_trunc('month', date_of_flight)::date AS m, instructor_id AS i
    FROM training_flights WHERE instructor_id IS NOT NULL) pairs;
