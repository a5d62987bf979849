-- VIP bonuses (docs/vip.md): each level-up bonus (ref: the level) and birthday bonus (ref: the
-- year) of a player, recorded once: paid with its grant, or withheld with the welfare gate's
-- reason. The unique key is what makes ten concurrent settlements pay once.
CREATE TABLE vip_bonuses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('level_up', 'birthday')),
  uid integer NOT NULL REFERENCES members (uid),
  ref integer NOT NULL,
  level integer NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  state text NOT NULL CHECK (state IN ('paid', 'withheld')),
  reason text,
  grant_id bigint REFERENCES bonus_grants (id),
  created_at timestamptz NOT NULL,
  UNIQUE (kind, uid, ref)
);
CREATE INDEX vip_bonuses_uid ON vip_bonuses (uid, id DESC);
