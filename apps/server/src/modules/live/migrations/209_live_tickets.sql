-- Single-use tickets that open a player's live socket (a browser cannot sign the upgrade
-- request): SHA-256 of the ticket, the player, and a minute to use it.
CREATE TABLE live_tickets (
  ticket_hash text PRIMARY KEY,
  uid integer NOT NULL REFERENCES members (uid),
  expires_at timestamptz NOT NULL
);
