-- The mail outbox (ADR 1045): every mail is written here in the transaction of the change that
-- causes it and sent after the commit by whichever instance claims it first.
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"recipient_id" integer,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sealed" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_token" uuid,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in (1, 2, 3, 4))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- What a sender claims: due pending mails, and claims that ran out.
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 1;--> statement-breakpoint
CREATE INDEX "mail_outbox_claimed_idx" ON "mail_outbox" USING btree ("claimed_until") WHERE "mail_outbox"."status" = 2;--> statement-breakpoint
-- The administrator's list by state, newest first, and the depth.
CREATE INDEX "mail_outbox_status_created_idx" ON "mail_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
-- Expiry alert lines are now logged in the transaction that queues their mail (ADR 1047): nothing is
-- "on its way" any more. A line a crashed run left unsent would have been released by the next run;
-- it is released here, so the next run alerts it through the outbox.
DELETE FROM "expiry_alert_log" WHERE "sent_at" IS NULL;--> statement-breakpoint
DROP INDEX "expiry_alert_log_unsent_idx";--> statement-breakpoint
ALTER TABLE "expiry_alert_log" DROP COLUMN "sent_at";
