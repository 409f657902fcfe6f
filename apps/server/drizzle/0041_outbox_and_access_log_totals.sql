-- ADR 1098: the mail outbox's and the inspectors' access log's
-- unfiltered totals kept by statement triggers in the writing transaction (as the pilots' and the
-- TO LDG records', migration 0008), the log's list version (one inspector's total counted once per
-- version, ADR 0415), and the indexes each list walks for its page's keys.
INSERT INTO list_counters (table_name, total)
SELECT 'mail_outbox', count(*) FROM mail_outbox
UNION ALL SELECT 'inspector_access_log', count(*) FROM inspector_access_log;
--> statement-breakpoint
CREATE TRIGGER mail_outbox_count_insert AFTER INSERT ON mail_outbox REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counter_add();
--> statement-breakpoint
CREATE TRIGGER mail_outbox_count_delete AFTER DELETE ON mail_outbox REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counter_add();
--> statement-breakpoint
CREATE TRIGGER mail_outbox_count_truncate AFTER TRUNCATE ON mail_outbox
  FOR EACH STATEMENT EXECUTE FUNCTION list_counter_add();
--> statement-breakpoint
CREATE TRIGGER inspector_access_log_count_insert AFTER INSERT ON inspector_access_log REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counter_add();
--> statement-breakpoint
CREATE TRIGGER inspector_access_log_count_delete AFTER DELETE ON inspector_access_log REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counter_add();
--> statement-breakpoint
CREATE TRIGGER inspector_access_log_count_truncate AFTER TRUNCATE ON inspector_access_log
  FOR EACH STATEMENT EXECUTE FUNCTION list_counter_add();
--> statement-breakpoint
INSERT INTO list_versions (table_name, version) VALUES ('inspector_access_log', 1);
--> statement-breakpoint
CREATE TRIGGER inspector_access_log_list_version AFTER INSERT OR UPDATE OR DELETE ON inspector_access_log
  FOR EACH STATEMENT EXECUTE FUNCTION list_version_bump();
--> statement-breakpoint
CREATE TRIGGER inspector_access_log_list_version_truncate AFTER TRUNCATE ON inspector_access_log
  FOR EACH STATEMENT EXECUTE FUNCTION list_version_bump();
--> statement-breakpoint
-- The outbox newest first with its tie-breaker, walked index-only for a page's keys.
CREATE INDEX "mail_outbox_created_id_idx" ON "mail_outbox" USING btree ("created_at","id");--> statement-breakpoint
DROP INDEX "mail_outbox_created_idx";--> statement-breakpoint
-- One inspector's openings, newest first (the log is ordered by its key).
CREATE INDEX "inspector_access_log_inspector_id_idx" ON "inspector_access_log" USING btree ("inspector_id","id");--> statement-breakpoint
DROP INDEX "inspector_access_log_inspector_idx";
