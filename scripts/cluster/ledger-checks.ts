// The cluster test's checks against the database after the load: what the players saw
// acknowledged happened exactly once, whichever instances served it and whichever died on the
// way. Every credited deposit is one credit in the ledger; every acknowledged round's bet and win
// are in the ledger once; each player asked for one withdrawal, held and paid out once, and
// submitted to the payment simulator once; and the ledger proves itself (npm run ledger:check).
import { spawnSync } from 'node:child_process';
import type pg from 'pg';
import type { JourneyResult } from './journey.ts';
import type { Check } from './shared-state.ts';

/** At most this many offending records are named in a check's detail. */
const EXAMPLES = 5;

const failing = (labels: string[]) =>
  labels.length === 0 ? '' : `; wrong: ${labels.slice(0, EXAMPLES).join(', ')}`;

async function depositCheck(db: pg.Pool, results: JourneyResult[]): Promise<Check> {
  const credited = results.flatMap((r) => (r.deposit?.credited ? [r.deposit] : []));
  const { rows } = await db.query<{ id: number; status: string; credits: number; sum: number }>(
    `SELECT o.id, o.status,
            count(t.id)::int AS credits, COALESCE(sum(t.amount), 0)::bigint AS sum
     FROM deposit_orders o
     LEFT JOIN ledger_transfers t ON t.reference = 'D' || o.id AND t.reason = 'deposit'
     WHERE o.id = ANY ($1) GROUP BY o.id`,
    [credited.map((d) => d.id)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const wrong = credited
    .filter((d) => {
      const row = byId.get(d.id);
      return !row || row.status !== 'completed' || row.credits !== 1 || row.sum !== d.amount;
    })
    .map((d) => `deposit ${d.id}`);
  const { rows: perPlayer } = await db.query<{ uid: number; orders: number }>(
    'SELECT uid, count(*)::int AS orders FROM deposit_orders WHERE uid = ANY ($1) GROUP BY uid',
    [results.map((r) => r.player.uid)],
  );
  const repeated = perPlayer.filter((p) => p.orders > 1).map((p) => `player ${p.uid}`);
  return {
    name: 'every deposit seen credited is credited exactly once, each asked for once',
    ok: wrong.length === 0 && repeated.length === 0 && credited.length === results.length,
    detail: `${credited.length} of ${results.length} players saw their deposit credited${failing([...wrong, ...repeated])}`,
  };
}

async function roundCheck(db: pg.Pool, results: JourneyResult[]): Promise<Check> {
  const rounds = results.flatMap((r) => r.rounds.map((round) => ({ ...round, uid: r.player.uid })));
  const { rows } = await db.query<{
    round_id: string;
    uid: number;
    bets: number;
    wins: number;
    win_transfers: number;
    undone: number;
  }>(
    `SELECT r.round_id, r.uid,
            COALESCE(sum(t.amount) FILTER (WHERE t.reason = 'bet'), 0)::bigint AS bets,
            COALESCE(sum(t.amount) FILTER (WHERE t.reason = 'win'), 0)::bigint AS wins,
            count(t.id) FILTER (WHERE t.reason = 'win')::int AS win_transfers,
            count(t.id) FILTER (WHERE t.reason IN ('bet_refund', 'win_reversal'))::int AS undone
     FROM game_rounds r LEFT JOIN ledger_transfers t ON t.reference = 'round:' || r.id
     WHERE r.round_id = ANY ($1) GROUP BY r.round_id, r.uid`,
    [rounds.map((round) => round.roundId)],
  );
  const byId = new Map(rows.map((row) => [row.round_id, row]));
  const wrong = rounds
    .filter((round) => {
      const row = byId.get(round.roundId);
      if (!row || row.uid !== round.uid || row.bets !== round.bet || row.undone !== 0) return true;
      // A win owed when the round answered is paid later by the game server's retry job.
      const winPaid = row.wins === round.win && row.win_transfers === (round.win > 0 ? 1 : 0);
      return !(winPaid || (round.winPending && row.wins === 0));
    })
    .map((round) => `round ${round.roundId}`);
  const pending = rounds.filter((round) => round.winPending).length;
  return {
    name: "every acknowledged round's bet and win are in the ledger exactly once",
    ok: wrong.length === 0 && rounds.length > 0,
    detail: `${rounds.length} rounds, ${pending} with the win still owed${failing(wrong)}`,
  };
}

async function withdrawalCheck(db: pg.Pool, results: JourneyResult[]): Promise<Check> {
  const completed = results.flatMap((r) =>
    r.withdrawal?.completed ? [{ ...r.withdrawal, uid: r.player.uid }] : [],
  );
  const { rows } = await db.query<{
    id: number;
    uid: number;
    status: string;
    orders_of_player: number;
    holds: number;
    payouts: number;
    submitted: number;
    submitted_amount: number;
  }>(
    `SELECT o.id, o.uid, o.status,
            (SELECT count(*)::int FROM withdraw_orders w WHERE w.uid = o.uid) AS orders_of_player,
            (SELECT count(*)::int FROM ledger_transfers t
             WHERE t.reference = 'W' || o.id AND t.reason = 'hold') AS holds,
            (SELECT count(*)::int FROM ledger_transfers t
             WHERE t.reference = 'W' || o.id AND t.reason = 'payout') AS payouts,
            (SELECT count(*)::int FROM sim_payment_payouts p WHERE p.reference = 'W' || o.id)
              AS submitted,
            (SELECT COALESCE(sum(amount), 0)::bigint FROM sim_payment_payouts p
             WHERE p.reference = 'W' || o.id) AS submitted_amount
     FROM withdraw_orders o WHERE o.id = ANY ($1)`,
    [completed.map((w) => w.id)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const wrong = completed
    .filter((w) => {
      const row = byId.get(w.id);
      return (
        !row ||
        row.uid !== w.uid ||
        row.status !== 'completed' ||
        row.orders_of_player !== 1 ||
        row.holds !== 1 ||
        row.payouts !== 1 ||
        row.submitted !== 1 ||
        row.submitted_amount !== w.amount
      );
    })
    .map((w) => `withdrawal ${w.id}`);
  const { rows: unasked } = await db.query<{ reference: string }>(
    `SELECT p.reference FROM sim_payment_payouts p
     WHERE NOT EXISTS (SELECT 1 FROM withdraw_orders o WHERE 'W' || o.id = p.reference)`,
  );
  const approvals = ['rules', 'operator', 'two operators']
    .map((by) => `${completed.filter((w) => w.approvedBy === by).length} by ${by}`)
    .join(', ');
  return {
    name: 'each player asked for one withdrawal, held, paid out and submitted to the gateway once',
    ok: wrong.length === 0 && unasked.length === 0 && completed.length === results.length,
    detail: `${completed.length} of ${results.length} paid out (approved ${approvals})${failing([
      ...wrong,
      ...unasked.map((p) => `payout ${p.reference} of no order`),
    ])}`,
  };
}

/** `npm run ledger:check` on the cluster's database: the ledger proves itself. */
function ledgerCheck(root: string, databaseUrl: string): Check {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/ledger-cli.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  const report = /\{[\s\S]*\}/.exec(run.stdout)?.[0];
  const summary = report
    ? (() => {
        const parsed = JSON.parse(report) as {
          transfers: number;
          invariants: { name: string; broken: number }[];
        };
        const broken = parsed.invariants.filter((i) => i.broken > 0).map((i) => i.name);
        return `${parsed.transfers} transfers${broken.length ? `, broken: ${broken.join(', ')}` : ''}`;
      })()
    : run.stderr.trim();
  return {
    name: 'the ledger reconciles (npm run ledger:check)',
    ok: run.status === 0,
    detail: summary,
  };
}

export async function ledgerChecks(
  db: pg.Pool,
  results: JourneyResult[],
  options: { root: string; databaseUrl: string },
): Promise<Check[]> {
  return [
    await depositCheck(db, results),
    await roundCheck(db, results),
    await withdrawalCheck(db, results),
    ledgerCheck(options.root, options.databaseUrl),
  ];
}
