CREATE TABLE "list_counters" (
	"table_name" text PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL
);
