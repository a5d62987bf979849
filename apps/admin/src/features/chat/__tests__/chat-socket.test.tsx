import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatConversationSummary } from '@pisoplay/contract';
import { renderPage, signInAs } from '@/testing/render-page';
import { useConversations } from '../api/chat';
import { useChatSocket, type ChatSocket } from '../hooks/use-chat-socket';

/** A socket that opens when the test says so. */
function fakeSocket() {
  let current: ChatSocket | null = null;
  const open = (): ChatSocket => {
    current = {
      readyState: 1,
      send: () => undefined,
      close: () => undefined,
      onopen: null,
      onmessage: null,
      onclose: null,
    };
    return current;
  };
  return { open, opened: () => act(() => current!.onopen?.(new Event('open'))) };
}

function Inbox({ openSocket }: { openSocket: () => ChatSocket }) {
  const { connection } = useChatSocket(openSocket);
  const list = useConversations('open', false);
  return (
    <p>
      {connection}: {list.data?.d.length ?? 'loading'}
    </p>
  );
}

describe("the operators' chat socket", () => {
  it('reads the conversations again once it is open, for what it could not carry before', async () => {
    signInAs('support');
    const socket = fakeSocket();
    let waiting: ChatConversationSummary[] = [];
    const adminChatList = vi.fn(async () => ({ d: waiting, t: waiting.length, s: 1 }));
    renderPage(<Inbox openSocket={socket.open} />, {
      adminChatTicket: async () => ({ ticket: 'ticket-1' }),
      adminChatList,
    });
    expect(await screen.findByText('connecting: 0')).toBeInTheDocument();
    // A player wrote before the socket was open: no socket carried it.
    waiting = [{ id: 7 } as ChatConversationSummary];
    await socket.opened();
    expect(await screen.findByText('live: 1')).toBeInTheDocument();
    expect(adminChatList).toHaveBeenCalledTimes(2);
  });
});
