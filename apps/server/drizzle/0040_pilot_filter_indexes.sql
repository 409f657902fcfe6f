-- ADR 1095: indexes for the pilot list's and the ledger's filters
-- that PGlite at 100 000 pilots answered by walking a whole index and reading each row: fleet with
-- position, the ledger's active pilots by name, and the active pilots of a fleet (counted
-- index-only, then joined to their validities).
CREATE INDEX "pilots_fleet_position_idx" ON "pilots" USING btree ("fleet","name_position","id");--> statement-breakpoint
CREATE INDEX "pilots_status_name_idx" ON "pilots" USING btree ("status","full_name","id");--> statement-breakpoint
CREATE INDEX "pilots_fleet_status_idx" ON "pilots" USING btree ("fleet","status","id");
