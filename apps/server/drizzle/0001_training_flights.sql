CREATE TABLE "training_flight_sectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_flight_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"date_of_sector" date NOT NULL,
	"departure" text NOT NULL,
	"destination" text NOT NULL,
	"flight_time" real NOT NULL,
	"night_or_day" text NOT NULL,
	"pf_pm" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_flights" (
	"id" serial PRIMARY KEY NOT NULL,
	"pilot_id" integer NOT NULL,
	"instructor_id" integer NOT NULL,
	"instructor_name" text NOT NULL,
	"flight_type" smallint NOT NULL,
	"date_of_flight" date NOT NULL,
	"number_of_sector" smallint NOT NULL,
	"routes" text NOT NULL,
	"autoland_at" text,
	"autoland_runway" text,
	"autoland_result" smallint,
	"recommendation" boolean DEFAULT false NOT NULL,
	"recommendation_value" text,
	"grounded" boolean DEFAULT false NOT NULL,
	"criteria" jsonb NOT NULL,
	"min_score" smallint,
	"phase_normal_progress" boolean,
	"phase_normal_comments" text,
	"phase_special_requirements" boolean,
	"phase_special_comments" text,
	"phase_report_file" text,
	"check_comments" text,
	"check_overall_performance" smallint,
	"check_report_file" text,
	"report_file" text NOT NULL,
	"comments" text,
	"notice_to_next_instructor" text,
	"instructor_signature" text NOT NULL,
	"trainee_signature" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(routes || ' ' || instructor_name || ' ' || coalesce(autoland_at, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "training_flight_sectors" ADD CONSTRAINT "training_flight_sectors_training_flight_id_training_flights_id_fk" FOREIGN KEY ("training_flight_id") REFERENCES "public"."training_flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_flights" ADD CONSTRAINT "training_flights_pilot_id_pilots_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."pilots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_flights" ADD CONSTRAINT "training_flights_instructor_id_pilots_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."pilots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_flights" ADD CONSTRAINT "training_flights_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_flights" ADD CONSTRAINT "training_flights_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_flight_sectors_position_key" ON "training_flight_sectors" USING btree ("training_flight_id","position");--> statement-breakpoint
CREATE INDEX "training_flights_pilot_date_idx" ON "training_flights" USING btree ("pilot_id","date_of_flight","id");--> statement-breakpoint
CREATE INDEX "training_flights_pilot_type_idx" ON "training_flights" USING btree ("pilot_id","flight_type","id");--> statement-breakpoint
CREATE INDEX "training_flights_pilot_instructor_idx" ON "training_flights" USING btree ("pilot_id","instructor_name","id");--> statement-breakpoint
CREATE INDEX "training_flights_pilot_created_idx" ON "training_flights" USING btree ("pilot_id","created_at","id");--> statement-breakpoint
CREATE INDEX "training_flights_instructor_idx" ON "training_flights" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "training_flights_search_trgm" ON "training_flights" USING gin ("search_text" gin_trgm_ops);