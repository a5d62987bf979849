/**
 * Data the server wrote into the page as a JSON data block (docs/architecture.md, Performance
 * of the lobby), taken once: the block is removed, so a later visit to the screen asks afresh.
 * Undefined when the page has none or it cannot be read; the app then asks as usual.
 */
export function takeServedData<T>(id: string): T | undefined {
  const block = document.getElementById(id);
  block?.remove();
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as T;
  } catch {
    return undefined;
  }
}
