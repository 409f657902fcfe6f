ALTER TABLE "base_trainings" ALTER COLUMN "result" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "theory_tests" ALTER COLUMN "result" DROP NOT NULL;