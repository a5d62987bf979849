-- replaces: 030_operators.sql
-- The audit log (platform/audit.ts), created with the operators until they were split by owner.

-- Append-only: who decided what, about whom, when.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id integer REFERENCES operators (id),
  operator_username text NOT NULL,
  action text NOT NULL,
  target_uid integer,
  detail jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL
);

CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC);
CREATE INDEX audit_log_target_idx ON audit_log (target_uid, created_at DESC);
