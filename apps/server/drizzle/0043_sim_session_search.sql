-- ADR 1100: each SIM session's search text and session A's time in a
-- narrow table of their own, kept by statement triggers in the writing transaction, so a keyword
-- matching most sessions is counted by reading two columns of each session instead of the whole
-- wide row (the list's count, when the version kept count cannot answer, ADR 0415).
CREATE TABLE "sim_session_search" (
	"sim_id" integer PRIMARY KEY NOT NULL,
	"sessiona_date_time" timestamp with time zone NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sim_session_search" ADD CONSTRAINT "sim_session_search_sim_id_sim_sessions_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sim_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO sim_session_search (sim_id, sessiona_date_time, search_text)
  SELECT id, sessiona_date_time, search_text FROM sim_sessions;
--> statement-breakpoint
-- A rare keyword is found through its trigrams, as on the sessions.
CREATE INDEX "sim_session_search_trgm" ON "sim_session_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION sim_session_search_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sim_session_search (sim_id, sessiona_date_time, search_text)
      SELECT id, sessiona_date_time, search_text FROM new_rows;
  ELSE
    UPDATE sim_session_search s SET sessiona_date_time = n.sessiona_date_time, search_text = n.search_text
      FROM new_rows n
      WHERE s.sim_id = n.id
        AND (s.sessiona_date_time IS DISTINCT FROM n.sessiona_date_time OR s.search_text IS DISTINCT FROM n.search_text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sim_sessions_search_insert AFTER INSERT ON sim_sessions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sim_session_search_apply();
--> statement-breakpoint
CREATE TRIGGER sim_sessions_search_update AFTER UPDATE ON sim_sessions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sim_session_search_apply();
