import type { ChatMessage, ChatServerEvent } from '@pisoplay/contract';

/** Applies a delivered or read mark to the player's own messages up to its id. */
export function applyMark(
  held: ChatMessage[],
  event: Extract<ChatServerEvent, { type: 'delivered' | 'read' }>,
): ChatMessage[] {
  return held.map((m) => {
    if (m.author !== 'player' || m.id > event.up_to) return m;
    if (event.type === 'read') {
      return { ...m, read_at: m.read_at || event.at, delivered_at: m.delivered_at || event.at };
    }
    return { ...m, delivered_at: m.delivered_at || event.at };
  });
}
