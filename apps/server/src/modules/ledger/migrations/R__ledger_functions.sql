-- The ledger's plpgsql (docs/wallet.md): every function that moves money or reads a balance,
-- called by the ledger module's queries and by the seamless wallet's functions alike, so money
-- moves only through ledger_write_transfer. A repeatable file: applied again whenever it changes
-- (db/migrate.ts), so a function is changed here, in place.

-- One transfer (ledger-queries.ts writeTransfer, docs/wallet.md): the transfer the key already
-- made, if any; else the accounts that keep a balance locked in id order (so transfers cannot
-- deadlock), the no-overdraft check on a locked debit account, their balances moved and the
-- transfer written. The open system accounts are neither locked nor updated. No row: refused
-- for the balance.
CREATE OR REPLACE FUNCTION ledger_write_transfer(p_key text, p_debit bigint, p_credit bigint,
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
CREATE OR REPLACE FUNCTION ledger_player_account(p_kind text, p_uid integer, OUT id bigint,
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
CREATE OR REPLACE FUNCTION ledger_must_transfer(p_key text, p_debit bigint, p_credit bigint,
  p_amount bigint, p_reason text, p_cash_type integer, p_reference text)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM ledger_write_transfer(p_key, p_debit, p_credit, p_amount, p_reason, p_cash_type,
    p_reference, '');
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger transfer % refused for the balance', p_key;
  END IF;
END $$;

-- Counts a settled stake: toward the player's open deposit turnover requirements, oldest first
-- (the whole stake), and toward their open bonus grants, the first to expire first (the stake
-- weighted by its game type, docs/promotions.md). A grant whose wagering is met converts to cash
-- at once. Answers what went where ({"<requirement id>": amount, "g<grant id>": amount}), for a
-- reversal.
CREATE OR REPLACE FUNCTION ledger_count_stake(p_uid integer, p_stake bigint, p_game_type integer,
  p_key_prefix text, p_now timestamptz, p_convert_cash_type integer,
  p_write_off_cash_type integer)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_counted jsonb := '{}';
  v_left bigint := p_stake;
  v_requirement record;
  v_grant record;
  v_add bigint;
  v_weight integer;
BEGIN
  FOR v_requirement IN
    SELECT r.id, r.required, r.wagered FROM wagering_requirements r
    WHERE r.uid = p_uid AND r.met_at IS NULL ORDER BY r.id FOR UPDATE
  LOOP
    EXIT WHEN v_left <= 0;
    v_add := least(v_left, v_requirement.required - v_requirement.wagered);
    CONTINUE WHEN v_add <= 0;
    v_left := v_left - v_add;
    UPDATE wagering_requirements
    SET wagered = v_requirement.wagered + v_add,
        met_at = CASE WHEN v_requirement.wagered + v_add >= v_requirement.required THEN p_now END
    WHERE id = v_requirement.id;
    v_counted := v_counted || jsonb_build_object(v_requirement.id::text, v_add);
  END LOOP;
  -- The grants take the stake in turn (what one cannot use, being met, goes to the next), each
  -- counting it at its weight for the game's type.
  v_left := p_stake;
  FOR v_grant IN
    SELECT g.id, g.required, g.wagered, g.game_weights FROM bonus_grants g
    WHERE g.uid = p_uid AND g.state IN ('issued', 'active') ORDER BY g.expires_at, g.id FOR UPDATE
  LOOP
    EXIT WHEN v_left <= 0;
    v_weight := COALESCE((v_grant.game_weights ->> p_game_type::text)::integer, 0);
    CONTINUE WHEN v_weight <= 0;
    v_add := least(v_left * v_weight / 100, v_grant.required - v_grant.wagered);
    CONTINUE WHEN v_add <= 0;
    v_left := v_left - least(v_left, (v_add * 100 + v_weight - 1) / v_weight);
    UPDATE bonus_grants SET wagered = wagered + v_add, state = 'active' WHERE id = v_grant.id;
    v_counted := v_counted || jsonb_build_object('g' || v_grant.id, v_add);
    IF v_grant.wagered + v_add >= v_grant.required THEN
      PERFORM ledger_complete_grant(v_grant.id, p_key_prefix, p_now, p_convert_cash_type,
        p_write_off_cash_type);
    END IF;
  END LOOP;
  RETURN v_counted;
END $$;

-- Takes back what ledger_count_stake counted (p_counted, as it answered): each requirement and
-- open grant it went to needs that much again. A grant this reopens (it had completed) takes
-- back from cash what it converted, as far as the cash covers it, and is active again.
CREATE OR REPLACE FUNCTION ledger_reverse_wager(p_uid integer, p_counted jsonb, p_reference text,
  p_cash_type integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_part record;
  v_back bigint;
BEGIN
  UPDATE wagering_requirements r
  SET wagered = greatest(0, r.wagered - c.value::bigint),
      -- A waived requirement (214_wagering_waivers.sql) stays met.
      met_at = CASE WHEN r.waived_at IS NOT NULL OR r.wagered - c.value::bigint >= r.required
        THEN r.met_at END
  FROM jsonb_each_text(COALESCE(p_counted, '{}')) c
  WHERE c.key ~ '^\d+$' AND r.id = c.key::bigint AND r.uid = p_uid;
  FOR v_part IN
    SELECT g.id, g.state, g.converted, c.value::bigint AS amount
    FROM jsonb_each_text(COALESCE(p_counted, '{}')) c
    JOIN bonus_grants g ON c.key ~ '^g\d+$' AND g.id = substr(c.key, 2)::bigint AND g.uid = p_uid
    ORDER BY g.id FOR UPDATE OF g
  LOOP
    CONTINUE WHEN v_part.state IN ('expired', 'forfeited');
    v_back := 0;
    IF v_part.state = 'completed' AND v_part.converted > 0 THEN
      v_back := least(v_part.converted, (SELECT b.cash FROM ledger_lock_player_balances(p_uid) b));
      IF v_back > 0 THEN
        PERFORM ledger_must_transfer('grant:' || v_part.id || ':reopen:' || p_reference,
          (ledger_player_account('player_cash', p_uid)).id,
          (ledger_player_account('player_bonus', p_uid)).id, v_back, 'bonus_release_reversal',
          p_cash_type, p_reference);
      END IF;
    END IF;
    UPDATE bonus_grants
    SET wagered = greatest(0, wagered - v_part.amount), state = 'active', ended_at = NULL,
        balance = balance + v_back, converted = converted - v_back
    WHERE id = v_part.id;
  END LOOP;
END $$;

-- A grant whose wagering is met: its bonus to cash once, up to its cap; the rest to the house.
-- p_cause names what met it (the round), so a grant reopened by a void converts again.
CREATE OR REPLACE FUNCTION ledger_complete_grant(p_grant bigint, p_cause text, p_now timestamptz,
  p_convert_cash_type integer, p_write_off_cash_type integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_grant bonus_grants;
  v_convert bigint;
BEGIN
  SELECT * INTO v_grant FROM bonus_grants WHERE id = p_grant FOR UPDATE;
  IF v_grant.state NOT IN ('issued', 'active') THEN RETURN; END IF;
  v_convert := least(v_grant.balance, COALESCE(v_grant.cash_cap, v_grant.balance));
  PERFORM ledger_grant_out(v_grant, 'convert:' || p_cause, 'player_cash', v_convert,
    'bonus_release', p_convert_cash_type);
  PERFORM ledger_grant_out(v_grant, 'write-off:' || p_cause, 'house', v_grant.balance - v_convert,
    'bonus_write_off', p_write_off_cash_type);
  UPDATE bonus_grants
  SET state = 'completed', balance = 0, converted = converted + v_convert,
      written_off = written_off + v_grant.balance - v_convert, ended_at = p_now
  WHERE id = p_grant;
END $$;

-- Ends an open grant that expired or that an operator forfeited: its bonus back to the house.
CREATE OR REPLACE FUNCTION ledger_end_grant(p_grant bigint, p_state text, p_reason text,
  p_now timestamptz, p_cash_type integer)
RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_grant bonus_grants;
BEGIN
  SELECT * INTO v_grant FROM bonus_grants WHERE id = p_grant FOR UPDATE;
  IF v_grant.state NOT IN ('issued', 'active') THEN RETURN false; END IF;
  PERFORM ledger_grant_out(v_grant, p_state, 'house', v_grant.balance, 'bonus_' || p_state,
    p_cash_type);
  UPDATE bonus_grants
  SET state = p_state, reason = p_reason, written_off = written_off + balance, balance = 0,
      ended_at = p_now
  WHERE id = p_grant;
  RETURN true;
END $$;

-- Moves part of a grant's bonus out of the player's bonus account (key grant:<id>:<step>).
CREATE OR REPLACE FUNCTION ledger_grant_out(p_grant bonus_grants, p_step text, p_to_kind text,
  p_amount bigint, p_reason text, p_cash_type integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_amount <= 0 THEN RETURN; END IF;
  PERFORM ledger_must_transfer('grant:' || p_grant.id || ':' || p_step,
    (ledger_player_account('player_bonus', p_grant.uid)).id,
    CASE WHEN p_to_kind = 'house'
      THEN (SELECT a.id FROM ledger_accounts a WHERE a.kind = 'house' AND a.uid IS NULL)
      ELSE (ledger_player_account(p_to_kind, p_grant.uid)).id END,
    p_amount, p_reason, p_cash_type, 'grant:' || p_grant.id);
END $$;

-- Ends the player's grants whose time is up (under the player's money lock: a bet runs it first,
-- so no stake is taken from an expired grant); answers how many.
CREATE OR REPLACE FUNCTION ledger_expire_grants(p_uid integer, p_now timestamptz,
  p_cash_type integer)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_grant bigint;
  v_ended integer := 0;
BEGIN
  FOR v_grant IN
    SELECT g.id FROM bonus_grants g
    WHERE g.uid = p_uid AND g.state IN ('issued', 'active') AND g.expires_at <= p_now
    ORDER BY g.id
  LOOP
    IF ledger_end_grant(v_grant, 'expired', 'The bonus expired before its wagering was met',
         p_now, p_cash_type) THEN
      v_ended := v_ended + 1;
    END IF;
  END LOOP;
  RETURN v_ended;
END $$;

-- The largest stake the player's open grants allow; null: no limit.
CREATE OR REPLACE FUNCTION ledger_bonus_max_bet(p_uid integer) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT min(g.max_bet) FROM bonus_grants g
          WHERE g.uid = p_uid AND g.state IN ('issued', 'active'));
END $$;

-- Keeps the grants' balances equal to the bonus account: a bonus part staked is taken from the
-- open grants, the first to expire first; one paid back goes to the first to expire.
CREATE OR REPLACE FUNCTION ledger_grants_move(p_uid integer, p_bonus bigint, p_to_player boolean)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_grant record;
  v_left bigint := p_bonus;
  v_take bigint;
BEGIN
  IF p_bonus <= 0 THEN RETURN; END IF;
  IF p_to_player THEN
    UPDATE bonus_grants SET balance = balance + p_bonus
    WHERE id = (SELECT g.id FROM bonus_grants g
                WHERE g.uid = p_uid AND g.state IN ('issued', 'active')
                ORDER BY g.expires_at, g.id LIMIT 1);
    IF NOT FOUND THEN RAISE EXCEPTION 'bonus paid to player % with no open grant', p_uid; END IF;
    RETURN;
  END IF;
  FOR v_grant IN
    SELECT g.id, g.balance FROM bonus_grants g
    WHERE g.uid = p_uid AND g.state IN ('issued', 'active') AND g.balance > 0
    ORDER BY g.expires_at, g.id FOR UPDATE
  LOOP
    EXIT WHEN v_left <= 0;
    v_take := least(v_left, v_grant.balance);
    UPDATE bonus_grants SET balance = balance - v_take WHERE id = v_grant.id;
    v_left := v_left - v_take;
  END LOOP;
  IF v_left > 0 THEN RAISE EXCEPTION 'bonus of player % beyond their grants', p_uid; END IF;
END $$;

-- The player's playable balance: cash plus bonus. (These small functions are plpgsql, not sql:
-- plpgsql keeps its plans for the session, a sql function that cannot be inlined is planned
-- again on every call.)
CREATE OR REPLACE FUNCTION ledger_playable_balance(p_uid integer) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT COALESCE(sum(a.balance), 0)::bigint FROM ledger_accounts a WHERE a.uid = p_uid);
END $$;

-- The player's cash and bonus, their rows locked in id order (as every transfer locks them), so
-- that nothing takes the money between a check and the transfers that follow it.
CREATE OR REPLACE FUNCTION ledger_lock_player_balances(p_uid integer, OUT cash bigint, OUT bonus bigint)
LANGUAGE plpgsql AS $$
BEGIN
  SELECT COALESCE(sum(l.balance) FILTER (WHERE l.kind = 'player_cash'), 0),
         COALESCE(sum(l.balance) FILTER (WHERE l.kind = 'player_bonus'), 0)
  INTO cash, bonus
  FROM (SELECT a.kind, a.balance FROM ledger_accounts a WHERE a.uid = p_uid
        ORDER BY a.id FOR UPDATE) l;
END $$;

-- Does the player have an open bonus grant? Bonus money exists only while one is.
CREATE OR REPLACE FUNCTION ledger_bonus_open(p_uid integer) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM bonus_grants g
                 WHERE g.uid = p_uid AND g.state IN ('issued', 'active'));
END $$;

-- The bonus part of an amount paid back for a round, in the proportion of its stake, the bonus
-- share rounded up; none when no grant is open (it would be bonus with no rule).
CREATE OR REPLACE FUNCTION ledger_bonus_share(p_uid integer, p_amount bigint, p_stake_cash bigint,
  p_stake_bonus bigint)
RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF p_stake_bonus <= 0 OR p_amount <= 0 OR NOT ledger_bonus_open(p_uid) THEN RETURN 0; END IF;
  RETURN ceil(p_amount::numeric * p_stake_bonus / (p_stake_cash + p_stake_bonus))::bigint;
END $$;

-- Moves a call's cash and bonus parts between the player's accounts and the house, one ledger
-- transfer each (keys `<key>:cash`, `<key>:bonus`), the bonus part to or from the open grants.
CREATE OR REPLACE FUNCTION ledger_move_player_house(p_key text, p_uid integer, p_cash bigint, p_bonus bigint,
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
  PERFORM ledger_grants_move(p_uid, p_bonus, p_to_player);
END $$;
