ALTER TABLE "base_trainings" ADD COLUMN "import_batch_id" integer;--> statement-breakpoint
ALTER TABLE "line_checks" ADD COLUMN "import_batch_id" integer;--> statement-breakpoint
ALTER TABLE "line_trainings" ADD COLUMN "import_batch_id" integer;--> statement-breakpoint
ALTER TABLE "progress_theory_reports" ADD COLUMN "import_batch_id" integer;--> statement-breakpoint
ALTER TABLE "sim_sessions" ADD COLUMN "import_batch_id" integer;--> statement-breakpoint
ALTER TABLE "theory_tests" ADD COLUMN "import_batch_id" integer;--> statement-breakpoint
ALTER TABLE "toldg_flights" ADD COLUMN "import_batch_id" integer;--> statement-breakpoint
ALTER TABLE "training_flights" ADD COLUMN "import_batch_id" integer;