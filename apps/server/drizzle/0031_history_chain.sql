CREATE TABLE "history_anchors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"history" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"max_id" bigint NOT NULL,
	"row_count" bigint NOT NULL,
	"chains" integer NOT NULL,
	"digest" text NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "history_chain_heads" (
	"history" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"seq" integer NOT NULL,
	"hash" text NOT NULL,
	"last_id" bigint NOT NULL,
	CONSTRAINT "history_chain_heads_history_entity_entity_id_pk" PRIMARY KEY("history","entity","entity_id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "chain_seq" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "chain_hash" text;--> statement-breakpoint
ALTER TABLE "workflow_history" ADD COLUMN "chain_seq" integer;--> statement-breakpoint
ALTER TABLE "workflow_history" ADD COLUMN "chain_hash" text;--> statement-breakpoint
CREATE INDEX "history_anchors_history_idx" ON "history_anchors" USING btree ("history","id");--> statement-breakpoint
-- Tamper-evident history (ADR 1060). Each audit and workflow history row is
-- sealed on insert: its place in its record's chain and a SHA-256 over the previous row's seal and
-- its own content, so the seals also fix the rows' order. The content is written once here, as the
-- text both the trigger and the verification read: each text field as its length, a colon and
-- itself (a missing one as '-'), numbers as they print, the time in microseconds since 1970 (no time
-- zone), '|' between fields. STABLE, as what they call is, so queries inline them.
CREATE FUNCTION history_seal(prev text, content text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$ SELECT encode(sha256(convert_to(prev || content, 'UTF8')), 'hex') $$;
--> statement-breakpoint
CREATE FUNCTION audit_log_chain_content(r audit_log) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT length(r.entity) || ':' || r.entity || '|' || length(r.entity_id) || ':' || r.entity_id
    || '|' || length(r.action) || ':' || r.action || '|' || coalesce(r.actor_id::text, '-')
    || '|' || (extract(epoch FROM r.at) * 1000000)::bigint || '|' || coalesce(r.changes::text, '-')
$$;
--> statement-breakpoint
CREATE FUNCTION workflow_history_chain_content(r workflow_history) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT length(r.entity) || ':' || r.entity || '|' || length(r.entity_id) || ':' || r.entity_id
    || '|' || length(r.action) || ':' || r.action || '|' || r.from_status || '|' || r.to_status
    || '|' || coalesce(r.actor_id::text, '-') || '|' || coalesce(length(r.reason) || ':' || r.reason, '-')
    || '|' || coalesce(length(r.file_key) || ':' || r.file_key, '-')
    || '|' || coalesce(length(r.file_sha256) || ':' || r.file_sha256, '-')
    || '|' || (extract(epoch FROM r.at) * 1000000)::bigint
$$;
--> statement-breakpoint
-- Each new row is linked to its record's chain in one statement on the chain's head row: the
-- first row of a record inserts the head, a later one updates it. The head row stays locked until
-- the transaction ends, so writers of one record take turns (a row lock, not a lock-table slot).
-- The statement's plan is kept across rows: the embedded database otherwise plans every list query
-- for its values (ADR 0973), which here would plan the statement again for each row written.
CREATE FUNCTION audit_log_seal() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE content text := audit_log_chain_content(NEW);
BEGIN
  INSERT INTO history_chain_heads AS h (history, entity, entity_id, seq, hash, last_id)
    VALUES ('audit_log', NEW.entity, NEW.entity_id, 1, history_seal('', content), NEW.id)
    ON CONFLICT (history, entity, entity_id) DO UPDATE
      SET seq = h.seq + 1, hash = history_seal(h.hash, content), last_id = EXCLUDED.last_id
    RETURNING h.seq, h.hash INTO NEW.chain_seq, NEW.chain_hash;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION workflow_history_seal() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE content text := workflow_history_chain_content(NEW);
BEGIN
  INSERT INTO history_chain_heads AS h (history, entity, entity_id, seq, hash, last_id)
    VALUES ('workflow_history', NEW.entity, NEW.entity_id, 1, history_seal('', content), NEW.id)
    ON CONFLICT (history, entity, entity_id) DO UPDATE
      SET seq = h.seq + 1, hash = history_seal(h.hash, content), last_id = EXCLUDED.last_id
    RETURNING h.seq, h.hash INTO NEW.chain_seq, NEW.chain_hash;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- The rows written before sealing existed, sealed in the order they were written.
DO $$
DECLARE a audit_log; w workflow_history; sealed record;
BEGIN
  FOR a IN SELECT * FROM audit_log ORDER BY id LOOP
    INSERT INTO history_chain_heads AS h (history, entity, entity_id, seq, hash, last_id)
      VALUES ('audit_log', a.entity, a.entity_id, 1, history_seal('', audit_log_chain_content(a)), a.id)
      ON CONFLICT (history, entity, entity_id) DO UPDATE
        SET seq = h.seq + 1, hash = history_seal(h.hash, audit_log_chain_content(a)), last_id = EXCLUDED.last_id
      RETURNING h.seq, h.hash INTO sealed;
    UPDATE audit_log SET chain_seq = sealed.seq, chain_hash = sealed.hash WHERE id = a.id;
  END LOOP;
  FOR w IN SELECT * FROM workflow_history ORDER BY id LOOP
    INSERT INTO history_chain_heads AS h (history, entity, entity_id, seq, hash, last_id)
      VALUES ('workflow_history', w.entity, w.entity_id, 1, history_seal('', workflow_history_chain_content(w)), w.id)
      ON CONFLICT (history, entity, entity_id) DO UPDATE
        SET seq = h.seq + 1, hash = history_seal(h.hash, workflow_history_chain_content(w)), last_id = EXCLUDED.last_id
      RETURNING h.seq, h.hash INTO sealed;
    UPDATE workflow_history SET chain_seq = sealed.seq, chain_hash = sealed.hash WHERE id = w.id;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_seal BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_seal();
--> statement-breakpoint
CREATE TRIGGER workflow_history_seal BEFORE INSERT ON workflow_history FOR EACH ROW EXECUTE FUNCTION workflow_history_seal();
--> statement-breakpoint
-- History rows are written once: the product never changes or deletes one. Only the retention
-- purge, which names itself for its transaction (trms.history_purge), may delete.
CREATE FUNCTION history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('trms.history_purge', true) = 'on' THEN RETURN OLD; END IF;
  RAISE EXCEPTION 'rows of % are never changed or deleted', TG_TABLE_NAME USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION history_append_only();
--> statement-breakpoint
CREATE TRIGGER workflow_history_append_only BEFORE UPDATE OR DELETE ON workflow_history FOR EACH ROW EXECUTE FUNCTION history_append_only();
--> statement-breakpoint
-- One seal folded over many texts in order: the daily anchor's digest of every chain's last row.
CREATE AGGREGATE history_digest(text) (SFUNC = history_seal, STYPE = text, INITCOND = '');
