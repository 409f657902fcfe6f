CREATE TABLE "list_versions" (
	"table_name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sim_sessions" drop column "search_text";--> statement-breakpoint
ALTER TABLE "sim_sessions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(sessiona_place || ' ' || sessionb_place || ' ' || first_pilot_crew_code || ' ' || second_pilot_crew_code || ' ' || sima_instructor_crew_code || ' ' || simb_instructor_crew_code || ' ' || coalesce(first_pilot_name, '') || ' ' || coalesce(second_pilot_name, '') || ' ' || coalesce(sima_instructor_name, '') || ' ' || coalesce(simb_instructor_name, '') || ' ' || coalesce(note, ''))) STORED;--> statement-breakpoint
CREATE INDEX "sim_sessions_search_trgm" ON "sim_sessions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION list_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE list_versions SET version = version + 1 WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO list_versions (table_name, version) VALUES ('sim_sessions', 1);
--> statement-breakpoint
CREATE TRIGGER sim_sessions_list_version AFTER INSERT OR UPDATE OR DELETE ON sim_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION list_version_bump();
--> statement-breakpoint
CREATE TRIGGER sim_sessions_list_version_truncate AFTER TRUNCATE ON sim_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION list_version_bump();
