INSERT INTO list_versions (table_name, version) VALUES ('training_documents', 1);
--> statement-breakpoint
CREATE TRIGGER training_documents_list_version AFTER INSERT OR UPDATE OR DELETE ON training_documents
  FOR EACH STATEMENT EXECUTE FUNCTION list_version_bump();
--> statement-breakpoint
CREATE TRIGGER training_documents_list_version_truncate AFTER TRUNCATE ON training_documents
  FOR EACH STATEMENT EXECUTE FUNCTION list_version_bump();
