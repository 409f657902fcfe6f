ALTER TABLE "line_checks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "line_trainings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sim_forms" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "training_flights" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- ADR 1600: a record's version is one more on every update, whichever statement makes it (the
-- workflow engine's conditional updates, edits, flags), so a write sent with If-Match applies only
-- to the version the device saw.
CREATE FUNCTION record_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER training_flights_version BEFORE UPDATE ON training_flights
  FOR EACH ROW EXECUTE FUNCTION record_version_bump();
--> statement-breakpoint
CREATE TRIGGER line_checks_version BEFORE UPDATE ON line_checks
  FOR EACH ROW EXECUTE FUNCTION record_version_bump();
--> statement-breakpoint
CREATE TRIGGER line_trainings_version BEFORE UPDATE ON line_trainings
  FOR EACH ROW EXECUTE FUNCTION record_version_bump();
--> statement-breakpoint
CREATE TRIGGER sim_forms_version BEFORE UPDATE ON sim_forms
  FOR EACH ROW EXECUTE FUNCTION record_version_bump();
