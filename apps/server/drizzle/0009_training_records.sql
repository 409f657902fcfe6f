CREATE TABLE "base_trainings" (
	"id" serial PRIMARY KEY NOT NULL,
	"pilot_id" integer NOT NULL,
	"instructor_id" integer NOT NULL,
	"instructor_name" text NOT NULL,
	"report_file" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"trainee_signature" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date_of_flight" date NOT NULL,
	"airport" text DEFAULT 'VCA' NOT NULL,
	"go_around" smallint DEFAULT 0 NOT NULL,
	"touch_and_go" smallint DEFAULT 0 NOT NULL,
	"full_stop" smallint DEFAULT 0 NOT NULL,
	"flight_time" real DEFAULT 0 NOT NULL,
	"pre_departure_and_post_flight" smallint NOT NULL,
	"to_ga_clb" smallint NOT NULL,
	"cruise_descent_approach" smallint NOT NULL,
	"landing" smallint NOT NULL,
	"circuit" smallint NOT NULL,
	"ac_handling" smallint NOT NULL,
	"others_criteria" text,
	"others_point" smallint,
	"result" boolean NOT NULL,
	"comments" text
);
--> statement-breakpoint
CREATE TABLE "progress_theory_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"pilot_id" integer NOT NULL,
	"instructor_id" integer NOT NULL,
	"instructor_name" text NOT NULL,
	"report_file" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"trainee_signature" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date_of_test" date NOT NULL,
	"aircraft_limitations" text NOT NULL,
	"aircraft_systems" text NOT NULL,
	"emergency_equipment" text NOT NULL,
	"sops" text NOT NULL,
	"fom" text NOT NULL,
	"airway_manuals" text NOT NULL,
	"mel_cdl" text NOT NULL,
	"general_aviation_knowledge" text NOT NULL,
	"overall_performance" smallint DEFAULT 3 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "theory_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"pilot_id" integer NOT NULL,
	"instructor_id" integer NOT NULL,
	"instructor_name" text NOT NULL,
	"report_file" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"trainee_signature" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date_of_test" date NOT NULL,
	"cfp_decode" boolean DEFAULT false NOT NULL,
	"mel_cdl" boolean DEFAULT false NOT NULL,
	"metar_taf_sigmet_wxchart" boolean DEFAULT false NOT NULL,
	"planning_minima" boolean DEFAULT false NOT NULL,
	"fons_special_checklists" boolean DEFAULT false NOT NULL,
	"task_sharing" boolean DEFAULT false NOT NULL,
	"standard_callouts" boolean DEFAULT false NOT NULL,
	"performance_flysmart_efb" boolean DEFAULT false NOT NULL,
	"radio_telephony_vhf_hf_comm" boolean DEFAULT false NOT NULL,
	"limitations" boolean DEFAULT false NOT NULL,
	"abnormal_handling_procedure" boolean DEFAULT false NOT NULL,
	"memory_items" boolean DEFAULT false NOT NULL,
	"comments" text NOT NULL,
	"result" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "base_trainings" ADD CONSTRAINT "base_trainings_pilot_id_pilots_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."pilots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_trainings" ADD CONSTRAINT "base_trainings_instructor_id_pilots_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."pilots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_trainings" ADD CONSTRAINT "base_trainings_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_trainings" ADD CONSTRAINT "base_trainings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_theory_reports" ADD CONSTRAINT "progress_theory_reports_pilot_id_pilots_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."pilots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_theory_reports" ADD CONSTRAINT "progress_theory_reports_instructor_id_pilots_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."pilots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_theory_reports" ADD CONSTRAINT "progress_theory_reports_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_theory_reports" ADD CONSTRAINT "progress_theory_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theory_tests" ADD CONSTRAINT "theory_tests_pilot_id_pilots_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."pilots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theory_tests" ADD CONSTRAINT "theory_tests_instructor_id_pilots_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."pilots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theory_tests" ADD CONSTRAINT "theory_tests_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theory_tests" ADD CONSTRAINT "theory_tests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "base_trainings_pilot_date_idx" ON "base_trainings" USING btree ("pilot_id","date_of_flight","id");--> statement-breakpoint
CREATE INDEX "base_trainings_pilot_airport_idx" ON "base_trainings" USING btree ("pilot_id","airport","id");--> statement-breakpoint
CREATE INDEX "base_trainings_pilot_instructor_idx" ON "base_trainings" USING btree ("pilot_id","instructor_name","id");--> statement-breakpoint
CREATE INDEX "base_trainings_instructor_idx" ON "base_trainings" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "base_trainings_date_idx" ON "base_trainings" USING btree ("date_of_flight");--> statement-breakpoint
CREATE INDEX "progress_theory_reports_pilot_date_idx" ON "progress_theory_reports" USING btree ("pilot_id","date_of_test","id");--> statement-breakpoint
CREATE INDEX "progress_theory_reports_pilot_instructor_idx" ON "progress_theory_reports" USING btree ("pilot_id","instructor_name","id");--> statement-breakpoint
CREATE INDEX "progress_theory_reports_instructor_idx" ON "progress_theory_reports" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "progress_theory_reports_date_idx" ON "progress_theory_reports" USING btree ("date_of_test");--> statement-breakpoint
CREATE INDEX "theory_tests_pilot_date_idx" ON "theory_tests" USING btree ("pilot_id","date_of_test","id");--> statement-breakpoint
CREATE INDEX "theory_tests_pilot_instructor_idx" ON "theory_tests" USING btree ("pilot_id","instructor_name","id");--> statement-breakpoint
CREATE INDEX "theory_tests_instructor_idx" ON "theory_tests" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "theory_tests_date_idx" ON "theory_tests" USING btree ("date_of_test");