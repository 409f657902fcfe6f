CREATE TABLE "daily_job_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"completed_day" date,
	"lease_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "expiry_alert_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipient_id" integer NOT NULL,
	"pilot_id" integer NOT NULL,
	"validity" text NOT NULL,
	"valid_until" date NOT NULL,
	"threshold" smallint NOT NULL,
	"mail_id" uuid NOT NULL,
	"day" date NOT NULL,
	"reserved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "expiry_alert_log_kind_check" CHECK ("expiry_alert_log"."kind" in ('pilot', 'digest')),
	CONSTRAINT "expiry_alert_log_threshold_check" CHECK ("expiry_alert_log"."threshold" in (30, 7))
);
--> statement-breakpoint
ALTER TABLE "expiry_alert_log" ADD CONSTRAINT "expiry_alert_log_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expiry_alert_log" ADD CONSTRAINT "expiry_alert_log_pilot_id_pilots_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."pilots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expiry_alert_log_once_key" ON "expiry_alert_log" USING btree ("kind","recipient_id","pilot_id","validity","valid_until","threshold");--> statement-breakpoint
CREATE INDEX "expiry_alert_log_pilot_idx" ON "expiry_alert_log" USING btree ("pilot_id","valid_until");--> statement-breakpoint
CREATE INDEX "expiry_alert_log_recipient_day_idx" ON "expiry_alert_log" USING btree ("recipient_id","kind","day");--> statement-breakpoint
CREATE INDEX "expiry_alert_log_mail_idx" ON "expiry_alert_log" USING btree ("mail_id");--> statement-breakpoint
CREATE INDEX "expiry_alert_log_unsent_idx" ON "expiry_alert_log" USING btree ("reserved_at") WHERE "expiry_alert_log"."sent_at" is null;