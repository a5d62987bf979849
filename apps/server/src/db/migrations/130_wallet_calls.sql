-- Each seamless-wallet money call (bet, win, rollback) is one statement: a server-side function
-- that does the whole call under the player's lock (docs/seamless-wallet.md, "One statement per
-- call"). A call used to be 13 to 16 statements, each a round trip between the server and
-- PostgreSQL; the round trips, not the work, were the cost. Money still moves only through the
-- ledger's transfer, now a function too, which the server's ledger module calls as well.
-- Every function checks everything before it writes anything, so a refusal changes nothing.

-- A player's balances are read by uid on every money call.
CREATE INDEX ledger_accounts_player ON ledger_accounts (uid) WHERE uid IS NOT NULL;

-- One transfer (ledger-queries.ts writeTransfer, docs/wallet.md): the transfer the key already
-- made, if any; else the accounts that keep a balance locked in id order (so transfers cannot
-- deadlock), the no-overdraft check on a locked debit account, their balances moved and the
-- transfer written. The open system accounts are neither locked nor updated. No row: refused
-- for the balance.
CREATE FUNCTION ledger_write_transfer(p_key text, p_debit bigint, p_credit bigint,
  p_amount bigint, p_reason text, p_cash_type integer, p_reference text, p_remark text)
RETURNS TABLE (replayed boolean, id bigint, idempotency_key text, debit_account bigint,
  credit_account bigint, amount bigint, reason text, cash_type integer,
  debit_balance_after bigint, credit_balance_after bigint, reference text, remark text,
  created_at timestamptz)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH existing AS (
    SELECT * FROM ledger_transfers WHERE idempotency_key = p_key
  ), locked AS (
    SELECT a.id, a.balance FROM ledger_accounts a
    WHERE a.id IN (p_debit, p_credit) AND NOT a.may_go_negative
      AND NOT EXISTS (SELECT 1 FROM existing)
    ORDER BY a.id FOR UPDATE
  ), allowed AS (
    SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM existing)
      AND NOT EXISTS (SELECT 1 FROM locked l WHERE l.id = p_debit AND l.balance < p_amount)
  ), moved AS (
    UPDATE ledger_accounts a
    SET balance = a.balance + CASE WHEN a.id = p_debit THEN -p_amount ELSE p_amount END
    FROM locked l WHERE a.id = l.id AND EXISTS (SELECT 1 FROM allowed)
    RETURNING a.id, a.balance
  ), inserted AS (
    INSERT INTO ledger_transfers (idempotency_key, debit_account, credit_account, amount, reason,
      cash_type, debit_balance_after, credit_balance_after, reference, remark)
    SELECT p_key, p_debit, p_credit, p_amount, p_reason, p_cash_type,
      (SELECT m.balance FROM moved m WHERE m.id = p_debit),
      (SELECT m.balance FROM moved m WHERE m.id = p_credit), p_reference, p_remark
    WHERE EXISTS (SELECT 1 FROM allowed)
    RETURNING *
  )
  SELECT false, i.* FROM inserted i
  UNION ALL SELECT true, e.* FROM existing e;
END $$;

