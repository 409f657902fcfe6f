CREATE TABLE "toldg_flights" (
	"id" serial PRIMARY KEY NOT NULL,
	"pilot_id" integer NOT NULL,
	"flight_date" date NOT NULL,
	"to_number" smallint NOT NULL,
	"ldg_number" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "toldg_flights_counts_check" CHECK ("toldg_flights"."to_number" >= 0 and "toldg_flights"."ldg_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "toldg_records" (
	"pilot_id" integer PRIMARY KEY NOT NULL,
	"license_number" text NOT NULL,
	"sim_date" date,
	"recency_date" date,
	"sim_expired_date" date,
	"ac_expired_date" date,
	"total_flight_hours" real,
	"on_type_flight_hours" real,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "toldg_flights" ADD CONSTRAINT "toldg_flights_pilot_id_toldg_records_pilot_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."toldg_records"("pilot_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toldg_records" ADD CONSTRAINT "toldg_records_pilot_id_pilots_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."pilots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "toldg_flights_pilot_date_key" ON "toldg_flights" USING btree ("pilot_id","flight_date");--> statement-breakpoint
CREATE INDEX "toldg_records_recency_idx" ON "toldg_records" USING btree ("recency_date","pilot_id");--> statement-breakpoint
CREATE INDEX "toldg_records_sim_date_idx" ON "toldg_records" USING btree ("sim_date","pilot_id");--> statement-breakpoint
CREATE INDEX "toldg_records_total_hours_idx" ON "toldg_records" USING btree ("total_flight_hours","pilot_id");--> statement-breakpoint
CREATE INDEX "toldg_records_on_type_hours_idx" ON "toldg_records" USING btree ("on_type_flight_hours","pilot_id");--> statement-breakpoint
CREATE INDEX "toldg_records_license_trgm" ON "toldg_records" USING gin ("license_number" gin_trgm_ops);