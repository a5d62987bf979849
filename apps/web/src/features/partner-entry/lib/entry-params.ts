/** An entry token as the server issues it: base64url, 20 to 128 characters. */
const TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

/**
 * The entry token from the partner entry's query `token` (base64 of the token, spec 2.1); null
 * when it is missing or not one.
 */
export function decodeEntryToken(param: string | null): string | null {
  if (!param) return null;
  try {
    // '+' may arrive as a space when the partner did not encode the query.
    const decoded = atob(param.replace(/ /g, '+'));
    return TOKEN.test(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/** The game to open after the partner entry, from query `game`; null for the index. */
export function entryGame(param: string | null): string | null {
  const game = param?.trim();
  return game ? game.slice(0, 64) : null;
}
