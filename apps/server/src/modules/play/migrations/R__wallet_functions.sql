-- Play's plpgsql: the seamless wallet's calls (docs/seamless-wallet.md, "One statement per
-- call"). Each money call (bet, win, rollback, void, resettle) is one statement: a function that
-- does the whole call under the player's lock; a call used to be 13 to 16 statements, each a
-- round trip, and the round trips, not the work, were the cost. Every function checks everything
-- before it writes anything, so a refusal changes nothing.
--
-- Play owns its tables here (game_rounds, game_transactions, bet_records, tombstones); money and
-- balances are the ledger's functions (ledger_*, modules/ledger/migrations/R__ledger_functions.sql)
-- and XP the members' (members_add_xp). A repeatable file: applied again whenever it changes
-- (db/migrate.ts), so a function is changed here, in place.

-- A refusal's reply: its status, and the balance when the player is known.
CREATE OR REPLACE FUNCTION wallet_refusal(p_status text, p_uid integer) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF p_uid IS NULL THEN RETURN jsonb_build_object('status', p_status); END IF;
  RETURN jsonb_build_object('status', p_status, 'balance', ledger_playable_balance(p_uid));
END $$;

-- A repeated call's reply, or TRANSACTION_MISMATCH (with the caller's own balance, never the
-- stored transaction's player's) when its details differ.
CREATE OR REPLACE FUNCTION wallet_lock_and_repeat(p_provider text, p_transaction text,
  p_kind text, p_uid integer, p_round text, p_amount bigint, p_reference text)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v record;
BEGIN
  PERFORM pg_advisory_xact_lock(90, p_uid);
  SELECT t.id, t.kind, t.uid, t.amount, t.reference_transaction_id, t.reply, r.round_id INTO v
  FROM game_transactions t JOIN game_rounds r ON r.id = t.round
  WHERE t.provider = p_provider AND t.transaction_id = p_transaction;
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF v.kind <> p_kind OR v.uid <> p_uid OR v.round_id <> COALESCE(p_round, v.round_id)
    OR v.amount <> COALESCE(p_amount, v.amount)
    OR v.reference_transaction_id IS DISTINCT FROM COALESCE(p_reference, v.reference_transaction_id)
  THEN
    RETURN wallet_refusal('TRANSACTION_MISMATCH', p_uid);
  END IF;
  RETURN v.reply || jsonb_build_object('wallet_transaction_id', v.id::text);
END $$;

-- Stores an accepted call with its reply (kept for repeats of its id); the reply with its
-- wallet transaction id.
CREATE OR REPLACE FUNCTION wallet_record(p_provider text, p_transaction text, p_kind text, p_round bigint,
  p_uid integer, p_amount bigint, p_cash bigint, p_bonus bigint, p_reference text, p_reply jsonb,
  p_now timestamptz)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  INSERT INTO game_transactions (provider, transaction_id, kind, round, uid, amount, cash_amount,
    bonus_amount, reference_transaction_id, reply, created_at)
  VALUES (p_provider, p_transaction, p_kind, p_round, p_uid, p_amount, p_cash, p_bonus,
    p_reference, p_reply, p_now)
  RETURNING id INTO v_id;
  RETURN p_reply || jsonb_build_object('wallet_transaction_id', v_id::text);
END $$;

-- The game of the player's session for this game; null if it is unknown, another player's or
-- game's, or expired (unless expired sessions are allowed: a win is paid after the session).
CREATE OR REPLACE FUNCTION wallet_session_game(p_provider text, p_session text, p_uid integer,
  p_game_code text, p_now timestamptz, p_allow_expired boolean)
RETURNS integer LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT s.game_id FROM game_sessions s JOIN games g ON g.id = s.game_id
          WHERE s.id = p_session AND s.provider = p_provider AND s.uid = p_uid
            AND g.code = p_game_code AND (p_allow_expired OR s.expires_at > p_now));
END $$;

-- bet (debit): refused from a player who may not play now and on a game that is offline or
-- maintained, checked on every bet (a game session outlives both); cash first, then bonus.
CREATE OR REPLACE FUNCTION wallet_bet(p_provider text, p_uid integer, p_session text, p_game_code text,
  p_transaction text, p_round text, p_amount bigint, p_now timestamptz, p_cash_type integer,
  p_playable integer[], p_freezable integer[], p_kyc_deadline_ms bigint,
  p_expired_cash_type integer, p_session_break_minutes integer)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_reply jsonb;
  v_break interval := p_session_break_minutes * interval '1 minute';
  v_limited boolean;
  v_limit text;
  v_max_bet bigint;
  v_game integer;
  v_round game_rounds;
  v_cash bigint;
  v_bonus bigint;
  v_take_cash bigint;
  v_may_play boolean;
  v_game_open boolean;
