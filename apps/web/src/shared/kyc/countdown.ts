/** Seconds as h:m:s with two-digit minutes and seconds ('71:59:59'), for the KYC deadline. */
export function formatHms(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** The deadline as epoch ms, or null when the record has none or it is unreadable. */
export function deadlineMs(deadlineAt: string | undefined): number | null {
  const ms = Date.parse(deadlineAt ?? '');
  return Number.isNaN(ms) ? null : ms;
}
