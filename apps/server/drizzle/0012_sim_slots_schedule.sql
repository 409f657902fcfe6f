CREATE TABLE "sim_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"sim_month" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"file_sha256" text NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"slot" text NOT NULL,
	"start" text NOT NULL,
	"end" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_slots_type_check" CHECK ("sim_slots"."type" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "sim_schedules" ADD CONSTRAINT "sim_schedules_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_slots" ADD CONSTRAINT "sim_slots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sim_schedules_month_key" ON "sim_schedules" USING btree ("sim_month");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_slots_type_slot_key" ON "sim_slots" USING btree ("type","slot");--> statement-breakpoint
CREATE INDEX "sim_slots_type_start_idx" ON "sim_slots" USING btree ("type","start","slot","id");