-- ADR 1064: the register of signed PDFs the product issued.
CREATE TABLE "issued_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"pilot_id" integer,
	"issued_by" integer NOT NULL,
	"issued_by_name" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_sha256" text NOT NULL,
	"signed_sha256" text NOT NULL,
	"signature_sha256" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"key_fingerprint" text NOT NULL,
	CONSTRAINT "issued_documents_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE INDEX "issued_documents_file_idx" ON "issued_documents" USING btree ("file_sha256");
--> statement-breakpoint
CREATE INDEX "issued_documents_signed_idx" ON "issued_documents" USING btree ("signed_sha256");
--> statement-breakpoint
CREATE INDEX "issued_documents_signature_idx" ON "issued_documents" USING btree ("signature_sha256");
