-- The pilot list's version (ADR 1011): every statement that writes pilots raises it, so the keys
-- remembered along the list's order at one version are used only while that version holds.
INSERT INTO list_versions (table_name, version) VALUES ('pilots', 1);
--> statement-breakpoint
CREATE TRIGGER pilots_list_version AFTER INSERT OR UPDATE OR DELETE ON pilots
  FOR EACH STATEMENT EXECUTE FUNCTION list_version_bump();
--> statement-breakpoint
CREATE TRIGGER pilots_list_version_truncate AFTER TRUNCATE ON pilots
  FOR EACH STATEMENT EXECUTE FUNCTION list_version_bump();