BEGIN
  v_reply := wallet_lock_and_repeat(p_provider, p_transaction, 'bet', p_uid,
    p_round, p_amount, NULL);
  IF v_reply IS NOT NULL THEN RETURN v_reply; END IF;
  IF EXISTS (SELECT 1 FROM game_rollback_tombstones t
             WHERE t.provider = p_provider AND t.transaction_id = p_transaction) THEN
    RETURN wallet_refusal('TRANSACTION_ROLLED_BACK', p_uid);
  END IF;
  v_game := wallet_session_game(p_provider, p_session, p_uid, p_game_code, p_now, false);
  IF v_game IS NULL THEN RETURN wallet_refusal('INVALID_SESSION', NULL); END IF;
  -- The play gate of spec 4.3 (kyc-service assertAllowed): a status that may play, and not one
  -- the KYC deadline has frozen, nor a player on a break or self-excluded
  -- (docs/responsible-gaming.md); and the game still online and not maintained.
  SELECT m.kyc_status = ANY (p_playable)
           AND NOT (m.kyc_status = ANY (p_freezable)
                    AND m.created_at + p_kyc_deadline_ms * interval '1 millisecond' <= p_now)
           AND (m.rg_paused_until IS NULL OR m.rg_paused_until <= p_now),
         g.online = 1 AND g.maintained = 0, m.rg_limited
  INTO v_may_play, v_game_open, v_limited
  FROM members m, games g WHERE m.uid = p_uid AND g.id = v_game;
  IF NOT v_may_play THEN RETURN wallet_refusal('PLAYER_BLOCKED', p_uid); END IF;
  IF NOT v_game_open THEN RETURN wallet_refusal('GAME_UNAVAILABLE', p_uid); END IF;
  SELECT * INTO v_round FROM game_rounds r WHERE r.provider = p_provider AND r.round_id = p_round;
  IF FOUND AND (v_round.uid <> p_uid OR v_round.game_id <> v_game) THEN
    RETURN wallet_refusal('TRANSACTION_MISMATCH', p_uid);
  END IF;
  IF v_round.closed_at IS NOT NULL THEN RETURN wallet_refusal('ROUND_CLOSED', p_uid); END IF;
  -- No stake from a grant whose time is up; none above an open grant's maximum bet.
  PERFORM ledger_expire_grants(p_uid, p_now, p_expired_cash_type);
  v_max_bet := ledger_bonus_max_bet(p_uid);
  IF p_amount > v_max_bet THEN RETURN wallet_refusal('BET_LIMIT_EXCEEDED', p_uid); END IF;
  SELECT b.cash, b.bonus INTO v_cash, v_bonus FROM ledger_lock_player_balances(p_uid) b;
  IF p_amount > v_cash + v_bonus THEN
    RETURN wallet_refusal('INSUFFICIENT_FUNDS', p_uid);
  END IF;
  v_take_cash := least(p_amount, v_cash);
  -- The player's own limits, under their lock: parallel bets cannot cross one together.
  IF v_limited THEN
    v_limit := wallet_play_limit_crossed(p_uid, v_take_cash, p_now, v_break);
    IF v_limit IS NOT NULL THEN
      RETURN wallet_refusal('PLAY_LIMIT_REACHED', p_uid) || jsonb_build_object('limit', v_limit);
    END IF;
  END IF;
  -- A round's first bet writes it with its stake: one row version, not an insert and an update.
  IF v_round.id IS NULL THEN
    INSERT INTO game_rounds (provider, round_id, uid, game_id, created_at, bet_cash, bet_bonus)
    VALUES (p_provider, p_round, p_uid, v_game, p_now, v_take_cash, p_amount - v_take_cash)
    RETURNING * INTO v_round;
  ELSE
    UPDATE game_rounds
    SET bet_cash = bet_cash + v_take_cash, bet_bonus = bet_bonus + p_amount - v_take_cash
    WHERE id = v_round.id;
  END IF;
  PERFORM wallet_count_play(p_uid, v_take_cash, 0, p_now, p_now, v_break);
  PERFORM ledger_move_player_house('bet:' || p_provider || ':' || p_transaction, p_uid, v_take_cash,
    p_amount - v_take_cash, false, 'bet', p_cash_type, 'round:' || v_round.id);
  RETURN wallet_record(p_provider, p_transaction, 'bet', v_round.id, p_uid, p_amount, v_take_cash,
    p_amount - v_take_cash, NULL,
    jsonb_build_object('status', 'OK', 'balance', v_cash + v_bonus - p_amount), p_now);
