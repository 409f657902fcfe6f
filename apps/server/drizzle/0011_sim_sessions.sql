CREATE TABLE "sim_calendar_tokens" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"token_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_form_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"kind" text NOT NULL,
	"form_order" smallint,
	"file_key" text NOT NULL,
	"file_sha256" text NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_form_submissions_kind_check" CHECK ("sim_form_submissions"."kind" in ('sim', 'caav', 'elearning'))
);
--> statement-breakpoint
CREATE TABLE "sim_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"sim_id" integer NOT NULL,
	"pilot_order" smallint NOT NULL,
	"form_status" smallint DEFAULT 1 NOT NULL,
	"first_submit" text,
	"second_submit" text,
	"third_submit" text,
	"downloaded_flag" smallint DEFAULT 1 NOT NULL,
	"caav_form" text,
	"caav_form_status" smallint DEFAULT 1 NOT NULL,
	"elearning_completion" boolean DEFAULT false NOT NULL,
	"elearning_clue" text,
	"elearning_completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_forms_pilot_order_check" CHECK ("sim_forms"."pilot_order" in (1, 2)),
	CONSTRAINT "sim_forms_status_check" CHECK ("sim_forms"."form_status" between 1 and 6),
	CONSTRAINT "sim_forms_downloaded_check" CHECK ("sim_forms"."downloaded_flag" in (1, 2)),
	CONSTRAINT "sim_forms_caav_status_check" CHECK ("sim_forms"."caav_form_status" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "sim_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_pilot_crew_code" text NOT NULL,
	"first_pilot_name" text,
	"second_pilot_crew_code" text NOT NULL,
	"second_pilot_name" text,
	"sima_instructor_crew_code" text NOT NULL,
	"sima_instructor_name" text,
	"simb_instructor_crew_code" text NOT NULL,
	"simb_instructor_name" text,
	"sessiona_date_time" timestamp with time zone NOT NULL,
	"sessiona_place" text NOT NULL,
	"sessionb_date_time" timestamp with time zone NOT NULL,
	"sessionb_place" text NOT NULL,
	"note" text,
	"search_text" text GENERATED ALWAYS AS (lower(first_pilot_crew_code || ' ' || coalesce(first_pilot_name, '') || ' ' || second_pilot_crew_code || ' ' || coalesce(second_pilot_name, '') || ' ' || sima_instructor_crew_code || ' ' || coalesce(sima_instructor_name, '') || ' ' || simb_instructor_crew_code || ' ' || coalesce(simb_instructor_name, '') || ' ' || sessiona_place || ' ' || sessionb_place || ' ' || coalesce(note, ''))) STORED,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_sessions_places_check" CHECK ("sim_sessions"."sessiona_place" in ('VN001', 'CAE VN018', 'VN026', 'VN036', 'ATR500') and "sim_sessions"."sessionb_place" in ('VN001', 'CAE VN018', 'VN026', 'VN036', 'ATR500'))
);
--> statement-breakpoint
ALTER TABLE "sim_calendar_tokens" ADD CONSTRAINT "sim_calendar_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_form_submissions" ADD CONSTRAINT "sim_form_submissions_form_id_sim_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."sim_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_form_submissions" ADD CONSTRAINT "sim_form_submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_forms" ADD CONSTRAINT "sim_forms_sim_id_sim_sessions_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."sim_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_sessions" ADD CONSTRAINT "sim_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sim_calendar_tokens_hash_key" ON "sim_calendar_tokens" USING btree ("token_sha256");--> statement-breakpoint
CREATE INDEX "sim_form_submissions_form_idx" ON "sim_form_submissions" USING btree ("form_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_forms_sim_pilot_key" ON "sim_forms" USING btree ("sim_id","pilot_order");--> statement-breakpoint
CREATE INDEX "sim_sessions_instructor_name_idx" ON "sim_sessions" USING btree ("sima_instructor_name","id");--> statement-breakpoint
CREATE INDEX "sim_sessions_pilot_name_idx" ON "sim_sessions" USING btree ("first_pilot_name","id");--> statement-breakpoint
CREATE INDEX "sim_sessions_date_time_idx" ON "sim_sessions" USING btree ("sessiona_date_time","id");--> statement-breakpoint
CREATE INDEX "sim_sessions_place_idx" ON "sim_sessions" USING btree ("sessiona_place","id");--> statement-breakpoint
CREATE INDEX "sim_sessions_sessionb_idx" ON "sim_sessions" USING btree ("sessionb_date_time");--> statement-breakpoint
CREATE INDEX "sim_sessions_first_pilot_idx" ON "sim_sessions" USING btree ("first_pilot_crew_code");--> statement-breakpoint
CREATE INDEX "sim_sessions_second_pilot_idx" ON "sim_sessions" USING btree ("second_pilot_crew_code");--> statement-breakpoint
CREATE INDEX "sim_sessions_sima_idx" ON "sim_sessions" USING btree ("sima_instructor_crew_code");--> statement-breakpoint
CREATE INDEX "sim_sessions_simb_idx" ON "sim_sessions" USING btree ("simb_instructor_crew_code");--> statement-breakpoint
CREATE INDEX "sim_sessions_search_trgm" ON "sim_sessions" USING gin ("search_text" gin_trgm_ops);