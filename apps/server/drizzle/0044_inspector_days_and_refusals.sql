-- ADRs 1130, 1131: a grant keeps the days chosen, first and last, in airline time
-- (Vietnam), and ends at the end of its last day there; the access log also keeps an inspector's
-- refused calls, with why, and the name of a stored file opened.
ALTER TABLE "inspector_grants" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "inspector_grants" ADD COLUMN "ends_on" date;--> statement-breakpoint
-- A window written as instants becomes the airline days it touched: from the day it opened to the
-- day of its last instant.
UPDATE "inspector_grants" SET
  "starts_on" = ("starts_at" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date,
  "ends_on" = (("ends_at" - interval '1 microsecond') AT TIME ZONE 'Asia/Ho_Chi_Minh')::date;--> statement-breakpoint
ALTER TABLE "inspector_grants" ALTER COLUMN "starts_on" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "inspector_grants" ALTER COLUMN "ends_on" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "inspector_grants" DROP CONSTRAINT "inspector_grants_window_check";--> statement-breakpoint
DROP INDEX "inspector_grants_inspector_idx";--> statement-breakpoint
ALTER TABLE "inspector_grants" DROP COLUMN "starts_at";--> statement-breakpoint
ALTER TABLE "inspector_grants" DROP COLUMN "ends_at";--> statement-breakpoint
ALTER TABLE "inspector_grants" ADD CONSTRAINT "inspector_grants_window_check" CHECK ("ends_on" >= "starts_on");--> statement-breakpoint
CREATE INDEX "inspector_grants_inspector_idx" ON "inspector_grants" USING btree ("inspector_id","ends_on");--> statement-breakpoint
ALTER TABLE "inspector_access_log" ALTER COLUMN "grant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inspector_access_log" ALTER COLUMN "pilot_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inspector_access_log" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "inspector_access_log" ADD COLUMN "refused" text;
