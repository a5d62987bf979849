// What goes wrong during the cluster test's load, on purpose: one instance crashes (SIGKILL, and
// stays down: the proxy must route around it) and another is stopped as a deploy stops it
// (SIGTERM: it finishes what it serves) and started again on the same port. Each event is timed,
// and so is the recovery: how long the restarted instance took to stop, to boot, and until the
// proxy's first answer from it; and, from what the clients saw, how many of their calls failed
// on the way after each event and for how long.
import type { Traffic } from './client.ts';
import type { Instance, Instances } from './instances.ts';

type Proxy = {
  onAnswer(listener: (backend: string, status: number, at: number) => void): () => void;
};

export type ChaosEvent = {
  kind: 'crash' | 'restart';
  instance: string;
  at: number;
  /** restart: how it exited, SIGTERM to exit, spawn to healthy, SIGTERM to the first answer. */
  exit?: string;
  stoppedMs?: number;
  bootedMs?: number;
  servingAgainMs?: number;
};

export function createChaos(instances: Instances, proxy: Proxy) {
  const events: ChaosEvent[] = [];
  const running: Promise<unknown>[] = [];

  /** Resolves with the time of the first answer (not a 5xx) the proxy gets from `instance`. */
  const nextAnswerFrom = (instance: Instance) =>
    new Promise<number>((resolve) => {
      const stop = proxy.onAnswer((backend, status, at) => {
        if (backend !== instance.name || status >= 500) return;
        stop();
        resolve(at);
      });
    });

  async function restart(instance: Instance) {
    const event: ChaosEvent = { kind: 'restart', instance: instance.name, at: Date.now() };
    events.push(event);
    event.exit = await instances.stop(instance, 'SIGTERM');
    const startedAt = Date.now();
    event.stoppedMs = startedAt - event.at;
    const served = nextAnswerFrom(instance);
    await instances.start(instance);
    event.bootedMs = Date.now() - startedAt;
    event.servingAgainMs = (await served) - event.at;
  }

  /** SIGKILL: the instance dies mid-request and is not started again. */
  function crash(instance: Instance) {
    events.push({ kind: 'crash', instance: instance.name, at: Date.now() });
    running.push(instances.stop(instance, 'SIGKILL'));
  }

  return {
    events,
    /**
     * Answers a function to call with the share of the load done (0 to 1): each step strikes
     * once, when that share reaches its mark. A crash stays down; a restart is SIGTERM, then the
     * same instance started again on its port.
     */
    plan(steps: { at: number; kind: 'crash' | 'restart'; instance: Instance }[]) {
      const waiting = [...steps].sort((a, b) => a.at - b.at);
      return (done: number) => {
        while (waiting[0] && done >= waiting[0].at) {
          const step = waiting.shift()!;
          if (step.kind === 'crash') crash(step.instance);
          else running.push(restart(step.instance));
        }
      };
    },
    /**
     * Waits for the events under way, at most `ms`: a restarted instance that never serves again
     * is left unfinished (its event has no servingAgainMs), not waited for forever.
     */
    async settle(ms: number): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ms);
      });
      await Promise.race([Promise.all(running), late]);
      clearTimeout(timer);
    },
    /**
     * The failures clients saw after each event (until the next one), and how long after it the
     * last came; `before` counts those before any event (there should be none).
     */
    failuresAfter(traffic: Traffic) {
      const before = traffic.transient.filter((f) => f.at < (events[0]?.at ?? Infinity)).length;
      const after = events.map((event, i) => {
        const until = events[i + 1]?.at ?? Infinity;
        const seen = traffic.transient.filter((f) => f.at >= event.at && f.at < until);
        const last = seen.at(-1)?.at;
        return { event, failures: seen.length, forMs: last === undefined ? 0 : last - event.at };
      });
      return { before, after };
    },
  };
}

export type Chaos = ReturnType<typeof createChaos>;
