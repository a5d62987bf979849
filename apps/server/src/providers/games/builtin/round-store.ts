import type { Queryable } from '../../../db/database.ts';

/** The built-in provider's tables (its migrations/): its sessions and its rounds. */
export type GameKind = 'slot' | 'crash' | 'table';

export type SessionRow = {
  handle_hash: string;
  wallet_session_id: string;
  player_id: string;
  nickname: string;
  game_code: string;
  kind: GameKind;
  expires_at: Date;
};

export type RoundState =
  | 'betting'
  | 'open'
  | 'settling'
  | 'settled'
  | 'refused'
  | 'rolling_back'
  | 'rolled_back'
  | 'failed';

export type RoundRow = {
  round_id: string;
  handle_hash: string;
  kind: GameKind;
  bet: number;
  win: number | null;
  outcome: Record<string, unknown>;
  state: RoundState;
  balance: number | null;
  created_at: Date;
  started_at: Date | null;
  settled_at: Date | null;
};

export function createRoundStore(db: Queryable) {
  return {
    async insertSession(session: SessionRow, now: Date): Promise<void> {
      await db.query(
        `INSERT INTO builtin_sessions (handle_hash, wallet_session_id, player_id, nickname,
           game_code, kind, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          session.handle_hash,
          session.wallet_session_id,
          session.player_id,
          session.nickname,
          session.game_code,
          session.kind,
          now,
          session.expires_at,
        ],
      );
    },

    async findSession(handleHash: string, now: Date): Promise<SessionRow | null> {
      const [row] = await db.query<SessionRow>(
        'SELECT * FROM builtin_sessions WHERE handle_hash = $1 AND expires_at > $2',
        [handleHash, now],
      );
      return row ?? null;
    },

    async insertRound(round: {
      round_id: string;
      handle_hash: string;
      kind: GameKind;
      bet: number;
      /** Known at once for a slot or table round; a crash round's depends on the cash-out. */
      win: number | null;
      outcome: unknown;
      now: Date;
    }): Promise<void> {
      await db.query(
        `INSERT INTO builtin_rounds
           (round_id, handle_hash, kind, bet, win, outcome, state, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'betting', $7)`,
        [
          round.round_id,
          round.handle_hash,
          round.kind,
          round.bet,
          round.win,
          JSON.stringify(round.outcome),
          round.now,
        ],
      );
    },

    async findRound(roundId: string, handleHash: string): Promise<RoundRow | null> {
      const [row] = await db.query<RoundRow>(
        'SELECT * FROM builtin_rounds WHERE round_id = $1 AND handle_hash = $2',
        [roundId, handleHash],
      );
      return row ?? null;
    },

    /** Whether the session has a round still waiting for its bet or in flight. */
    async hasRunningRound(handleHash: string): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 FROM builtin_rounds WHERE handle_hash = $1 AND state IN ('betting', 'open')
         LIMIT 1`,
        [handleHash],
      );
      return rows.length > 0;
    },

    /** Notes the multiplier a crash round was cashed out at, while it is still in flight. */
    async recordCashOut(roundId: string, hundredths: number): Promise<void> {
      await db.query(
        `UPDATE builtin_rounds SET outcome = outcome || $2::jsonb
         WHERE round_id = $1 AND state = 'open'`,
        [roundId, JSON.stringify({ cashedOut: hundredths })],
      );
    },

    /**
     * Moves a round from one state to another; answers the row when it was in `from` (so of two
     * requests racing to settle a crash round, one wins).
     */
    async move(
      roundId: string,
      from: RoundState[],
      to: RoundState,
      fields: {
        win?: number;
        balance?: number;
        startedAt?: Date;
        settledAt?: Date;
        retryAt?: Date | null;
        error?: string;
      } = {},
    ): Promise<RoundRow | null> {
      const [row] = await db.query<RoundRow>(
        `UPDATE builtin_rounds SET state = $3,
           win = COALESCE($4, win), balance = COALESCE($5, balance),
           started_at = COALESCE($6, started_at), settled_at = COALESCE($7, settled_at),
           retry_at = CASE WHEN $8::boolean THEN $9::timestamptz ELSE retry_at END,
           last_error = COALESCE($10, last_error)
         WHERE round_id = $1 AND state = ANY($2::text[])
         RETURNING *`,
        [
          roundId,
          from,
          to,
          fields.win ?? null,
          fields.balance ?? null,
          fields.startedAt ?? null,
          fields.settledAt ?? null,
          fields.retryAt !== undefined,
          fields.retryAt ?? null,
          fields.error ?? null,
        ],
      );
      return row ?? null;
    },

    /** The player's last rounds of this game that are over, newest first. */
    async history(session: SessionRow, limit: number): Promise<RoundRow[]> {
      return db.query<RoundRow>(
        `SELECT r.* FROM builtin_rounds r JOIN builtin_sessions s USING (handle_hash)
         WHERE s.player_id = $1 AND s.game_code = $2
           AND r.state IN ('settled', 'settling', 'rolled_back', 'rolling_back')
         ORDER BY r.created_at DESC LIMIT $3`,
        [session.player_id, session.game_code, limit],
      );
    },

    /**
     * Rounds the retry job must finish: wins and rollbacks due again, bets left without an
     * answer (the process stopped mid-call), and crash rounds in flight (the job settles those
     * that crashed).
     */
    async pending(now: Date, staleBetBefore: Date): Promise<(RoundRow & SessionRow)[]> {
      return db.query<RoundRow & SessionRow>(
        `SELECT r.*, s.wallet_session_id, s.player_id, s.nickname, s.game_code, s.expires_at
         FROM builtin_rounds r JOIN builtin_sessions s USING (handle_hash)
         WHERE (r.retry_at IS NOT NULL AND r.retry_at <= $1)
            OR (r.state = 'betting' AND r.created_at < $2)
            OR r.state = 'open'
         ORDER BY r.created_at LIMIT 50`,
        [now, staleBetBefore],
      );
    },
  };
}

export type RoundStore = ReturnType<typeof createRoundStore>;
