ALTER TABLE "import_batches" ADD COLUMN "zip_name" text;--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "zip_key" text;