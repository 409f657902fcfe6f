-- ADR 1065: time-boxed read access of inspector accounts (role 6), and the log of what they opened.
CREATE TABLE "inspector_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"inspector_id" integer NOT NULL REFERENCES "users"("id"),
	"pilot_ids" integer[],
	"fleet" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text,
	"granted_by" integer NOT NULL REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer REFERENCES "users"("id"),
	CONSTRAINT "inspector_grants_scope_check" CHECK (("pilot_ids" IS NULL) <> ("fleet" IS NULL)),
	CONSTRAINT "inspector_grants_window_check" CHECK ("ends_at" > "starts_at")
);
--> statement-breakpoint
CREATE INDEX "inspector_grants_inspector_idx" ON "inspector_grants" USING btree ("inspector_id","ends_at");
--> statement-breakpoint
CREATE TABLE "inspector_access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"grant_id" integer NOT NULL REFERENCES "inspector_grants"("id"),
	"inspector_id" integer NOT NULL REFERENCES "users"("id"),
	"pilot_id" integer NOT NULL REFERENCES "pilots"("id"),
	"action" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inspector_access_log_opened_idx" ON "inspector_access_log" USING btree ("opened_at");
--> statement-breakpoint
CREATE INDEX "inspector_access_log_inspector_idx" ON "inspector_access_log" USING btree ("inspector_id","opened_at");
