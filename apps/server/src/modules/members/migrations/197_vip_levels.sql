-- VIP levels (docs/vip.md): the level table (operator-editable, seeded here), and the levels each
-- player has reached, recorded once, in the statement that added the XP (members_add_xp).
-- Amounts in centavos; `multiple` is the wagering multiplier of the level's bonuses.
CREATE TABLE vip_levels (
  level integer PRIMARY KEY CHECK (level >= 1),
  ty smallint NOT NULL CHECK (ty BETWEEN 1 AND 5),
  xp integer NOT NULL UNIQUE CHECK (xp >= 0),
  upgrade bigint NOT NULL CHECK (upgrade >= 0),
  birthday bigint NOT NULL CHECK (birthday >= 0),
  multiple double precision NOT NULL CHECK (multiple >= 0),
  img text NOT NULL
);

INSERT INTO vip_levels (level, ty, xp, upgrade, birthday, multiple, img)
SELECT v.level, v.ty, v.xp, v.upgrade * 100, v.birthday * 100, v.multiple,
  'vip/level-' || v.level || '.svg'
FROM (VALUES
  (1, 1, 0, 0, 0, 3),
  (2, 1, 1000, 10, 20, 3),
  (3, 1, 3000, 20, 30, 3),
  (4, 2, 8000, 50, 50, 3),
  (5, 2, 15000, 80, 50, 3),
  (6, 2, 25000, 120, 50, 3),
  (7, 3, 50000, 200, 150, 2),
  (8, 3, 80000, 300, 150, 2),
  (9, 3, 120000, 400, 150, 2),
  (10, 4, 200000, 800, 500, 2),
  (11, 4, 300000, 1200, 500, 2),
  (12, 4, 450000, 1600, 500, 2),
  (13, 5, 700000, 3000, 2000, 1),
  (14, 5, 1000000, 5000, 2000, 1),
  (15, 5, 1500000, 8000, 2000, 1)
) AS v (level, ty, xp, upgrade, birthday, multiple);

-- Every level a player has newly reached (level 1 is where everyone starts, never recorded): the
-- promotions module pays each level's bonus once from these rows (docs/vip.md).
CREATE TABLE member_vip_levels (
  uid integer NOT NULL REFERENCES members (uid),
  level integer NOT NULL CHECK (level > 1),
  reached_at timestamptz NOT NULL,
  PRIMARY KEY (uid, level)
);
CREATE INDEX member_vip_levels_reached_at ON member_vip_levels (reached_at);

-- members.vip is the level of the player's XP: everyone is at least level 1.
ALTER TABLE members ALTER COLUMN vip SET DEFAULT 1;
UPDATE members m SET vip = (SELECT max(l.level) FROM vip_levels l WHERE l.xp <= m.xp);
INSERT INTO member_vip_levels (uid, level, reached_at)
SELECT m.uid, l.level, now() FROM members m JOIN vip_levels l ON l.level > 1 AND l.level <= m.vip;

-- members_add_xp takes the round's time now (the time a level is reached).
DROP FUNCTION IF EXISTS members_add_xp(integer, integer);
