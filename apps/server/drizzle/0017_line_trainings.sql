CREATE TABLE "line_training_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"line_training_id" integer NOT NULL,
	"form_order" smallint NOT NULL,
	"crew_code" text,
	"full_name" text,
	"name_position" smallint,
	"file_key" text NOT NULL,
	"file_sha256" text NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_training_submissions_order_check" CHECK ("line_training_submissions"."form_order" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "line_trainings" (
	"id" serial PRIMARY KEY NOT NULL,
	"pilot_crew_code" text NOT NULL,
	"pilot_name" text,
	"line_training_type" smallint NOT NULL,
	"fleet" text,
	"start_date" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"last_submit" text,
	"second_submit" text,
	"last_submitted_at" timestamp with time zone,
	"last_submitted_by" text,
	"search_text" text GENERATED ALWAYS AS (lower(pilot_crew_code || ' ' || coalesce(pilot_name, ''))) STORED,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_trainings_type_check" CHECK ("line_trainings"."line_training_type" between 1 and 6),
	CONSTRAINT "line_trainings_status_check" CHECK ("line_trainings"."status" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "line_training_submissions" ADD CONSTRAINT "line_training_submissions_line_training_id_line_trainings_id_fk" FOREIGN KEY ("line_training_id") REFERENCES "public"."line_trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_training_submissions" ADD CONSTRAINT "line_training_submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_trainings" ADD CONSTRAINT "line_trainings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_training_submissions_training_idx" ON "line_training_submissions" USING btree ("line_training_id","submitted_at");--> statement-breakpoint
CREATE INDEX "line_training_submissions_file_idx" ON "line_training_submissions" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "line_trainings_search_trgm" ON "line_trainings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "line_trainings_start_idx" ON "line_trainings" USING btree ("line_training_type","status","start_date","id");--> statement-breakpoint
CREATE INDEX "line_trainings_pilot_name_idx" ON "line_trainings" USING btree ("line_training_type","status","pilot_name","id");--> statement-breakpoint
CREATE INDEX "line_trainings_crew_code_idx" ON "line_trainings" USING btree ("pilot_crew_code","id");--> statement-breakpoint
CREATE INDEX "line_trainings_last_idx" ON "line_trainings" USING btree ("line_training_type","status","last_submitted_at","id");--> statement-breakpoint
CREATE INDEX "line_trainings_fleet_idx" ON "line_trainings" USING btree ("fleet","status");