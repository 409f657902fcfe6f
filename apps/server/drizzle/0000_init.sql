CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb
);
--> statement-breakpoint
CREATE TABLE "login_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"jti" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"role" smallint NOT NULL,
	"fleet" text,
	"avatar" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"management_role" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"password_salt" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pilots" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"crew_code" text NOT NULL,
	"full_name" text NOT NULL,
	"fleet" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(full_name, '') || ' ' || crew_code || ' ' || coalesce(fleet, '') || ' ' || coalesce(department_position, ''))) STORED,
	"name_position" smallint,
	"date_of_birth" date,
	"function" text,
	"caav_number" text,
	"phone_number" text,
	"identify_number" text,
	"passport_number" text,
	"fleet_position" text,
	"department_position" text,
	"instructor_rating" text,
	"joining_date" date,
	"first_flight_date" date,
	"seniority_point" real,
	"base" text,
	"google_form_link" text,
	"base_month" text,
	"line_check_month" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilots" ADD CONSTRAINT "pilots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "login_codes_expires_idx" ON "login_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_failures_email_idx" ON "login_failures" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role","id");--> statement-breakpoint
CREATE INDEX "users_full_name_trgm" ON "users" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "pilots_user_key" ON "pilots" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pilots_crew_code_key" ON "pilots" USING btree ("crew_code");--> statement-breakpoint
CREATE INDEX "pilots_search_trgm" ON "pilots" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pilots_full_name_idx" ON "pilots" USING btree ("full_name","id");--> statement-breakpoint
CREATE INDEX "pilots_position_idx" ON "pilots" USING btree ("name_position","id");--> statement-breakpoint
CREATE INDEX "pilots_fleet_idx" ON "pilots" USING btree ("fleet","id");--> statement-breakpoint
CREATE INDEX "pilots_seniority_idx" ON "pilots" USING btree ("seniority_point","id");--> statement-breakpoint
CREATE INDEX "pilots_first_flight_idx" ON "pilots" USING btree ("first_flight_date","id");--> statement-breakpoint
CREATE INDEX "pilots_status_idx" ON "pilots" USING btree ("status","id");