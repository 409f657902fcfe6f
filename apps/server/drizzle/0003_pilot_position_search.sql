ALTER TABLE "pilots" drop column "search_text";--> statement-breakpoint
ALTER TABLE "pilots" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(full_name, '') || ' ' || crew_code || ' ' || coalesce(fleet, '') || ' ' || coalesce(department_position, '') || ' ' || case name_position when 0 then 'captain cơ trưởng' when 1 then 'first officer cơ phó' when 2 then 'captain in training cơ trưởng đang huấn luyện' when 3 then 'first officer in training cơ phó đang huấn luyện' else '' end)) STORED;--> statement-breakpoint
-- Dropping the column dropped its trigram index; drizzle-kit does not see that, so it is made again here.
CREATE INDEX "pilots_search_trgm" ON "pilots" USING gin ("search_text" gin_trgm_ops);
