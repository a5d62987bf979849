// One player's visit in the cluster test, through the load balancer only: sign in with phone and
// password, pay a deposit on the payment simulator's checkout page as a browser would and wait
// until it is credited, play rounds of a built-in slot over its HTTP game API (bets and wins go
// through the seamless wallet), withdraw once (approved by the rules, by a finance operator, or
// by two for a large sum) and wait until it is paid out, and, meanwhile, one chat round trip
// with the support desk and a live socket that must push each balance movement (live.ts). What
// the player saw acknowledged is recorded, for the checks against the database afterwards.
import { randomUUID } from 'node:crypto';
import {
  AppError,
  BUILTIN_GAMES_API,
  GAME_SESSION_HEADER,
  calls,
  isHeld,
  operatorCalls,
} from '../../packages/contract/src/index.ts';
import type {
  BuiltinSession,
  FinanceAccount,
  SettledRound,
  SlotOutcome,
} from '../../packages/contract/src/index.ts';
import { chatRoundTrip } from './chat.ts';
import type { ChatOutcome, Desk } from './chat.ts';
import { clusterClient } from './client.ts';
import type { ClusterClient, Traffic } from './client.ts';
import { liveWatch } from './live.ts';
import type { LivePush, LiveWatch } from './live.ts';
import { PLAYER_NAMES, PLAYER_PASSWORD } from './players.ts';
import type { Player } from './players.ts';

const ROUNDS = 5;
const BET_CENTAVOS = 100;
/** Payment channels of the seeded catalogue (finance migrations): an e-wallet and a bank. */
export const GCASH = 101;
const BDO = 201;
/** Generous: a notification lost with a killed instance is delivered again by another's job. */
const CREDIT_WAIT_MS = 45_000;
const PAYOUT_WAIT_MS = 45_000;
const POLL_MS = 300;

/** Withdrawals up to this many pesos are approved by the rules (WITHDRAW_AUTO_APPROVE_MAX). */
export const AUTO_APPROVE_MAX_PESOS = 300;

/**
 * What a player deposits and withdraws (pesos): most withdrawals are approved by the rules, one
 * in ten by a finance operator, and two are large enough (FOUR_EYES: ₱50,000) for a second one.
 */
function planOf(index: number) {
  if (index % 100 === 0) return { deposit: 60_000, channel: BDO, withdraw: 50_000 };
  if (index % 10 === 5) return { deposit: 1_000, channel: GCASH, withdraw: 500 };
  return { deposit: 1_000, channel: GCASH, withdraw: 200 };
}

export type Cluster = {
  origin: string;
  traffic: Traffic;
  desk: Desk;
  /** Two finance operators: the first reviews withdrawals, the second approves large ones. */
  finance: ClusterClient;
  finance2: ClusterClient;
  slotCode: string;
};

export type AckedRound = { roundId: string; bet: number; win: number; winPending: boolean };

export type JourneyResult = {
  player: Player;
  /** The instances that answered this player's calls. */
  backends: Map<string, number>;
  deposit: { id: number; amount: number; credited: boolean } | null;
  rounds: AckedRound[];
  withdrawal: {
    id: number;
    amount: number;
    approvedBy: 'rules' | 'operator' | 'two operators';
    completed: boolean;
  } | null;
  chat: ChatOutcome | null;
  live: LivePush | null;
  errors: string[];
  endedAt: number;
};

