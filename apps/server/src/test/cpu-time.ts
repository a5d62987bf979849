/**
 * Runs `work` and returns the CPU time this process spent meanwhile, in milliseconds. Hashing
 * runs on libuv's threads, which count; other processes on a busy machine do not, so timing
 * comparisons made this way hold under load where wall time does not.
 */
export async function cpuMs(work: () => Promise<unknown>): Promise<number> {
  const started = process.cpuUsage();
  await work();
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
}
