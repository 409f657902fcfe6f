CREATE TABLE "event_report_month_totals" (
	"occurred_month" integer NOT NULL,
	"fleet" text NOT NULL,
	"reports" integer NOT NULL,
	"minus_points" numeric(14, 2) NOT NULL,
	CONSTRAINT "event_report_month_totals_occurred_month_fleet_pk" PRIMARY KEY("occurred_month","fleet")
);
--> statement-breakpoint
CREATE TABLE "event_report_pilot_year_totals" (
	"year" integer NOT NULL,
	"pilot_id" integer NOT NULL,
	"reports" integer NOT NULL,
	"minus_points" numeric(14, 2) NOT NULL,
	CONSTRAINT "event_report_pilot_year_totals_year_pilot_id_pk" PRIMARY KEY("year","pilot_id")
);
--> statement-breakpoint
ALTER TABLE "event_report_pilot_year_totals" ADD CONSTRAINT "event_report_pilot_year_totals_pilot_id_pilots_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."pilots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "event_report_month_totals" ("occurred_month", "fleet", "reports", "minus_points")
  SELECT "occurred_month", coalesce("fleet", ''), count(*), sum("minus_point_total")
  FROM "event_reports" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "event_report_pilot_year_totals" ("year", "pilot_id", "reports", "minus_points")
  SELECT "occurred_month" / 100, "pilot_id", count(*), sum("minus_point")
  FROM "event_report_pilots" GROUP BY 1, 2;
--> statement-breakpoint
-- Statement triggers with transition tables: a bulk write adds its rows up once, set-based.
-- Groups are written in key order, so two writers lock the totals' rows in the same order.
CREATE FUNCTION event_report_month_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO event_report_month_totals AS t (occurred_month, fleet, reports, minus_points)
      SELECT occurred_month, coalesce(fleet, ''), -count(*), -sum(minus_point_total)
      FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (occurred_month, fleet) DO UPDATE
        SET reports = t.reports + excluded.reports, minus_points = t.minus_points + excluded.minus_points;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO event_report_month_totals AS t (occurred_month, fleet, reports, minus_points)
      SELECT occurred_month, coalesce(fleet, ''), count(*), sum(minus_point_total)
      FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (occurred_month, fleet) DO UPDATE
        SET reports = t.reports + excluded.reports, minus_points = t.minus_points + excluded.minus_points;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_report_month_totals_insert AFTER INSERT ON event_reports
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION event_report_month_totals_apply();
--> statement-breakpoint
CREATE TRIGGER event_report_month_totals_update AFTER UPDATE ON event_reports
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION event_report_month_totals_apply();
--> statement-breakpoint
CREATE TRIGGER event_report_month_totals_delete AFTER DELETE ON event_reports
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION event_report_month_totals_apply();
--> statement-breakpoint
CREATE FUNCTION event_report_pilot_year_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO event_report_pilot_year_totals AS t (year, pilot_id, reports, minus_points)
      SELECT occurred_month / 100, pilot_id, -count(*), -sum(minus_point)
      FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (year, pilot_id) DO UPDATE
        SET reports = t.reports + excluded.reports, minus_points = t.minus_points + excluded.minus_points;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO event_report_pilot_year_totals AS t (year, pilot_id, reports, minus_points)
      SELECT occurred_month / 100, pilot_id, count(*), sum(minus_point)
      FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (year, pilot_id) DO UPDATE
        SET reports = t.reports + excluded.reports, minus_points = t.minus_points + excluded.minus_points;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_report_pilot_year_totals_insert AFTER INSERT ON event_report_pilots
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION event_report_pilot_year_totals_apply();
--> statement-breakpoint
CREATE TRIGGER event_report_pilot_year_totals_update AFTER UPDATE ON event_report_pilots
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION event_report_pilot_year_totals_apply();
--> statement-breakpoint
CREATE TRIGGER event_report_pilot_year_totals_delete AFTER DELETE ON event_report_pilots
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION event_report_pilot_year_totals_apply();
--> statement-breakpoint
-- A truncate leaves no report to count.
CREATE FUNCTION event_report_totals_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'event_reports' THEN
    DELETE FROM event_report_month_totals;
  END IF;
  DELETE FROM event_report_pilot_year_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_report_month_totals_truncate AFTER TRUNCATE ON event_reports
  FOR EACH STATEMENT EXECUTE FUNCTION event_report_totals_clear();
--> statement-breakpoint
CREATE TRIGGER event_report_pilot_year_totals_truncate AFTER TRUNCATE ON event_report_pilots
  FOR EACH STATEMENT EXECUTE FUNCTION event_report_totals_clear();
