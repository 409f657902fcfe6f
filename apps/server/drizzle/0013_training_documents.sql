CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
CREATE TABLE "training_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"fleet" text NOT NULL,
	"training_type" smallint NOT NULL,
	"document_name" text NOT NULL,
	"start_date" date NOT NULL,
	"note" text,
	"search_text" text GENERATED ALWAYS AS (lower(document_name || ' ' || coalesce(note, ''))) STORED,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_documents" ADD CONSTRAINT "training_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_record_idx" ON "attachments" USING btree ("record_kind","record_id","id");--> statement-breakpoint
CREATE INDEX "training_documents_search_trgm" ON "training_documents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "training_documents_start_idx" ON "training_documents" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "training_documents_name_idx" ON "training_documents" USING btree ("document_name","id");--> statement-breakpoint
CREATE INDEX "training_documents_type_idx" ON "training_documents" USING btree ("training_type","id");--> statement-breakpoint
CREATE INDEX "training_documents_fleet_idx" ON "training_documents" USING btree ("fleet","id");--> statement-breakpoint
CREATE INDEX "training_documents_latest_idx" ON "training_documents" USING btree ("training_type","fleet","start_date","id");