/**
 * What the game frame opens for a launch reply (spec 7.4): an address as it is; a reply holding
 * an HTML document becomes a data-URL page.
 */
export function frameSource(reply: string): string {
  const text = reply.trim();
  const isDocument = /^<(!doctype|html|head|body)\b/i.test(text) || /<\/html>\s*$/i.test(text);
  return isDocument ? `data:text/html;charset=utf-8,${encodeURIComponent(text)}` : text;
}

/** A balance message a game posts to the page after a settled round. */
export function isBalanceMessage(data: unknown, source: string): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === source &&
    (data as { type?: unknown }).type === 'balance'
  );
}
