/**
 * Calls the spec names whose server modules are later issues: defined here so both sides share
 * their shapes, kept apart from `calls` so a reader can tell what the server serves today.
 * None are left: VIP moved to `calls/vip.ts` when it was built.
 */
export {};