/** A private client address per player, so the per-address limits see 200 clients. */
export const addressOf = (index: number) => `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks `done` until it answers true or `ms` have passed; answers the last answer. */
async function until(done: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await done()) return true;
    if (Date.now() > deadline) return false;
    await sleep(POLL_MS);
  }
}

async function deposit(player: ClusterClient, plan: ReturnType<typeof planOf>, live: LiveWatch) {
  const order = await player.call(calls.deposit, {
    amount: String(plan.deposit),
    pid: plan.channel,
    device: 'web',
    idempotency_key: randomUUID(),
  });
  // The browser opens the gateway's checkout page, and the player presses Pay.
  const page = await player.http(order.pay_url);
  if (page.status !== 200) throw new Error(`the checkout page answered ${page.status}`);
  await page.text();
  // Credited by the gateway's callback, on some instance, between the payment and the status.
  const credited = await live.moved('deposit', async () => {
    const paid = await player.http(order.pay_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'choice=pay',
      redirect: 'manual',
    });
    await paid.arrayBuffer();
    // 410: the checkout ended, paid by a first try whose answer was lost on the way.
    if (paid.status !== 303 && paid.status !== 410) {
      throw new Error(`paying on the checkout page answered ${paid.status}`);
    }
    return until(
      async () => (await player.call(calls.depositDetail, { id: order.id })).status === 'completed',
      CREDIT_WAIT_MS,
    );
  });
  return { id: order.id, amount: plan.deposit * 100, credited };
}

async function gameApi<T>(player: ClusterClient, path: string, body: object, handle = '') {
  const response = await player.http(`${BUILTIN_GAMES_API}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(handle && { [GAME_SESSION_HEADER]: handle }),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`game ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Opens the game as its page does: the launch address's token opens a game session. */
async function openGame(player: ClusterClient, slotCode: string): Promise<BuiltinSession> {
  for (let tried = 1; ; tried += 1) {
    const launch = await player.call(calls.gameLaunchV2, { code: slotCode });
    const token = new URL(launch, player.origin).searchParams.get('token') ?? '';
    try {
      return await gameApi<BuiltinSession>(player, 'session', { token, game: slotCode });
    } catch (error) {
      // A token spent by a first try whose answer was lost: launch again.
      if (tried === 2) throw error;
    }
  }
}

async function play(
  player: ClusterClient,
  slotCode: string,
  rounds: AckedRound[],
  live: LiveWatch,
) {
  const { handle } = await openGame(player, slotCode);
  for (let i = 0; i < ROUNDS; i += 1) {
    const round = await live.moved('spin', () =>
      gameApi<SettledRound<SlotOutcome>>(player, 'slot/spin', { bet: BET_CENTAVOS }, handle),
    );
    rounds.push({
      roundId: round.roundId,
      bet: round.bet,
      win: round.win,
      winPending: round.winPending,
    });
  }
}

/** The player's GCash account for withdrawals, in the verified names of the KYC record. */
async function withdrawalAccount(player: ClusterClient): Promise<FinanceAccount> {
  try {
    return await player.call(calls.accountInsert, {
      account: '09171234567',
      channel_name: 'GCash',
      ...PLAYER_NAMES,
    });
  } catch (error) {
    // Added by a first try whose answer was lost on the way: it is the player's GCash account.
    const made = (await player.call(calls.accountList, {})).find((a) => a.channel_name === 'GCash');
    if (!made) throw error;
    return made;
  }
}

/** A finance operator approves; a large withdrawal is held until a second one approves too. */
async function approve(cluster: Cluster, id: number) {
  const reason = 'Checked by the cluster test';
  try {
    const decided = await cluster.finance.call(operatorCalls.adminWithdrawReview, {
      id,
      decision: 'approve',
      reason,
    });
    if (!isHeld(decided)) return 'operator' as const;
    await cluster.finance2.call(operatorCalls.adminApprovalDecide, {
      id: decided.approval.id,
      decision: 'approve',
      reason,
    });
    return 'two operators' as const;
  } catch (error) {
    // Decided by a first try whose answer was lost on the way; the payout shows whether it was.
    if (error instanceof AppError && error.code === 'ERR_BUSINESS') return 'operator' as const;
    throw error;
  }
}

async function withdraw(
  player: ClusterClient,
  cluster: Cluster,
  pesos: number,
  live: LiveWatch,
): Promise<NonNullable<JourneyResult['withdrawal']>> {
  const account = await withdrawalAccount(player);
  // The request holds the amount: the player's cash moves at once.
  const order = await live.moved('withdrawal', () =>
    player.call(calls.withdraw, {
      account_id: account.id,
      amount: String(pesos),
      idempotency_key: randomUUID(),
    }),
  );
  const approvedBy = order.status === 'under_review' ? await approve(cluster, order.id) : 'rules';
  const completed = await until(
    async () => (await player.call(calls.withdrawDetail, { id: order.id })).status === 'completed',
    PAYOUT_WAIT_MS,
  );
  return { id: order.id, amount: pesos * 100, approvedBy, completed };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function playerJourney(cluster: Cluster, player: Player): Promise<JourneyResult> {
  const client = clusterClient(cluster.origin, addressOf(player.index), cluster.traffic);
  const result: JourneyResult = {
    player,
    backends: client.backends,
    deposit: null,
    rounds: [],
    withdrawal: null,
    chat: null,
    live: null,
    errors: [],
    endedAt: 0,
  };
  try {
    await client.signIn(player.phone, PLAYER_PASSWORD);
  } catch (error) {
    result.errors.push(`sign-in: ${messageOf(error)}`);
    result.endedAt = Date.now();
    return result;
  }
  const plan = planOf(player.index);
  const live = liveWatch(client);
  await live.start();
  const chat = chatRoundTrip(client, cluster.desk).then(
    (outcome) => {
      result.chat = outcome;
    },
    (error: unknown) => {
      result.errors.push(`chat: ${messageOf(error)}`);
    },
  );
  try {
    result.deposit = await deposit(client, plan, live);
    await play(client, cluster.slotCode, result.rounds, live);
    result.withdrawal = await withdraw(client, cluster, plan.withdraw, live);
  } catch (error) {
    result.errors.push(`money: ${messageOf(error)}`);
  }
  result.live = await live.finish();
  await chat;
  result.endedAt = Date.now();
  return result;
}
