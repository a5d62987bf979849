-- Ending a self-exclusion early (docs/responsible-gaming.md, "Ending a self-exclusion early"):
-- after its irrevocable first months the player may ask, in a withdraw-only session, and confirm
-- from 24 hours later, within 7 days of asking; only the confirmation ends it.

-- A self-exclusion the player ended early keeps the end it was set to here; its ends_at becomes
-- the moment of the confirmation, so everything that reads ends_at sees it over from then on.
ALTER TABLE rg_restrictions ADD COLUMN planned_ends_at timestamptz;

-- Every request, kept after it is confirmed, withdrawn or lapses: each step's time and the
-- session and address it came from (always the player's own: operators cannot end an exclusion).
-- outcome null: open (pending until lapses_at; a lapsed one is closed as 'lapsed' when the player
-- next asks, with closed_at = lapses_at and no session).
CREATE TABLE rg_exclusion_end_requests (
  id bigserial PRIMARY KEY,
  uid integer NOT NULL REFERENCES members (uid),
  exclusion_until timestamptz NOT NULL,
  requested_at timestamptz NOT NULL,
  requested_session text NOT NULL,
  requested_ip text NOT NULL,
  confirm_from timestamptz NOT NULL,
  lapses_at timestamptz NOT NULL,
  outcome text CHECK (outcome IN ('confirmed', 'cancelled', 'lapsed')),
  closed_at timestamptz,
  closed_session text,
  closed_ip text,
  CHECK (confirm_from > requested_at AND lapses_at > confirm_from),
  CHECK ((outcome IS NULL) = (closed_at IS NULL))
);
CREATE INDEX rg_exclusion_end_requests_uid ON rg_exclusion_end_requests (uid, id DESC);
-- One open request per player at a time.
CREATE UNIQUE INDEX rg_exclusion_end_requests_open ON rg_exclusion_end_requests (uid)
  WHERE outcome IS NULL;