END $$;

-- win (credit): only into an open round of this player and game that took a bet, and no more
-- than the game's maximum win multiplier of the stake over the whole round.
CREATE OR REPLACE FUNCTION wallet_win(p_provider text, p_uid integer, p_session text, p_game_code text,
  p_transaction text, p_round text, p_amount bigint, p_now timestamptz, p_close boolean,
  p_cash_type integer, p_xp_per_peso integer, p_release_cash_type integer,
  p_write_off_cash_type integer)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_reply jsonb;
  v_round game_rounds;
  v_stake bigint;
  v_bonus bigint;
  v_max_win bigint;
BEGIN
  v_reply := wallet_lock_and_repeat(p_provider, p_transaction, 'win', p_uid,
    p_round, p_amount, NULL);
  IF v_reply IS NOT NULL THEN RETURN v_reply; END IF;
  IF wallet_session_game(p_provider, p_session, p_uid, p_game_code, p_now, true) IS NULL THEN
    RETURN wallet_refusal('INVALID_SESSION', NULL);
  END IF;
  v_round := wallet_find_round(p_provider, p_round, p_uid, p_game_code);
  SELECT g.max_win_multiplier INTO v_max_win FROM games g WHERE g.id = v_round.game_id;
  v_stake := v_round.bet_cash + v_round.bet_bonus;
  IF v_round.closed_at IS NOT NULL THEN RETURN wallet_refusal('ROUND_CLOSED', p_uid); END IF;
  IF v_round.id IS NULL OR v_stake <= 0 THEN
    RETURN wallet_refusal('ROUND_NOT_FOUND', p_uid);
  END IF;
  IF v_round.win_amount + p_amount > v_stake * v_max_win THEN
    RETURN wallet_refusal('WIN_LIMIT_EXCEEDED', p_uid);
  END IF;
  v_bonus := ledger_bonus_share(p_uid, p_amount, v_round.bet_cash, v_round.bet_bonus);
  PERFORM ledger_move_player_house('win:' || p_provider || ':' || p_transaction, p_uid, p_amount - v_bonus,
    v_bonus, true, 'win', p_cash_type, 'round:' || v_round.id);
  IF p_amount > v_bonus THEN
    PERFORM wallet_count_play(p_uid, 0, p_amount - v_bonus, p_now, p_now, NULL);
  END IF;
  v_round.win_amount := v_round.win_amount + p_amount;
  IF p_close THEN
    -- The close writes the round once: its win, its close and what the close counted.
    v_round.closed_at := p_now;
    PERFORM wallet_close_round(v_round, p_now, p_xp_per_peso, p_release_cash_type,
      p_write_off_cash_type);
  ELSE
    UPDATE game_rounds SET win_amount = v_round.win_amount WHERE id = v_round.id;
  END IF;
  RETURN wallet_record(p_provider, p_transaction, 'win', v_round.id, p_uid, p_amount,
    p_amount - v_bonus, v_bonus, NULL,
    jsonb_build_object('status', 'OK', 'balance', ledger_playable_balance(p_uid)), p_now);
END $$;

-- rollback: returns exactly what the bet took, once, whatever the repeats (the ledger keys are
-- the bet's), while its round has paid no win (BET_ALREADY_SETTLED, as Evolution's wallet
-- answers); a rollback of a bet never seen is answered OK and remembered, so that bet is
-- refused when it arrives.
CREATE OR REPLACE FUNCTION wallet_rollback(p_provider text, p_uid integer, p_transaction text,
  p_reference text, p_round text, p_game_code text, p_now timestamptz, p_cash_type integer)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_reply jsonb;
  v_tombstone game_rollback_tombstones;
  v_bet record;
  v_bonus bigint;
