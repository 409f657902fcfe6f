CREATE TABLE "event_report_pilots" (
	"report_id" integer NOT NULL,
	"pilot_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"minus_point" numeric(5, 2) NOT NULL,
	"occurred_month" integer NOT NULL,
	CONSTRAINT "event_report_pilots_report_id_pilot_id_pk" PRIMARY KEY("report_id","pilot_id"),
	CONSTRAINT "event_report_pilots_minus_point_check" CHECK ("event_report_pilots"."minus_point" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"occurred_month" integer NOT NULL,
	"flight_number" text NOT NULL,
	"aircraft_registration" text,
	"sector" text NOT NULL,
	"content" text NOT NULL,
	"note" text,
	"fleet" text,
	"minus_point_total" numeric(8, 2) DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(flight_number || ' ' || coalesce(aircraft_registration, '') || ' ' || sector || ' ' || content || ' ' || coalesce(note, ''))) STORED,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_report_pilots" ADD CONSTRAINT "event_report_pilots_report_id_event_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."event_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_report_pilots" ADD CONSTRAINT "event_report_pilots_pilot_id_pilots_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."pilots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reports" ADD CONSTRAINT "event_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_report_pilots_pilot_idx" ON "event_report_pilots" USING btree ("pilot_id","report_id");--> statement-breakpoint
CREATE INDEX "event_report_pilots_statistics_idx" ON "event_report_pilots" USING btree ("occurred_month","pilot_id","minus_point");--> statement-breakpoint
CREATE INDEX "event_reports_occurred_idx" ON "event_reports" USING btree ("occurred_at","id");--> statement-breakpoint
CREATE INDEX "event_reports_flight_number_idx" ON "event_reports" USING btree ("flight_number","id");--> statement-breakpoint
CREATE INDEX "event_reports_minus_point_idx" ON "event_reports" USING btree ("minus_point_total","id");--> statement-breakpoint
CREATE INDEX "event_reports_fleet_idx" ON "event_reports" USING btree ("fleet","occurred_at","id");--> statement-breakpoint
CREATE INDEX "event_reports_statistics_idx" ON "event_reports" USING btree ("occurred_month","fleet","minus_point_total");--> statement-breakpoint
CREATE INDEX "event_reports_search_trgm" ON "event_reports" USING gin ("search_text" gin_trgm_ops);