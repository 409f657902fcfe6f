CREATE TABLE "line_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"pilot_crew_code" text NOT NULL,
	"pilot_name" text,
	"instructor_crew_code" text NOT NULL,
	"instructor_name" text,
	"line_check_date" timestamp with time zone NOT NULL,
	"line_check_sectors" text NOT NULL,
	"note" text,
	"first_submit" text,
	"second_submit" text,
	"line_check_status" smallint DEFAULT 1 NOT NULL,
	"downloaded_flag" smallint DEFAULT 1 NOT NULL,
	"linecheck_document_completion" boolean DEFAULT false NOT NULL,
	"linecheck_document_completed_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(pilot_crew_code || ' ' || coalesce(pilot_name, '') || ' ' || instructor_crew_code || ' ' || coalesce(instructor_name, '') || ' ' || line_check_sectors || ' ' || coalesce(note, ''))) STORED,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_checks_status_check" CHECK ("line_checks"."line_check_status" between 1 and 4),
	CONSTRAINT "line_checks_downloaded_check" CHECK ("line_checks"."downloaded_flag" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "line_checks" ADD CONSTRAINT "line_checks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_checks_instructor_name_idx" ON "line_checks" USING btree ("instructor_name","id");--> statement-breakpoint
CREATE INDEX "line_checks_pilot_name_idx" ON "line_checks" USING btree ("pilot_name","id");--> statement-breakpoint
CREATE INDEX "line_checks_date_idx" ON "line_checks" USING btree ("line_check_date","id");--> statement-breakpoint
CREATE INDEX "line_checks_status_idx" ON "line_checks" USING btree ("line_check_status","id");--> statement-breakpoint
CREATE INDEX "line_checks_pilot_idx" ON "line_checks" USING btree ("pilot_crew_code","line_check_date");--> statement-breakpoint
CREATE INDEX "line_checks_instructor_idx" ON "line_checks" USING btree ("instructor_crew_code");--> statement-breakpoint
CREATE INDEX "line_checks_search_trgm" ON "line_checks" USING gin ("search_text" gin_trgm_ops);