BEGIN
  v_reply := wallet_lock_and_repeat(p_provider, p_transaction, 'rollback', p_uid,
    NULL, NULL, p_reference);
  IF v_reply IS NOT NULL THEN RETURN v_reply; END IF;
  SELECT * INTO v_tombstone FROM game_rollback_tombstones t
  WHERE t.provider = p_provider AND t.transaction_id = p_reference;
  IF FOUND THEN
    IF v_tombstone.rollback_transaction_id <> p_transaction OR v_tombstone.uid <> p_uid THEN
      RETURN wallet_refusal('TRANSACTION_MISMATCH', p_uid);
    END IF;
    RETURN v_tombstone.reply;
  END IF;
  SELECT t.id, t.kind, t.uid, t.amount, t.cash_amount, t.bonus_amount, t.rolled_back_at,
         t.created_at, t.round, r.round_id, r.closed_at, g.code AS game_code INTO v_bet
  FROM game_transactions t JOIN game_rounds r ON r.id = t.round JOIN games g ON g.id = r.game_id
  WHERE t.provider = p_provider AND t.transaction_id = p_reference;
  IF NOT FOUND THEN
    IF NOT EXISTS (SELECT 1 FROM members m WHERE m.uid = p_uid) THEN
      RETURN wallet_refusal('INVALID_SESSION', NULL);
    END IF;
    v_reply := jsonb_build_object('status', 'OK', 'balance', ledger_playable_balance(p_uid));
    INSERT INTO game_rollback_tombstones (provider, transaction_id, rollback_transaction_id, uid,
      reply, created_at)
    VALUES (p_provider, p_reference, p_transaction, p_uid, v_reply, p_now);
    RETURN v_reply;
  END IF;
  IF v_bet.kind <> 'bet' OR v_bet.uid <> p_uid OR v_bet.round_id <> p_round
     OR v_bet.game_code <> p_game_code THEN
    RETURN wallet_refusal('TRANSACTION_MISMATCH', p_uid);
  END IF;
  IF v_bet.closed_at IS NOT NULL THEN RETURN wallet_refusal('ROUND_CLOSED', p_uid); END IF;
  IF EXISTS (SELECT 1 FROM game_transactions t WHERE t.round = v_bet.round AND t.kind = 'win') THEN
    RETURN wallet_refusal('BET_ALREADY_SETTLED', p_uid);
  END IF;
  IF v_bet.rolled_back_at IS NULL THEN
    -- The bonus part goes back to the bonus account only while a grant is open.
    v_bonus := CASE WHEN ledger_bonus_open(p_uid) THEN v_bet.bonus_amount ELSE 0 END;
    PERFORM ledger_move_player_house('rollback:' || p_provider || ':' || p_reference, p_uid,
      v_bet.amount - v_bonus, v_bonus, true, 'bet_refund', p_cash_type, 'round:' || v_bet.round);
    UPDATE game_rounds
    SET bet_cash = bet_cash - v_bet.cash_amount, bet_bonus = bet_bonus - v_bet.bonus_amount
    WHERE id = v_bet.round;
    UPDATE game_transactions SET rolled_back_at = p_now WHERE id = v_bet.id;
    PERFORM wallet_count_play(p_uid, -v_bet.cash_amount, 0, v_bet.created_at, p_now, NULL);
  END IF;
  RETURN wallet_record(p_provider, p_transaction, 'rollback', v_bet.round, p_uid,
    CASE WHEN v_bet.rolled_back_at IS NULL THEN v_bet.amount ELSE 0 END, 0, 0, p_reference,
    jsonb_build_object('status', 'OK', 'balance', ledger_playable_balance(p_uid)), p_now);
END $$;

-- Where a round's wins were paid (cash, bonus), net of reversals: what a void takes back.
CREATE OR REPLACE FUNCTION wallet_round_wins(p_round bigint, OUT cash bigint, OUT bonus bigint)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  SELECT COALESCE(sum(t.cash_amount), 0)::bigint, COALESCE(sum(t.bonus_amount), 0)::bigint
  INTO cash, bonus
  FROM game_transactions t WHERE t.round = p_round AND t.kind IN ('win', 'resettle');
END $$;

-- The round of this provider and id, if it is the player's and the game's; null otherwise.
CREATE OR REPLACE FUNCTION wallet_find_round(p_provider text, p_round text, p_uid integer,
  p_game_code text)
RETURNS game_rounds LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_round game_rounds;
BEGIN
  SELECT r.* INTO v_round FROM game_rounds r JOIN games g ON g.id = r.game_id
  WHERE r.provider = p_provider AND r.round_id = p_round AND r.uid = p_uid
    AND g.code = p_game_code;
  RETURN v_round;
END $$;

