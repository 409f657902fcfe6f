CREATE TABLE "retained_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"record" jsonb NOT NULL,
	"files" text[] DEFAULT '{}'::text[] NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "history_purged_rows" (
	"history" text NOT NULL,
	"id" bigint NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"chain_seq" integer,
	"chain_hash" text,
	"purged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "history_purged_rows_history_id_pk" PRIMARY KEY("history","id")
);
--> statement-breakpoint
ALTER TABLE "retained_records" ADD CONSTRAINT "retained_records_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "retained_records_entity_idx" ON "retained_records" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "retained_records_deleted_at_idx" ON "retained_records" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "retained_records_files_idx" ON "retained_records" USING gin ("files");--> statement-breakpoint
-- Retention instead of deletion (ADR 1062). A retained record is what a delete
-- call took out of the live tables: kept as it was, with its files, by whom and when, until the
-- purge. The seals of the history rows a purge removed stay, so the daily anchors that counted
-- them still add up; like the history itself, they are never changed, and removed only by a purge.
CREATE TRIGGER retained_records_append_only BEFORE UPDATE OR DELETE ON retained_records FOR EACH ROW EXECUTE FUNCTION history_append_only();
--> statement-breakpoint
CREATE TRIGGER history_purged_rows_append_only BEFORE UPDATE OR DELETE ON history_purged_rows FOR EACH ROW EXECUTE FUNCTION history_append_only();
