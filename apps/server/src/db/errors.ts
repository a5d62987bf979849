/** A write refused by a unique index (PostgreSQL's SQLSTATE 23505, also PGlite's). */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
