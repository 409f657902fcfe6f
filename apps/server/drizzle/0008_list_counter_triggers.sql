-- The totals of the unfiltered pilot and TO LDG lists, kept in the writing transaction (ADR 0007).
-- Statement triggers with transition tables: one counter update per statement, however many rows.
CREATE FUNCTION list_counter_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE list_counters SET total = total + (SELECT count(*) FROM inserted_rows) WHERE table_name = TG_TABLE_NAME;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE list_counters SET total = total - (SELECT count(*) FROM deleted_rows) WHERE table_name = TG_TABLE_NAME;
  ELSE
    UPDATE list_counters SET total = 0 WHERE table_name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO list_counters (table_name, total)
SELECT 'pilots', count(*) FROM pilots UNION ALL SELECT 'toldg_records', count(*) FROM toldg_records;
--> statement-breakpoint
CREATE TRIGGER pilots_count_insert AFTER INSERT ON pilots REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counter_add();
--> statement-breakpoint
CREATE TRIGGER pilots_count_delete AFTER DELETE ON pilots REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counter_add();
--> statement-breakpoint
CREATE TRIGGER pilots_count_truncate AFTER TRUNCATE ON pilots
  FOR EACH STATEMENT EXECUTE FUNCTION list_counter_add();
--> statement-breakpoint
CREATE TRIGGER toldg_records_count_insert AFTER INSERT ON toldg_records REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counter_add();
--> statement-breakpoint
CREATE TRIGGER toldg_records_count_delete AFTER DELETE ON toldg_records REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counter_add();
--> statement-breakpoint
CREATE TRIGGER toldg_records_count_truncate AFTER TRUNCATE ON toldg_records
  FOR EACH STATEMENT EXECUTE FUNCTION list_counter_add();
