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

CREATE OR REPLACE FUNCTION ledger_record_wager(p_uid integer, p_amount bigint, p_key_prefix text,
  p_release_cash_type integer)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_counted jsonb := '{}';
  v_left bigint := p_amount;
  v_requirement record;
  v_add bigint;
  v_met boolean;
  v_bonus record;
  v_release bigint;
  v_transfer bigint;
BEGIN
  FOR v_requirement IN
    SELECT r.id, r.kind, r.locked_amount, r.required, r.wagered FROM wagering_requirements r
    WHERE r.uid = p_uid AND r.met_at IS NULL ORDER BY r.id FOR UPDATE
  LOOP
    EXIT WHEN v_left <= 0;
    v_add := least(v_left, v_requirement.required - v_requirement.wagered);
    CONTINUE WHEN v_add <= 0;
    v_left := v_left - v_add;
    v_met := v_requirement.wagered + v_add >= v_requirement.required;
    UPDATE wagering_requirements
    SET wagered = v_requirement.wagered + v_add, met_at = CASE WHEN v_met THEN now() END
    WHERE id = v_requirement.id;
    v_counted := v_counted || jsonb_build_object(v_requirement.id::text, v_add);
    IF v_met AND v_requirement.kind = 'bonus' THEN
      SELECT a.id, a.balance INTO v_bonus FROM ledger_accounts a
      WHERE a.uid = p_uid AND a.kind = 'player_bonus' FOR UPDATE;
      v_release := COALESCE(v_bonus.balance, 0) - (
        SELECT COALESCE(sum(r.locked_amount), 0) FROM wagering_requirements r
        WHERE r.uid = p_uid AND r.kind = 'bonus' AND r.met_at IS NULL);
      IF v_release > 0 THEN
        SELECT t.id INTO v_transfer FROM ledger_write_transfer(
          p_key_prefix || ':release:' || v_requirement.id, v_bonus.id,
          (ledger_player_account('player_cash', p_uid)).id, v_release, 'bonus_release',
          p_release_cash_type, '', '') t;
        IF v_transfer IS NULL THEN
          RAISE EXCEPTION 'bonus release of requirement % refused', v_requirement.id;
        END IF;
        UPDATE wagering_requirements SET release_transfer = v_transfer WHERE id = v_requirement.id;
      END IF;
    END IF;
  END LOOP;
  RETURN v_counted;
END $$;

-- Takes back wagering that ledger_record_wager counted (p_counted, as it answered): each
-- requirement it went to needs that much again (reopened if it was met). A bonus that was
-- released by a requirement reopened here goes back from cash to the bonus account, as far as
-- the cash covers it.
CREATE OR REPLACE FUNCTION ledger_reverse_wager(p_uid integer, p_counted jsonb, p_reference text,
  p_cash_type integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_part record;
  v_release record;
  v_cash record;
  v_back bigint;
BEGIN
  FOR v_part IN
    SELECT r.id, c.value::bigint AS amount, r.required, r.wagered, r.met_at, r.release_transfer
    FROM jsonb_each_text(COALESCE(p_counted, '{}')) c
    JOIN wagering_requirements r ON r.id = c.key::bigint AND r.uid = p_uid
    ORDER BY r.id FOR UPDATE OF r
  LOOP
    UPDATE wagering_requirements
    SET wagered = greatest(0, v_part.wagered - v_part.amount),
        met_at = CASE WHEN v_part.wagered - v_part.amount >= v_part.required THEN met_at END,
        release_transfer = CASE WHEN v_part.wagered - v_part.amount >= v_part.required
                                THEN release_transfer END
    WHERE id = v_part.id;
    IF v_part.met_at IS NOT NULL AND v_part.wagered - v_part.amount < v_part.required
       AND v_part.release_transfer IS NOT NULL THEN
      SELECT t.id, t.amount, t.debit_account INTO v_release FROM ledger_transfers t
      WHERE t.id = v_part.release_transfer;
      SELECT a.id, a.balance INTO v_cash FROM ledger_accounts a
      WHERE a.uid = p_uid AND a.kind = 'player_cash' FOR UPDATE;
      v_back := least(v_release.amount, COALESCE(v_cash.balance, 0));
      IF v_back > 0 THEN
        PERFORM ledger_must_transfer('clawback:' || v_release.id, v_cash.id,
          v_release.debit_account, v_back, 'bonus_release_reversal', p_cash_type, p_reference);
      END IF;
    END IF;
  END LOOP;
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

-- Does the player have a bonus requirement still open? Bonus money exists only while one is.
CREATE OR REPLACE FUNCTION ledger_bonus_open(p_uid integer) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM wagering_requirements r
                 WHERE r.uid = p_uid AND r.met_at IS NULL AND r.kind = 'bonus');
END $$;

-- The bonus part of an amount paid back for a round, in the proportion of its stake, the bonus
-- share rounded up; none when no bonus requirement is open (it would be bonus with no rule).
CREATE OR REPLACE FUNCTION ledger_bonus_share(p_uid integer, p_amount bigint, p_stake_cash bigint,
  p_stake_bonus bigint)
RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF p_stake_bonus <= 0 OR p_amount <= 0 OR NOT ledger_bonus_open(p_uid) THEN RETURN 0; END IF;
  RETURN ceil(p_amount::numeric * p_stake_bonus / (p_stake_cash + p_stake_bonus))::bigint;
END $$;

-- Moves a call's cash and bonus parts between the player's accounts and the house, one ledger
-- transfer each (keys `<key>:cash`, `<key>:bonus`).
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
END $$;