-- The player's account of a kind, opened on first use (`created`: by this call). A concurrent
-- opening makes the insert wait for it and do nothing; the next statement then sees its row.
CREATE FUNCTION ledger_player_account(p_kind text, p_uid integer, OUT id bigint,
  OUT created boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  created := false;
  SELECT a.id INTO id FROM ledger_accounts a WHERE a.uid = p_uid AND a.kind = p_kind;
  IF FOUND THEN RETURN; END IF;
  INSERT INTO ledger_accounts (kind, uid, may_go_negative) VALUES (p_kind, p_uid, false)
  ON CONFLICT DO NOTHING RETURNING ledger_accounts.id INTO id;
  IF FOUND THEN created := true; RETURN; END IF;
  SELECT a.id INTO id FROM ledger_accounts a WHERE a.uid = p_uid AND a.kind = p_kind;
END $$;

-- A transfer that must happen (its checks were made under the locks it runs under).
CREATE FUNCTION ledger_must_transfer(p_key text, p_debit bigint, p_credit bigint,
  p_amount bigint, p_reason text, p_cash_type integer, p_reference text)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM ledger_write_transfer(p_key, p_debit, p_credit, p_amount, p_reason, p_cash_type,
    p_reference, '');
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger transfer % refused for the balance', p_key;
  END IF;
END $$;

-- Counts a settled stake toward the player's open wagering requirements, oldest first; a bonus
-- whose requirement is met moves from the bonus account to cash (docs/wallet.md).
CREATE FUNCTION ledger_record_wager(p_uid integer, p_amount bigint, p_key_prefix text,
  p_release_cash_type integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_left bigint := p_amount;
  v_requirement record;
  v_add bigint;
  v_met boolean;
  v_bonus record;
  v_release bigint;
BEGIN
  FOR v_requirement IN
    SELECT r.id, r.kind, r.locked_amount, r.required, r.wagered FROM wagering_requirements r
    WHERE r.uid = p_uid AND r.met_at IS NULL ORDER BY r.id FOR UPDATE
  LOOP
    EXIT WHEN v_left <= 0;
    v_add := least(v_left, v_requirement.required - v_requirement.wagered);
    v_left := v_left - v_add;
    v_met := v_requirement.wagered + v_add >= v_requirement.required;
    UPDATE wagering_requirements
    SET wagered = v_requirement.wagered + v_add, met_at = CASE WHEN v_met THEN now() END
    WHERE id = v_requirement.id;
    IF v_met AND v_requirement.kind = 'bonus' THEN
      SELECT a.id, a.balance INTO v_bonus FROM ledger_accounts a
      WHERE a.uid = p_uid AND a.kind = 'player_bonus';
      v_release := least(COALESCE(v_bonus.balance, 0), v_requirement.locked_amount);
      IF v_release > 0 THEN
        PERFORM ledger_must_transfer(p_key_prefix || ':release:' || v_requirement.id,
          v_bonus.id, (ledger_player_account('player_cash', p_uid)).id, v_release,
          'bonus_release', p_release_cash_type, '');
      END IF;
    END IF;
  END LOOP;
END $$;

-- The player's playable balance: cash plus bonus. (These small functions are plpgsql, not sql:
-- plpgsql keeps its plans for the session, a sql function that cannot be inlined is planned
-- again on every call.)
CREATE FUNCTION wallet_balance(p_uid integer) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT COALESCE(sum(a.balance), 0)::bigint FROM ledger_accounts a WHERE a.uid = p_uid);
END $$;

-- A refusal's reply: its status, and the balance when the player is known.
CREATE FUNCTION wallet_refusal(p_status text, p_uid integer) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF p_uid IS NULL THEN RETURN jsonb_build_object('status', p_status); END IF;
  RETURN jsonb_build_object('status', p_status, 'balance', wallet_balance(p_uid));
END $$;

-- How every money call starts: it takes the player's lock (held to the end of the transaction,
-- so a player's calls run one at a time), then looks the transaction id up. Seen before: its
-- original reply, or TRANSACTION_MISMATCH when its details differ from this call's (a null
-- detail is not compared). Null: never seen, go on.
CREATE FUNCTION wallet_lock_and_repeat(p_provider text, p_transaction text, p_kind text,
  p_uid integer, p_round text, p_amount bigint, p_reference text)
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
    RETURN wallet_refusal('TRANSACTION_MISMATCH', v.uid);
  END IF;
  RETURN v.reply || jsonb_build_object('wallet_transaction_id', v.id::text);
END $$;

