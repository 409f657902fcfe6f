-- ADR 1080: the SIM forms not yet Completed, by session, so My tasks walks the
-- caller's own sessions and looks up each one's open forms here, instead of reading every open form
-- of the airline and joining them to the caller's sessions by hash.
CREATE INDEX "sim_forms_open_sim_idx" ON "sim_forms" USING btree ("sim_id") WHERE "form_status" <> 5;
