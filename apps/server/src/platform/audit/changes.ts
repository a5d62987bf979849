/**
 * What an operator's save changed, for its audit row's detail: each of `fields` whose value
 * differs, as `{ from, to }` (`from` null for a new row). Texts are kept whole, HTML included:
 * the audit log is the only history of what players were shown.
 */
export function changedFields<K extends string>(
  before: Readonly<Record<K, unknown>> | null,
  after: Readonly<Record<K, unknown>>,
  fields: readonly K[],
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of fields) {
    const from = before ? before[field] : null;
    if (before && from === after[field]) continue;
    changes[field] = { from: from ?? null, to: after[field] ?? null };
  }
  return changes;
}