-- The Philippine day (UTC+8, no daylight saving) of an instant.
CREATE OR REPLACE FUNCTION wallet_philippine_day(p_at timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE AS $$ SELECT ((p_at AT TIME ZONE 'UTC') + interval '8 hours')::date $$;

-- The Monday that starts the week of a Philippine day, and the first day of its month (of a
-- timestamp without time zone: date_trunc of a date, a timestamptz, is not immutable, so the
-- function was not inlined and was planned again on every call).
CREATE OR REPLACE FUNCTION wallet_week_of(p_day date) RETURNS date
LANGUAGE sql IMMUTABLE AS $$ SELECT p_day - (extract(isodow FROM p_day)::integer - 1) $$;
CREATE OR REPLACE FUNCTION wallet_month_of(p_day date) RETURNS date
LANGUAGE sql IMMUTABLE AS $$ SELECT date_trunc('month', p_day::timestamp)::date $$;

-- Counts real money staked (negative: a stake given back) and won (negative: a win taken back) on
-- the player's play totals: the play session and the Philippine day, week and month. p_at is when
-- the money first moved (a rolled-back bet's time): an amount of a period that is over changes
-- nothing. p_break is given for a bet, any bet (also one paid from bonus): a bet after p_break
-- without one starts a new session; other calls give null. One statement: it runs on every bet
-- and win.
CREATE OR REPLACE FUNCTION wallet_count_play(p_uid integer, p_staked bigint, p_won bigint,
  p_at timestamptz, p_now timestamptz, p_break interval)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_day date := wallet_philippine_day(p_now);
  v_week date := wallet_week_of(v_day);
  v_month date := wallet_month_of(v_day);
  v_at date := wallet_philippine_day(p_at);
  v_in_day boolean := v_at = v_day;
  v_in_week boolean := wallet_week_of(v_at) = v_week;
  v_in_month boolean := wallet_month_of(v_at) = v_month;
BEGIN
  INSERT INTO play_totals AS t (uid, session_started_at, last_bet_at, session_staked,
    session_won, day, day_staked, day_won, week, week_staked, week_won, month, month_staked,
    month_won)
  VALUES (p_uid, p_now, p_now, greatest(p_staked, 0), greatest(p_won, 0), v_day,
    greatest(p_staked, 0), greatest(p_won, 0), v_week, greatest(p_staked, 0),
    greatest(p_won, 0), v_month, greatest(p_staked, 0), greatest(p_won, 0))
  ON CONFLICT (uid) DO UPDATE SET
    session_started_at = CASE WHEN t.last_bet_at < p_now - p_break THEN p_now
                         ELSE t.session_started_at END,
    session_staked = CASE WHEN t.last_bet_at < p_now - p_break THEN p_staked
                     WHEN p_at >= t.session_started_at THEN t.session_staked + p_staked
                     ELSE t.session_staked END,
    session_won = CASE WHEN t.last_bet_at < p_now - p_break THEN p_won
                  WHEN p_at >= t.session_started_at THEN t.session_won + p_won
                  ELSE t.session_won END,
    last_bet_at = CASE WHEN p_break IS NOT NULL THEN p_now ELSE t.last_bet_at END,
    day = v_day,
    day_staked = CASE WHEN t.day = v_day THEN t.day_staked ELSE 0 END
                 + CASE WHEN v_in_day THEN p_staked ELSE 0 END,
    day_won = CASE WHEN t.day = v_day THEN t.day_won ELSE 0 END
              + CASE WHEN v_in_day THEN p_won ELSE 0 END,
    week = v_week,
    week_staked = CASE WHEN t.week = v_week THEN t.week_staked ELSE 0 END
                  + CASE WHEN v_in_week THEN p_staked ELSE 0 END,
    week_won = CASE WHEN t.week = v_week THEN t.week_won ELSE 0 END
               + CASE WHEN v_in_week THEN p_won ELSE 0 END,
    month = v_month,
    month_staked = CASE WHEN t.month = v_month THEN t.month_staked ELSE 0 END
                   + CASE WHEN v_in_month THEN p_staked ELSE 0 END,
    month_won = CASE WHEN t.month = v_month THEN t.month_won ELSE 0 END
                + CASE WHEN v_in_month THEN p_won ELSE 0 END;
END $$;

-- The player's limit that a real-money stake of p_stake would cross now, or null: a wager limit
-- (staked this period, plus the stake), a loss limit (staked less won this period, plus the
-- stake, as if it were lost), or the session time limit (a session that has not had its break
-- and has lasted the limit's minutes). The limits in effect are the members'
-- (members_rg_limits); deposit limits are finance's to check. One statement.
CREATE OR REPLACE FUNCTION wallet_play_limit_crossed(p_uid integer, p_stake bigint,
  p_now timestamptz, p_break interval)
RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_day date := wallet_philippine_day(p_now);
  v_week date := wallet_week_of(v_day);
  v_month date := wallet_month_of(v_day);
BEGIN
  RETURN (
    SELECT l.limit_key
    FROM members_rg_limits(p_uid) AS l LEFT JOIN play_totals AS t ON t.uid = p_uid
    WHERE CASE
      WHEN l.limit_key = 'session' THEN t.last_bet_at >= p_now - p_break
        AND t.session_started_at + l.value * interval '1 minute' <= p_now
      WHEN l.limit_key LIKE 'deposit%' THEN false
      ELSE COALESCE(CASE
          WHEN l.limit_key LIKE '%day' AND t.day = v_day
            THEN t.day_staked - CASE WHEN l.limit_key LIKE 'loss%' THEN t.day_won ELSE 0 END
          WHEN l.limit_key LIKE '%week' AND t.week = v_week
            THEN t.week_staked - CASE WHEN l.limit_key LIKE 'loss%' THEN t.week_won ELSE 0 END
          WHEN l.limit_key LIKE '%month' AND t.month = v_month
            THEN t.month_staked - CASE WHEN l.limit_key LIKE 'loss%' THEN t.month_won ELSE 0 END
        END, 0) + p_stake > l.value
    END
    ORDER BY l.limit_key
    LIMIT 1);
END $$;

-- Counts a closing round's real-money stake (its cash part; bonus-funded stakes do not count) on
-- the player's total of the Philippine day and game type, which the daily contest ranks, and
-- pays the points that total earns (members_move_points, once per round). Answers the points.
CREATE OR REPLACE FUNCTION wallet_count_real_stake(p_round game_rounds, p_game_type integer,
  p_day date, p_now timestamptz)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_total bigint;
BEGIN
  IF p_round.bet_cash <= 0 THEN RETURN 0; END IF;
  INSERT INTO settled_stakes_daily AS s (day, game_type, uid, cash_staked, reached_at)
  VALUES (p_day, p_game_type, p_round.uid, p_round.bet_cash, p_now)
  ON CONFLICT (day, game_type, uid) DO UPDATE
  SET cash_staked = s.cash_staked + EXCLUDED.cash_staked, reached_at = EXCLUDED.reached_at
  RETURNING cash_staked INTO v_total;
  RETURN members_move_points(p_round.uid,
    members_points_for_stake(p_game_type, v_total - p_round.bet_cash, v_total), 'bet',
    'round:' || p_round.id, 'Round ' || p_round.id, false, p_now);
END $$;

-- Closes a round (p_round: as it closes, with its win and close time, written here) and counts
-- what closing it counts: its bet record, its XP (per whole peso of its real-money, cash
-- part: bonus-funded stakes earn none; docs/vip.md), its stake's
-- wagering (deposit turnover and bonus grants), its real-money stake of the day and the points
-- that earned, all kept on the round (counted_xp, counted_wagering, counted_day, counted_cash,
-- counted_points) so that a void can take them back.
CREATE OR REPLACE FUNCTION wallet_close_round(p_round game_rounds, p_now timestamptz,
  p_xp_per_peso integer, p_release_cash_type integer, p_write_off_cash_type integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_stake bigint := p_round.bet_cash + p_round.bet_bonus;
  v_xp integer := (p_round.bet_cash / 100) * p_xp_per_peso;
  v_game_type integer;
  v_day date := wallet_philippine_day(p_now);
  v_points bigint;
BEGIN
  SELECT g.game_type INTO v_game_type FROM games g WHERE g.id = p_round.game_id;
  v_points := wallet_count_real_stake(p_round, v_game_type, v_day, p_now);
  INSERT INTO bet_records (round, uid, game_id, game_type, bet_amount, settlement_amount,
    settle_time)
  VALUES (p_round.id, p_round.uid, p_round.game_id, v_game_type, v_stake, p_round.win_amount,
    p_now);
  IF v_xp > 0 THEN PERFORM members_add_xp(p_round.uid, v_xp, p_now); END IF;
  UPDATE game_rounds
  SET win_amount = p_round.win_amount, closed_at = p_round.closed_at,
      counted_xp = v_xp, counted_day = v_day, counted_cash = p_round.bet_cash,
      counted_points = v_points,
      counted_wagering = ledger_count_stake(p_round.uid, v_stake, v_game_type,
        'round:' || p_round.provider || ':' || p_round.id, p_now, p_release_cash_type,
        p_write_off_cash_type)
  WHERE id = p_round.id;
END $$;

-- Takes a voided round's real-money stake off the day it counted on, and the points it earned
-- back, as far as the player still has them (points are never negative).
CREATE OR REPLACE FUNCTION wallet_uncount_real_stake(p_round game_rounds, p_now timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_round.counted_day IS NULL OR p_round.counted_cash <= 0 THEN RETURN; END IF;
  UPDATE settled_stakes_daily s SET cash_staked = s.cash_staked - p_round.counted_cash
  WHERE s.day = p_round.counted_day AND s.uid = p_round.uid
    AND s.game_type = (SELECT g.game_type FROM games g WHERE g.id = p_round.game_id);
  PERFORM members_move_points(p_round.uid, -p_round.counted_points, 'void',
    'void:round:' || p_round.id, 'Round ' || p_round.id || ' voided', true, p_now);
END $$;

-- void: cancels a whole round, open or closed: every stake still in it goes back, every win it
-- paid is taken back, and what its close counted (XP, wagering) is reversed. Refused with
-- INSUFFICIENT_FUNDS, changing nothing, when the player no longer has the wins to give back
-- (the server logs it for an operator). A second void of the round is answered OK.
CREATE OR REPLACE FUNCTION wallet_void(p_provider text, p_uid integer, p_transaction text, p_round text,
  p_game_code text, p_now timestamptz, p_refund_cash_type integer,
  p_reversal_cash_type integer, p_release_reversal_cash_type integer)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_reply jsonb;
  v_round game_rounds;
  v_held record;
  v_wins record;
  v_open boolean;
  v_refund_bonus bigint;
  v_refund_cash bigint;
  v_take_bonus bigint;
  v_take_cash bigint;
  v_returned bigint := 0;
BEGIN
  v_reply := wallet_lock_and_repeat(p_provider, p_transaction, 'void', p_uid, p_round, NULL,
    NULL);
  IF v_reply IS NOT NULL THEN RETURN v_reply; END IF;
  v_round := wallet_find_round(p_provider, p_round, p_uid, p_game_code);
  IF v_round.id IS NULL THEN RETURN wallet_refusal('ROUND_NOT_FOUND', p_uid); END IF;
  IF v_round.voided_at IS NULL THEN
    SELECT b.cash, b.bonus INTO v_held FROM ledger_lock_player_balances(p_uid) b;
    SELECT w.cash, w.bonus INTO v_wins FROM wallet_round_wins(v_round.id) w;
    -- Bonus parts stay bonus only while a grant is open; wins paid to bonus are
    -- taken from it as far as it still holds them, the rest from cash.
    v_open := ledger_bonus_open(p_uid);
    v_refund_bonus := CASE WHEN v_open THEN v_round.bet_bonus ELSE 0 END;
    v_refund_cash := v_round.bet_cash + v_round.bet_bonus - v_refund_bonus;
    v_take_bonus := CASE WHEN v_open
                    THEN greatest(0, least(v_wins.bonus, v_held.bonus + v_refund_bonus)) ELSE 0 END;
    v_take_cash := v_wins.cash + v_wins.bonus - v_take_bonus;
    IF v_held.cash + v_refund_cash < v_take_cash THEN
      RETURN wallet_refusal('INSUFFICIENT_FUNDS', p_uid);
    END IF;
    PERFORM ledger_move_player_house('void:' || p_provider || ':' || v_round.id || ':stake', p_uid,
      v_refund_cash, v_refund_bonus, true, 'bet_refund', p_refund_cash_type,
      'round:' || v_round.id);
    PERFORM ledger_move_player_house('void:' || p_provider || ':' || v_round.id || ':wins', p_uid,
      v_take_cash, v_take_bonus, false, 'win_reversal', p_reversal_cash_type,
      'round:' || v_round.id);
    PERFORM wallet_count_play(p_uid, -v_round.bet_cash, -v_wins.cash, v_round.created_at, p_now,
      NULL);
    IF v_round.counted_xp IS NOT NULL THEN
      PERFORM members_add_xp(p_uid, -v_round.counted_xp, p_now);
      PERFORM ledger_reverse_wager(p_uid, v_round.counted_wagering, 'round:' || v_round.id,
        p_release_reversal_cash_type);
      PERFORM wallet_uncount_real_stake(v_round, p_now);
    END IF;
    IF v_round.closed_at IS NULL THEN
      INSERT INTO bet_records (round, uid, game_id, game_type, bet_amount, settlement_amount,
        status, settle_time)
      SELECT v_round.id, p_uid, v_round.game_id, g.game_type, v_round.bet_cash + v_round.bet_bonus,
        v_round.bet_cash + v_round.bet_bonus, 'void', p_now
      FROM games g WHERE g.id = v_round.game_id;
    ELSE
      UPDATE bet_records SET status = 'void', settlement_amount = bet_amount
      WHERE round = v_round.id;
    END IF;
    UPDATE game_rounds
    SET bet_cash = 0, bet_bonus = 0, win_amount = 0, voided_at = p_now,
        closed_at = COALESCE(closed_at, p_now),
        uncounted_at = CASE WHEN counted_xp IS NOT NULL THEN p_now END
    WHERE id = v_round.id;
    v_returned := v_round.bet_cash + v_round.bet_bonus;
  END IF;
  -- The void's amount is the stake it returned (none for a repeat).
  RETURN wallet_record(p_provider, p_transaction, 'void', v_round.id, p_uid, v_returned, 0, 0,
    NULL,
    jsonb_build_object('status', 'OK', 'balance', ledger_playable_balance(p_uid)), p_now);
END $$;

-- resettle: a closed round's result corrected by the provider: p_amount is the round's new total
-- win; the difference is paid, or taken back (refused with INSUFFICIENT_FUNDS, changing
-- nothing, when the player no longer has it). The stake, and so its XP and wagering, stand.
-- The transaction records the signed change of cash and bonus.
CREATE OR REPLACE FUNCTION wallet_resettle(p_provider text, p_uid integer, p_transaction text,
  p_round text, p_game_code text, p_amount bigint, p_now timestamptz, p_win_cash_type integer,
  p_reversal_cash_type integer)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_reply jsonb;
  v_round game_rounds;
  v_stake bigint;
  v_delta bigint;
  v_held record;
  v_wins record;
  v_bonus bigint;
  v_max_win bigint;
BEGIN
  v_reply := wallet_lock_and_repeat(p_provider, p_transaction, 'resettle', p_uid, p_round,
    p_amount, NULL);
  IF v_reply IS NOT NULL THEN RETURN v_reply; END IF;
  v_round := wallet_find_round(p_provider, p_round, p_uid, p_game_code);
  SELECT g.max_win_multiplier INTO v_max_win FROM games g WHERE g.id = v_round.game_id;
  v_stake := v_round.bet_cash + v_round.bet_bonus;
  IF v_round.id IS NULL OR v_round.voided_at IS NOT NULL OR v_stake <= 0 THEN
    RETURN wallet_refusal('ROUND_NOT_FOUND', p_uid);
  END IF;
  IF v_round.closed_at IS NULL THEN RETURN wallet_refusal('ROUND_OPEN', p_uid); END IF;
  IF p_amount > v_stake * v_max_win THEN
    RETURN wallet_refusal('WIN_LIMIT_EXCEEDED', p_uid);
  END IF;
  v_delta := p_amount - v_round.win_amount;
  IF v_delta >= 0 THEN
    v_bonus := ledger_bonus_share(p_uid, v_delta, v_round.bet_cash, v_round.bet_bonus);
    PERFORM ledger_move_player_house('resettle:' || p_provider || ':' || p_transaction, p_uid,
      v_delta - v_bonus, v_bonus, true, 'win', p_win_cash_type, 'round:' || v_round.id);
  ELSE
    -- Taken back from bonus as far as the round's wins went there and it still holds them.
    SELECT b.cash, b.bonus INTO v_held FROM ledger_lock_player_balances(p_uid) b;
    SELECT w.cash, w.bonus INTO v_wins FROM wallet_round_wins(v_round.id) w;
    v_bonus := CASE WHEN ledger_bonus_open(p_uid)
               THEN greatest(0, least(-v_delta, v_wins.bonus, v_held.bonus)) ELSE 0 END;
    IF v_held.cash < -v_delta - v_bonus THEN
      RETURN wallet_refusal('INSUFFICIENT_FUNDS', p_uid);
    END IF;
    PERFORM ledger_move_player_house('resettle:' || p_provider || ':' || p_transaction, p_uid,
      -v_delta - v_bonus, v_bonus, false, 'win_reversal', p_reversal_cash_type,
      'round:' || v_round.id);
    v_bonus := -v_bonus;
  END IF;
  PERFORM wallet_count_play(p_uid, 0, v_delta - v_bonus, p_now, p_now, NULL);
  UPDATE game_rounds SET win_amount = p_amount WHERE id = v_round.id;
  UPDATE bet_records SET settlement_amount = p_amount WHERE round = v_round.id;
  RETURN wallet_record(p_provider, p_transaction, 'resettle', v_round.id, p_uid, p_amount,
    v_delta - v_bonus, v_bonus, NULL,
    jsonb_build_object('status', 'OK', 'balance', ledger_playable_balance(p_uid)), p_now);
END $$;
