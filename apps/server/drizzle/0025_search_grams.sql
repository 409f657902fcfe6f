-- Every character and every pair of characters of a text, in order, repeated as often as they occur.
-- A text contains a keyword of one or two characters exactly when the keyword is one of these.
-- Costly to compute (35 µs for a 200-character text on PostgreSQL, 60 µs on PGlite; the loop is
-- faster than set-returning SQL): the planner is told so, and keeps to the index built on it
-- instead of computing it row by row (ADR 0415).
CREATE FUNCTION short_grams(t text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE COST 2000 AS $$
DECLARE
  c text[] := string_to_array(t, NULL);
  grams text[] := c;
BEGIN
  FOR i IN 1 .. cardinality(c) - 1 LOOP
    grams := grams || (c[i] || c[i + 1]);
  END LOOP;
  RETURN grams;
END $$;
--> statement-breakpoint
CREATE TABLE "list_gram_counts" (
	"table_name" text NOT NULL,
	"gram" text NOT NULL,
	"rows" bigint NOT NULL,
	CONSTRAINT "list_gram_counts_table_name_gram_pk" PRIMARY KEY("table_name","gram")
);
--> statement-breakpoint
-- A statement trigger's rows, added up once per statement: each row counts once under each of its
-- distinct grams, and once under the empty gram (every text contains it). TG_ARGV[0] names the
-- search text column. Grams are written in order, under the table's list_versions row, which every
-- writer of the table takes first (its trigger's name sorts first), so writers never deadlock here.
CREATE FUNCTION list_gram_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %I AS t, 1 AS d FROM new_rows', TG_ARGV[0])
    WHEN 'DELETE' THEN format('SELECT %I AS t, -1 AS d FROM old_rows', TG_ARGV[0])
    ELSE format('SELECT %1$I AS t, -1 AS d FROM old_rows UNION ALL SELECT %1$I, 1 FROM new_rows', TG_ARGV[0])
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO list_gram_counts AS c (table_name, gram, rows)
    SELECT %L, g.gram, sum(r.d) FROM (%s) AS r,
      LATERAL (SELECT DISTINCT gram FROM unnest(short_grams(r.t)) AS gram UNION ALL SELECT '') AS g
    GROUP BY g.gram HAVING sum(r.d) <> 0 ORDER BY g.gram
    ON CONFLICT (table_name, gram) DO UPDATE SET rows = c.rows + excluded.rows$q$, TG_TABLE_NAME, source);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION list_gram_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM list_gram_counts WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO list_gram_counts (table_name, gram, rows)
  SELECT 'sim_sessions', g.gram, count(*) FROM sim_sessions AS s,
    LATERAL (SELECT DISTINCT gram FROM unnest(short_grams(s.search_text)) AS gram UNION ALL SELECT '') AS g
  GROUP BY g.gram;
--> statement-breakpoint
CREATE TRIGGER sim_sessions_search_grams_insert AFTER INSERT ON sim_sessions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_gram_counts_apply('search_text');
--> statement-breakpoint
CREATE TRIGGER sim_sessions_search_grams_update AFTER UPDATE ON sim_sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_gram_counts_apply('search_text');
--> statement-breakpoint
CREATE TRIGGER sim_sessions_search_grams_delete AFTER DELETE ON sim_sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_gram_counts_apply('search_text');
--> statement-breakpoint
CREATE TRIGGER sim_sessions_search_grams_truncate AFTER TRUNCATE ON sim_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION list_gram_counts_clear();
--> statement-breakpoint
CREATE INDEX "sim_sessions_search_grams" ON "sim_sessions" USING gin (short_grams("search_text"));
--> statement-breakpoint
-- The lists choose their plan from the kept counts, not from statistics: ANALYZE need not compute
-- the grams of its sample (seconds at 100 000 sessions).
ALTER INDEX "sim_sessions_search_grams" ALTER COLUMN 1 SET STATISTICS 0;
