import type { CrashRound, CrashRules } from '@pisoplay/contract/builtin-games';
import { get, post } from '../src/shared/api.ts';
import { COPY } from '../src/shared/copy.ts';
import { createShell, el } from '../src/shared/shell.ts';
import { roundOutcome } from '../src/shared/outcome.ts';
import { SOUNDS } from '../src/shared/sound.ts';
import { CRASH_COPY } from './copy.ts';
import './crash.css';

type Round = CrashRound;

const BET_LABEL = CRASH_COPY.bet;
const CASH_OUT_LABEL = CRASH_COPY.cashOut;
/**
 * After a round ends, Bet waits this long: the main button turns from Cash out to Bet when the
 * round crashes, and a tap meant for Cash out at that moment must not place a new bet.
 */
const NEXT_BET_PAUSE_MS = 800;

const shell = await createShell({
  title: CRASH_COPY.title,
  mainLabel: BET_LABEL,
  rulesTitle: CRASH_COPY.howToPlay,
  describe: (round) =>
    Number(round.win) > 0
      ? CRASH_COPY.cashedOutAt(`${(Number(round.outcome.cashedOut) / 100).toFixed(2)}×`)
      : CRASH_COPY.crashedAt(`${(Math.max(Number(round.outcome.point), 100) / 100).toFixed(2)}×`),
});
const rules = shell.session?.rules as CrashRules | undefined;
const growth = rules?.growthPerMs ?? 0.00008;
if (rules) {
  shell.rules.innerHTML = `<p>${CRASH_COPY.rules({ cashOut: CASH_OUT_LABEL, max: rules.maxMultiplier, rtp: rules.rtp.toFixed(1) })}</p>`;
}

const canvas = el('canvas', { className: 'sky', width: 360, height: 220 });
canvas.setAttribute('aria-hidden', 'true');
const readout = el('output', {
  className: 'multiplier',
  textContent: '1.00×',
  ariaLabel: CRASH_COPY.multiplier,
});
readout.setAttribute('aria-live', 'off');
shell.stage.append(canvas, readout);
const context = canvas.getContext('2d')!;

const multiplierAt = (ms: number) =>
  Math.floor(100 * Math.exp(growth * Math.max(0, ms)) + 1e-9) / 100;
const format = (m: number) => `${m.toFixed(2)}×`;

/** The sky, the axes and the curve up to `elapsedMs`; red after a crash. */
function draw(elapsedMs: number, crashed: boolean) {
  const { width, height } = canvas;
  context.clearRect(0, 0, width, height);
  context.strokeStyle = 'rgba(255,255,255,.18)';
  context.lineWidth = 1;
  for (let y = 40; y < height; y += 40) {
    context.beginPath();
    context.moveTo(0, y);
    context.lineTo(width, y);
    context.stroke();
  }
  const span = Math.max(8_000, elapsedMs * 1.15);
  const top = Math.max(2, multiplierAt(span));
  const x = (ms: number) => 16 + (ms / span) * (width - 32);
  const y = (m: number) => height - 16 - ((m - 1) / (top - 1)) * (height - 40);
  const accent =
    getComputedStyle(document.documentElement).getPropertyValue('--accent').trim() || '#ffd166';
  context.strokeStyle = crashed ? '#ff5252' : accent;
  context.lineWidth = 5;
  context.lineCap = 'round';
  context.beginPath();
  for (let ms = 0; ms <= elapsedMs; ms += span / 120) context.lineTo(x(ms), y(multiplierAt(ms)));
  context.lineTo(x(elapsedMs), y(multiplierAt(elapsedMs)));
  context.stroke();
  context.fillStyle = crashed ? '#ff5252' : '#fff';
  context.beginPath();
  context.arc(x(elapsedMs), y(multiplierAt(elapsedMs)), 8, 0, Math.PI * 2);
  context.fill();
}
draw(0, false);

let round: Round | null = null;
let clockOffset = 0;
let frame = 0;

function fly() {
  if (!round || round.state !== 'running' || round.startedAt === null) return;
  const elapsed = Date.now() + clockOffset - round.startedAt;
  readout.textContent = format(multiplierAt(elapsed));
  draw(elapsed, false);
  // Reduced motion: the number still counts, ten times a second, without the smooth curve.
  frame = shell.reducedMotion ? window.setTimeout(fly, 100) : requestAnimationFrame(fly);
}

function stopFlying() {
  cancelAnimationFrame(frame);
  clearTimeout(frame);
}

function finish(result: Round) {
  if (!round || round.roundId !== result.roundId || round.state !== 'running') return;
  round = result;
  stopFlying();
  const startedAt = result.startedAt ?? 0;
  if (result.state === 'cashed_out') {
    const at = (result.cashedOutAt ?? 0) / 100;
    const said = roundOutcome(result.bet, result.win ?? 0);
    readout.textContent = format(at);
    draw(Math.log(at) / growth, false);
    if (said.kind === 'won') {
      readout.classList.add('won');
      SOUNDS.win();
    }
    shell.say(
      `${said.text} ${CRASH_COPY.cashedOutAt(format(at))}`,
      said.kind === 'won' ? 'win' : undefined,
    );
  } else {
    const at = Math.max(result.point ?? 100, 100) / 100;
    readout.textContent = CRASH_COPY.crashedAt(format(at));
    readout.classList.add('crashed');
    draw(Math.max(0, Date.now() + clockOffset - startedAt), true);
    SOUNDS.crash();
    shell.say(COPY.lost);
  }
  if (result.balance !== null) shell.settled(result.balance);
  shell.main.textContent = BET_LABEL;
  shell.main.classList.remove('cash');
  shell.main.disabled = true;
  shell.lock(false);
  window.setTimeout(() => {
    if (round?.state !== 'running') shell.main.disabled = false;
  }, NEXT_BET_PAUSE_MS);
}

/** Waits for the crash (a long poll, asked again until the round is over). */
async function watch(roundId: string) {
  while (round?.roundId === roundId && round.state === 'running') {
    try {
      const result = await get<Round>(`crash/round/${roundId}?wait=1`);
      if (result.state !== 'running') finish(result);
    } catch (error) {
      if (!shell.fail(error)) return stopFlying();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

shell.main.addEventListener('click', async () => {
  shell.main.disabled = true;
  try {
    if (round?.state === 'running') {
      finish(await post<Round>('crash/cashout', { roundId: round.roundId }));
      return;
    }
    shell.lock(true);
    shell.say('');
    readout.classList.remove('won', 'crashed');
    const bet = shell.bet();
    const started = await post<Round>('crash/bet', { bet });
    SOUNDS.start();
    clockOffset = started.serverNow - Date.now();
    round = { ...started, state: 'running' };
    if (started.balance !== null) shell.showBalance(started.balance);
    if (started.state !== 'running') return finish(started);
    shell.main.textContent = CASH_OUT_LABEL;
    shell.main.classList.add('cash');
    shell.main.disabled = false;
    fly();
    void watch(started.roundId);
  } catch (error) {
    shell.main.disabled = !shell.fail(error);
    if (round?.state !== 'running') shell.lock(false);
  }
});
