-- ADR 1099: each pilot's validity row carries the pilot's status and
-- fleet, kept by the pilots' own trigger in the writing transaction, so the ledger counts the
-- pilots with a validity in a window from the validity indexes alone instead of joining every
-- active pilot.
ALTER TABLE "pilot_validities" ADD COLUMN "pilot_status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pilot_validities" ADD COLUMN "pilot_fleet" text;--> statement-breakpoint
UPDATE pilot_validities v SET pilot_status = p.status, pilot_fleet = p.fleet FROM pilots p WHERE p.id = v.pilot_id;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pilot_validities_on_pilots() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO pilot_validities (pilot_id, pilot_status, pilot_fleet)
      SELECT id, status, fleet FROM inserted_rows
      ON CONFLICT (pilot_id) DO UPDATE SET pilot_status = excluded.pilot_status, pilot_fleet = excluded.pilot_fleet;
    PERFORM refresh_pilot_validities(ARRAY(SELECT id FROM inserted_rows));
  ELSE
    UPDATE pilot_validities v SET pilot_status = n.status, pilot_fleet = n.fleet
      FROM inserted_rows n JOIN deleted_rows o ON o.id = n.id
      WHERE v.pilot_id = n.id AND (o.status IS DISTINCT FROM n.status OR o.fleet IS DISTINCT FROM n.fleet);
    PERFORM refresh_pilot_validities(ARRAY(
      SELECT n.id FROM inserted_rows n JOIN deleted_rows o ON o.id = n.id WHERE o.crew_code IS DISTINCT FROM n.crew_code));
  END IF;
  RETURN NULL;
END $$;
