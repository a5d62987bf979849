/**
 * A fresh idempotency key for a form that moves money (adjustment, bonus grant): made when the
 * form opens, so a retry of the same submission is answered once by the server.
 */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
