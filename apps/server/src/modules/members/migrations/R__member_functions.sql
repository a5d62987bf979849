-- The members' plpgsql. A repeatable file: applied again whenever it changes (db/migrate.ts).

-- Adds XP to a player (a settled stake's), or takes it back (a voided round's), never below 0.
-- The seamless wallet calls it in the round's own transaction.
CREATE OR REPLACE FUNCTION members_add_xp(p_uid integer, p_xp integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE members SET xp = greatest(0, xp + p_xp) WHERE uid = p_uid;
END $$;
