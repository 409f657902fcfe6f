CREATE TABLE "import_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"sha256" text NOT NULL,
	"kinds" jsonb NOT NULL,
	"problems" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"undone_by" integer
);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"sheet" text NOT NULL,
	"row" integer NOT NULL,
	"kind" text NOT NULL,
	"natural_key" text NOT NULL,
	"action" text NOT NULL,
	"problems" jsonb,
	"record_id" integer,
	"before" jsonb
);
--> statement-breakpoint
ALTER TABLE "pilots" ADD COLUMN "import_batch_id" integer;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_batch_id_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_batches_created_idx" ON "import_batches" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "import_rows_batch_seq_idx" ON "import_rows" USING btree ("batch_id","seq");--> statement-breakpoint
CREATE INDEX "import_rows_batch_action_idx" ON "import_rows" USING btree ("batch_id","action","seq");--> statement-breakpoint
CREATE INDEX "pilots_import_batch_idx" ON "pilots" USING btree ("import_batch_id");
