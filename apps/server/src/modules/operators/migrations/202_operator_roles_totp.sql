-- Operators' duties and second factor (docs/back-office.md): each operator has one role, which
-- decides the /admin calls they may make; an optional phone (international digits, e.g.
-- 639171234567), so they never act on a player account with the same number; a TOTP secret once
-- enrolled. Sessions end after 30 minutes without a call (last_seen_at).
ALTER TABLE operators
  ADD COLUMN role text NOT NULL DEFAULT 'admin'
    CHECK (role IN ('support', 'compliance', 'finance', 'risk', 'admin')),
  ADD COLUMN phone text,
  ADD COLUMN totp_secret text,
  ADD COLUMN totp_enrolled_at timestamptz,
  -- The last 30-second step a code was accepted for: a code is good once.
  ADD COLUMN totp_last_step bigint,
  -- A secret being enrolled from the account page, until its first code confirms it.
  ADD COLUMN totp_pending_secret text,
  ADD COLUMN created_by text;

ALTER TABLE operators ALTER COLUMN role DROP DEFAULT;

ALTER TABLE operator_sessions ADD COLUMN last_seen_at timestamptz;
UPDATE operator_sessions SET last_seen_at = created_at;
ALTER TABLE operator_sessions ALTER COLUMN last_seen_at SET NOT NULL;

CREATE INDEX operator_sessions_operator_idx ON operator_sessions (operator_id)
  WHERE revoked_at IS NULL;

-- Between the password and the second factor: a short-lived ticket (hashed), with the secret
-- being enrolled when the operator has none yet, and the codes tried.
CREATE TABLE operator_login_tickets (
  ticket_hash text PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id),
  enrol_secret text,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  ip text NOT NULL
);