-- Stores an accepted call with its reply (kept for repeats of its id); the reply with its
-- wallet transaction id.
CREATE FUNCTION wallet_record(p_provider text, p_transaction text, p_kind text, p_round bigint,
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

-- Moves a call's cash and bonus parts between the player's accounts and the house, one ledger
-- transfer each (keys `<key>:cash`, `<key>:bonus`).
CREATE FUNCTION wallet_move(p_key text, p_uid integer, p_cash bigint, p_bonus bigint,
  p_to_player boolean, p_reason text, p_cash_type integer, p_reference text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_house bigint;
  v_part record;
  v_player bigint;
BEGIN
  SELECT a.id INTO v_house FROM ledger_accounts a
  WHERE a.kind = 'house' AND COALESCE(a.uid, 0) = 0;
  FOR v_part IN
    SELECT * FROM (VALUES ('cash', 'player_cash', p_cash), ('bonus', 'player_bonus', p_bonus))
      AS part (suffix, kind, amount)
    WHERE part.amount > 0
  LOOP
    v_player := (ledger_player_account(v_part.kind, p_uid)).id;
    PERFORM ledger_must_transfer(p_key || ':' || v_part.suffix,
      CASE WHEN p_to_player THEN v_house ELSE v_player END,
      CASE WHEN p_to_player THEN v_player ELSE v_house END,
      v_part.amount, p_reason, p_cash_type, p_reference);
  END LOOP;
END $$;

-- The game of the player's session for this game; null if it is unknown, another player's or
-- game's, or expired (unless expired sessions are allowed: a win is paid after the session).
CREATE FUNCTION wallet_session_game(p_provider text, p_session text, p_uid integer,
  p_game_code text, p_now timestamptz, p_allow_expired boolean)
RETURNS integer LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT s.game_id FROM game_sessions s JOIN games g ON g.id = s.game_id
          WHERE s.id = p_session AND s.provider = p_provider AND s.uid = p_uid
            AND g.code = p_game_code AND (p_allow_expired OR s.expires_at > p_now));
END $$;

-- bet (debit): cash first, then bonus (docs/play.md, "Cash and bonus").
CREATE FUNCTION wallet_bet(p_provider text, p_uid integer, p_session text, p_game_code text,
  p_transaction text, p_round text, p_amount bigint, p_now timestamptz, p_cash_type integer)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_reply jsonb;
  v_game integer;
  v_round game_rounds;
  v_cash bigint;
  v_bonus bigint;
  v_take_cash bigint;
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
  SELECT * INTO v_round FROM game_rounds r WHERE r.provider = p_provider AND r.round_id = p_round;
  IF FOUND AND v_round.uid <> p_uid THEN
    RETURN wallet_refusal('TRANSACTION_MISMATCH', p_uid);
  END IF;
  IF v_round.closed_at IS NOT NULL THEN RETURN wallet_refusal('ROUND_CLOSED', p_uid); END IF;
  -- Locked (in id order, as every transfer locks them) so that no withdrawal takes the money
  -- between this check and the transfers.
  SELECT COALESCE(sum(l.balance) FILTER (WHERE l.kind = 'player_cash'), 0),
         COALESCE(sum(l.balance) FILTER (WHERE l.kind = 'player_bonus'), 0)
  INTO v_cash, v_bonus
  FROM (SELECT a.kind, a.balance FROM ledger_accounts a WHERE a.uid = p_uid
        ORDER BY a.id FOR UPDATE) l;
  IF p_amount > v_cash + v_bonus THEN
    RETURN wallet_refusal('INSUFFICIENT_FUNDS', p_uid);
  END IF;
  IF v_round.id IS NULL THEN
    INSERT INTO game_rounds (provider, round_id, uid, game_id, created_at)
    VALUES (p_provider, p_round, p_uid, v_game, p_now) RETURNING * INTO v_round;
  END IF;
  v_take_cash := least(p_amount, v_cash);
  PERFORM wallet_move('bet:' || p_provider || ':' || p_transaction, p_uid, v_take_cash,
    p_amount - v_take_cash, false, 'bet', p_cash_type, 'round:' || v_round.id);
  UPDATE game_rounds
  SET bet_cash = bet_cash + v_take_cash, bet_bonus = bet_bonus + p_amount - v_take_cash
  WHERE id = v_round.id;
  RETURN wallet_record(p_provider, p_transaction, 'bet', v_round.id, p_uid, p_amount, v_take_cash,
    p_amount - v_take_cash, NULL,
    jsonb_build_object('status', 'OK', 'balance', v_cash + v_bonus - p_amount), p_now);
END $$;

-- win (credit): back to cash and bonus in the proportion of the round's stake, the bonus share
-- rounded up; closing the round writes its bet record, the player's XP (per whole peso staked)
-- and the stake's wagering.
CREATE FUNCTION wallet_win(p_provider text, p_uid integer, p_session text, p_game_code text,
  p_transaction text, p_round text, p_amount bigint, p_now timestamptz, p_close boolean,
  p_cash_type integer, p_xp_per_peso integer, p_release_cash_type integer)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_reply jsonb;
  v_round game_rounds;
  v_stake bigint;
  v_bonus bigint := 0;
BEGIN
  v_reply := wallet_lock_and_repeat(p_provider, p_transaction, 'win', p_uid,
    p_round, p_amount, NULL);
  IF v_reply IS NOT NULL THEN RETURN v_reply; END IF;
  IF wallet_session_game(p_provider, p_session, p_uid, p_game_code, p_now, true) IS NULL THEN
    RETURN wallet_refusal('INVALID_SESSION', NULL);
  END IF;
  SELECT * INTO v_round FROM game_rounds r WHERE r.provider = p_provider AND r.round_id = p_round;
  v_stake := v_round.bet_cash + v_round.bet_bonus;
  IF NOT FOUND OR v_round.uid <> p_uid OR v_stake <= 0 THEN
    RETURN wallet_refusal('ROUND_NOT_FOUND', p_uid);
  END IF;
  IF v_round.closed_at IS NOT NULL THEN RETURN wallet_refusal('ROUND_CLOSED', p_uid); END IF;
  IF v_round.bet_bonus > 0 THEN
    v_bonus := ceil(p_amount::numeric * v_round.bet_bonus / v_stake)::bigint;
  END IF;
  PERFORM wallet_move('win:' || p_provider || ':' || p_transaction, p_uid, p_amount - v_bonus,
    v_bonus, true, 'win', p_cash_type, 'round:' || v_round.id);
  UPDATE game_rounds
  SET win_amount = win_amount + p_amount, closed_at = CASE WHEN p_close THEN p_now END
  WHERE id = v_round.id;
  IF p_close THEN
    INSERT INTO bet_records (round, uid, game_id, game_type, bet_amount, settlement_amount,
      settle_time)
    SELECT v_round.id, p_uid, v_round.game_id, g.game_type, v_stake,
      v_round.win_amount + p_amount, p_now
    FROM games g WHERE g.id = v_round.game_id;
    UPDATE members SET xp = xp + (v_stake / 100) * p_xp_per_peso
    WHERE uid = p_uid AND v_stake >= 100;
    PERFORM ledger_record_wager(p_uid, v_stake, 'round:' || p_provider || ':' || v_round.id,
      p_release_cash_type);
  END IF;
  RETURN wallet_record(p_provider, p_transaction, 'win', v_round.id, p_uid, p_amount,
    p_amount - v_bonus, v_bonus, NULL,
    jsonb_build_object('status', 'OK', 'balance', wallet_balance(p_uid)), p_now);
END $$;

-- rollback: returns exactly what the bet took, once, whatever the repeats (the ledger keys are
-- the bet's); a rollback of a bet never seen is answered OK and remembered, so that bet is
-- refused when it arrives.
CREATE FUNCTION wallet_rollback(p_provider text, p_uid integer, p_transaction text,
  p_reference text, p_round text, p_now timestamptz, p_cash_type integer)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_reply jsonb;
  v_tombstone game_rollback_tombstones;
  v_bet record;
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
         t.round, r.round_id, r.closed_at INTO v_bet
  FROM game_transactions t JOIN game_rounds r ON r.id = t.round
  WHERE t.provider = p_provider AND t.transaction_id = p_reference;
  IF NOT FOUND THEN
    IF NOT EXISTS (SELECT 1 FROM members m WHERE m.uid = p_uid) THEN
      RETURN wallet_refusal('INVALID_SESSION', NULL);
    END IF;
    v_reply := jsonb_build_object('status', 'OK', 'balance', wallet_balance(p_uid));
    INSERT INTO game_rollback_tombstones (provider, transaction_id, rollback_transaction_id, uid,
      reply, created_at)
    VALUES (p_provider, p_reference, p_transaction, p_uid, v_reply, p_now);
    RETURN v_reply;
  END IF;
  IF v_bet.kind <> 'bet' OR v_bet.uid <> p_uid OR v_bet.round_id <> p_round THEN
    RETURN wallet_refusal('TRANSACTION_MISMATCH', p_uid);
  END IF;
  IF v_bet.closed_at IS NOT NULL THEN RETURN wallet_refusal('ROUND_CLOSED', p_uid); END IF;
  IF v_bet.rolled_back_at IS NULL THEN
    PERFORM wallet_move('rollback:' || p_provider || ':' || p_reference, p_uid, v_bet.cash_amount,
      v_bet.bonus_amount, true, 'bet_refund', p_cash_type, 'round:' || v_bet.round);
    UPDATE game_rounds
    SET bet_cash = bet_cash - v_bet.cash_amount, bet_bonus = bet_bonus - v_bet.bonus_amount
    WHERE id = v_bet.round;
    UPDATE game_transactions SET rolled_back_at = p_now WHERE id = v_bet.id;
  END IF;
  RETURN wallet_record(p_provider, p_transaction, 'rollback', v_bet.round, p_uid,
    CASE WHEN v_bet.rolled_back_at IS NULL THEN v_bet.amount ELSE 0 END, 0, 0, p_reference,
    jsonb_build_object('status', 'OK', 'balance', wallet_balance(p_uid)), p_now);
END $$;
