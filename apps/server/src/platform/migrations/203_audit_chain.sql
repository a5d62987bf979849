-- The audit log becomes append-only and hash-chained (docs/back-office.md, "Audit log"):
-- each row carries the operator's address, an optional reason, the hash of the row before it
-- (prev_hash) and its own hash over that and its content. The database refuses UPDATE, DELETE
-- and TRUNCATE; the chain is what shows tampering by someone who can drop the trigger.

ALTER TABLE audit_log
  ADD COLUMN ip text NOT NULL DEFAULT '',
  ADD COLUMN reason text,
  ADD COLUMN prev_hash text,
  ADD COLUMN hash text;

-- The rows written before the chain, chained in id order. The encoding is the one of
-- canonicalAuditRow (platform/audit/audit-chain.ts), written out once more here in SQL: the
-- tests migrate a log written before this file and verify it with the TypeScript function.
--   hash = hex(sha256(utf8(prev_hash || E'\n' || canonical)))
--   canonical = [id,operator_id,operator_username,action,target_uid,detail,ip,reason,created_at]
-- a JSON array without spaces; strings JSON-encoded (to_json = JSON.stringify), detail as
-- PostgreSQL writes the stored jsonb (detail::text), created_at in UTC with microseconds. The
-- first row's prev_hash is 64 zeros. sha256() is PostgreSQL's own (11+), so PGlite has it too.
DO $$
DECLARE
  r record;
  prev text := repeat('0', 64);
  h text;
BEGIN
  FOR r IN
    SELECT id, operator_id, operator_username, action, target_uid, detail::text AS detail, ip,
      reason, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at
    FROM audit_log ORDER BY id
  LOOP
    h := encode(sha256(convert_to(prev || E'\n' || '[' || r.id::text
      || ',' || coalesce(r.operator_id::text, 'null')
      || ',' || to_json(r.operator_username)::text
      || ',' || to_json(r.action)::text
      || ',' || coalesce(r.target_uid::text, 'null')
      || ',' || r.detail
      || ',' || to_json(r.ip)::text
      || ',' || coalesce(to_json(r.reason)::text, 'null')
      || ',' || to_json(r.created_at)::text
      || ']', 'UTF8')), 'hex');
    UPDATE audit_log SET prev_hash = prev, hash = h WHERE id = r.id;
    prev := h;
  END LOOP;
END $$;

ALTER TABLE audit_log
  ALTER COLUMN prev_hash SET NOT NULL,
  ALTER COLUMN hash SET NOT NULL;

-- One row follows each row: two appends linked to the same row (a fork) cannot both commit.
CREATE UNIQUE INDEX audit_log_prev_hash_idx ON audit_log (prev_hash);

-- Append-only. A superuser can still drop the trigger; verifyAuditChain then finds the change.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();

CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
