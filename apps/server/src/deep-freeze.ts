/**
 * Freezes a value and everything in it. For values shared by many requests (cached catalogue
 * replies, validated query payloads): none can change one for the others, and a frozen reply's
 * encoding can be reused (http/route.ts).
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
