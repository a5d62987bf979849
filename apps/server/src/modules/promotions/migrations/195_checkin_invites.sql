-- Daily wins and invitations (docs/promotions.md, "Daily wins" and "Invitations").

-- One check-in per player and Philippine day: the primary key is what makes a day paid once.
-- `cycle_day` is the day of the 7-day calendar it was (1..7), `streak` the consecutive days
-- claimed up to it; both follow from the claim of the day before, or start again at 1.
CREATE TABLE checkin_claims (
  uid integer NOT NULL REFERENCES members (uid),
  day date NOT NULL,
  cycle_day smallint NOT NULL CHECK (cycle_day BETWEEN 1 AND 7),
  streak integer NOT NULL CHECK (streak >= 1),
  amount bigint NOT NULL CHECK (amount > 0),
  grant_id bigint REFERENCES bonus_grants (id),
  claimed_at timestamptz NOT NULL,
  PRIMARY KEY (uid, day)
);

-- How each invitee was settled for their inviter, once: rewarded (the grant that paid it, on the
-- Philippine day that counts toward the daily limit) or ineligible (the reason the inviter sees).
-- An invitee with no row is still on the way (signed up, verified or deposited).
CREATE TABLE invite_rewards (
  invitee_uid integer PRIMARY KEY REFERENCES members (uid),
  inviter_uid integer NOT NULL REFERENCES members (uid),
  state text NOT NULL CHECK (state IN ('rewarded', 'ineligible')),
  reason text,
  amount bigint CHECK (amount > 0),
  grant_id bigint REFERENCES bonus_grants (id),
  day date,
  settled_at timestamptz NOT NULL,
  CHECK ((state = 'rewarded') = (grant_id IS NOT NULL AND amount IS NOT NULL AND day IS NOT NULL)),
  CHECK ((state = 'ineligible') = (reason IS NOT NULL))
);
CREATE INDEX invite_rewards_inviter ON invite_rewards (inviter_uid, day);
