-- Withdraw-only access (docs/responsible-gaming.md): a self-excluded player's sign-in is refused
-- with a one-time ticket, which opens a session that may only withdraw their cash.

-- What a session may do: 'full', or 'withdraw' (the calls a withdrawal needs, 30 minutes at most).
ALTER TABLE member_sessions
  ADD COLUMN scope text NOT NULL DEFAULT 'full' CHECK (scope IN ('full', 'withdraw'));

-- The tickets refused sign-ins carried: only the sha256 is kept; each opens one withdraw-only
-- session (used_at) within its 10 minutes.
CREATE TABLE member_withdraw_tickets (
  ticket_hash text PRIMARY KEY,
  uid integer NOT NULL REFERENCES members (uid),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE INDEX member_withdraw_tickets_expires_idx ON member_withdraw_tickets (expires_at);
