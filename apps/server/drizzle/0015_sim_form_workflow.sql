ALTER TABLE "users" ADD COLUMN "mail_notifications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
CREATE INDEX "workflow_history_file_idx" ON "workflow_history" USING btree ("file_key");--> statement-breakpoint
-- Hand-written (ADR 0432): the SIM-A instructor's stage-2 assessment (ADR 0431) on the form row of
-- the sim-core feature; its Drizzle column belongs in features/sim/sim.table.ts once that is merged.
ALTER TABLE "sim_forms" ADD COLUMN "assessed_fail" boolean DEFAULT false NOT NULL;
