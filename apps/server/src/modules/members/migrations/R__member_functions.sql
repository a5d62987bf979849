-- The members' plpgsql. A repeatable file: applied again whenever it changes (db/migrate.ts).

-- The VIP level of an amount of XP (docs/vip.md): the highest level of the table it reaches.
-- plpgsql, not sql: a sql function with a FROM is not inlined, and was planned again on every
-- call (180 µs of each round's close); plpgsql keeps its plan for the connection.
CREATE OR REPLACE FUNCTION members_vip_level(p_xp integer) RETURNS integer
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT coalesce(max(level), 1) FROM vip_levels WHERE xp <= p_xp);
END $$;

-- Adds XP to a player (a settled stake's), or takes it back (a voided round's), never below 0;
-- the player's level (members.vip) follows, and each level newly reached is recorded once
-- (member_vip_levels; the promotions module pays its bonus). The seamless wallet calls it in
-- the round's own transaction, so a level is reached in the bet's statement. The XP's update
-- locks the row, so the level is computed from the XP it wrote; the level is written, and
-- levels recorded, only when it changes (rarely: the row is written once per round).
CREATE OR REPLACE FUNCTION members_add_xp(p_uid integer, p_xp integer, p_now timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_xp integer;
  v_before integer;
  v_after integer;
BEGIN
  UPDATE members SET xp = greatest(0, xp + p_xp) WHERE uid = p_uid
  RETURNING xp, vip INTO v_xp, v_before;
  IF NOT FOUND THEN RETURN; END IF;
  v_after := members_vip_level(v_xp);
  IF v_after = v_before THEN RETURN; END IF;
  UPDATE members SET vip = v_after WHERE uid = p_uid;
  IF v_after > v_before THEN
    INSERT INTO member_vip_levels (uid, level, reached_at)
    SELECT p_uid, l.level, p_now FROM vip_levels l
    WHERE l.level > greatest(v_before, 1) AND l.level <= v_after
    ON CONFLICT DO NOTHING;
  END IF;
END $$;

-- After the level table changed: every player's level follows their XP again, and levels newly
-- reached are recorded (levels reached before stay recorded, and paid). Answers the players
-- whose level changed.
CREATE OR REPLACE FUNCTION members_recompute_vip(p_now timestamptz) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_changed integer;
BEGIN
  UPDATE members m SET vip = members_vip_level(m.xp) WHERE m.vip <> members_vip_level(m.xp);
  GET DIAGNOSTICS v_changed = ROW_COUNT;
  INSERT INTO member_vip_levels (uid, level, reached_at)
  SELECT m.uid, l.level, p_now FROM members m JOIN vip_levels l ON l.level > 1 AND l.xp <= m.xp
  ON CONFLICT DO NOTHING;
  RETURN v_changed;
END $$;

-- Moves a player's points (docs/promotions.md, "Points"), never below zero: p_points is signed;
-- a take larger than the balance takes the whole balance when p_clamp (a void takes back what it
-- can) and is refused otherwise (null: nothing moved). Answers the points moved. The movement's
-- reference (a round, an exchange) is unique: the same movement twice fails. Two statements: the
-- balance row is locked by its own update, so concurrent spends cannot both pass.
CREATE OR REPLACE FUNCTION members_move_points(p_uid integer, p_points bigint, p_kind text,
  p_reference text, p_note text, p_clamp boolean, p_now timestamptz)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_after bigint;
  v_moved bigint := p_points;
BEGIN
  IF p_points = 0 THEN RETURN 0; END IF;
  IF p_points > 0 THEN
    INSERT INTO points_balances AS b (uid, balance) VALUES (p_uid, p_points)
    ON CONFLICT (uid) DO UPDATE SET balance = b.balance + EXCLUDED.balance
    RETURNING balance INTO v_after;
  ELSIF p_clamp THEN
    UPDATE points_balances b SET balance = greatest(0, b.balance + p_points)
    FROM (SELECT balance AS before FROM points_balances WHERE uid = p_uid FOR UPDATE) old
    WHERE b.uid = p_uid
    RETURNING b.balance, b.balance - old.before INTO v_after, v_moved;
    IF NOT FOUND OR v_moved = 0 THEN RETURN 0; END IF;
  ELSE
    UPDATE points_balances b SET balance = b.balance + p_points
    WHERE b.uid = p_uid AND b.balance + p_points >= 0
    RETURNING b.balance INTO v_after;
    IF NOT FOUND THEN RETURN NULL; END IF;
  END IF;
  INSERT INTO points_movements (uid, kind, points, balance_after, reference, note, created_at)
  VALUES (p_uid, p_kind, v_moved, v_after, p_reference, p_note, p_now);
  RETURN v_moved;
END $$;

-- The points a stake earns: the player's real-money total of the day and game type going from
-- p_before to p_after (centavos), at the type's rate per ₱100. Earned on the running total, so
-- small stakes add up instead of each rounding down to nothing.
CREATE OR REPLACE FUNCTION members_points_for_stake(p_game_type integer, p_before bigint,
  p_after bigint)
RETURNS bigint LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_rate integer;
BEGIN
  SELECT points_per_100 INTO v_rate FROM points_rates WHERE game_type = p_game_type;
  IF v_rate IS NULL THEN RETURN 0; END IF;
  RETURN (p_after * v_rate) / 10000 - (p_before * v_rate) / 10000;
END $$;

-- The responsible-gaming limits in effect of a player (docs/responsible-gaming.md): centavos, or
-- minutes for 'session'. A raise waiting for its time and confirmation is not in effect yet.
CREATE OR REPLACE FUNCTION members_rg_limits(p_uid integer)
RETURNS TABLE (limit_key text, value bigint) LANGUAGE sql STABLE AS $$
  SELECT l.limit_key, l.value FROM rg_limits l WHERE l.uid = p_uid AND l.value IS NOT NULL
$$;
