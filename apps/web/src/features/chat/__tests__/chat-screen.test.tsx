import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_POLL_MS, type ChatMessage, type ChatServerEvent } from '@pisoplay/contract';
import { clearSession, setSession } from '@/shared/session/session-store';
import { switchToFilipino } from '@/testing/language';
import type { FakeCalls } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { ChatScreen } from '../components/chat-screen';
import type { ChatSocket } from '../hooks/use-chat';

const AT = '2026-11-23T05:00:00.000Z';
const message = (id: number, author: ChatMessage['author'], text: string): ChatMessage => ({
  id,
  conversation_id: 7,
  author,
  text,
  image_url: '',
  created_at: AT,
  delivered_at: '',
  read_at: '',
});

/** A socket the test drives: it opens at once and records what the page sends. */
function fakeSocket() {
  const sent: unknown[] = [];
  const urls: string[] = [];
  let current: ChatSocket | null = null;
  const open = (url: string) => {
    urls.push(url);
    const socket: ChatSocket = {
      readyState: 1,
      send: (data) => sent.push(JSON.parse(data)),
      close: () => undefined,
      onopen: null,
      onmessage: null,
      onclose: null,
    };
    current = socket;
    queueMicrotask(() => socket.onopen?.(new Event('open')));
    return socket;
  };
  return {
    open,
    sent,
    urls,
    push: (event: ChatServerEvent) =>
      act(() => current!.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }))),
    drop: () =>
      act(() => {
        (current as { readyState: number }).readyState = 3;
        current!.onclose?.(new CloseEvent('close'));
      }),
  };
}

/**
 * The chat screen over a fake socket, its conversation open with `history`; `calls` add answers.
 */
function renderChat(
  socket: ReturnType<typeof fakeSocket>,
  history: ChatMessage[],
  calls: Partial<FakeCalls> = {},
  contact = { name: '', email: '' },
) {
  const chatOpen = vi.fn(async () => ({
    conversation_id: 7,
    state: 'open' as const,
    messages: history,
    ticket: 'ticket-1',
    operator_online: false,
  }));
  renderScreen(<ChatScreen title="Customer Service" contact={contact} openSocket={socket.open} />, {
    chatOpen,
    chatRead: async () => true,
    ...calls,
  });
  return { chatOpen };
}

describe('the customer-service chat', () => {
  afterEach(() => {
    clearSession();
    vi.useRealTimers();
  });

  it('shows the history, real-time replies, typing and read marks; sends messages', async () => {
    setSession({ token: 'tok-chat', secret: 's', expires_at: '2099-01-01T00:00:00Z' });
    const socket = fakeSocket();
    const chatSend = vi.fn(async ({ text }: { text?: string }) => message(3, 'player', text!));
    const { chatOpen } = renderChat(
      socket,
      [message(1, 'player', 'Where is my deposit?'), message(2, 'bot', 'Thanks!')],
      { chatSend },
      { name: 'Ana', email: 'a@b.co' },
    );
    const log = await screen.findByRole('log', { name: 'Conversation' });
    expect(within(log).getByText('Where is my deposit?')).toBeInTheDocument();
    expect(chatOpen).toHaveBeenCalledWith({ visitor: undefined, name: 'Ana', email: 'a@b.co' });
    expect(socket.urls[0]).toMatch(/\/chat\/socket\?ticket=ticket-1$/);
    await waitFor(() => expect(socket.sent).toContainEqual({ type: 'read', up_to: 2 }));

    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    expect(socket.sent).toContainEqual({ type: 'typing' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(chatSend).toHaveBeenCalledWith({
        visitor: undefined,
        text: 'Hello',
        image: undefined,
      }),
    );
    expect(await within(log).findByText('Hello')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');

    await socket.push({ type: 'presence', operator_online: true });
    expect(screen.getByText('An agent is online')).toBeInTheDocument();
    await socket.push({ type: 'typing', conversation_id: 7, author: 'operator' });
    expect(screen.getByText('Customer Service is typing…')).toBeInTheDocument();
    await socket.push({ type: 'message', message: message(4, 'operator', 'Checking now') });
    expect(within(log).getByText('Checking now')).toBeInTheDocument();
    expect(screen.queryByText('Customer Service is typing…')).toBeNull();
    await socket.push({ type: 'read', conversation_id: 7, up_to: 3, at: AT });
    expect(within(log).getAllByRole('img', { name: 'Read' })).toHaveLength(2);
  });

  it('reads back what was written before the server had the socket (the automatic reply)', async () => {
    setSession({ token: 'tok-chat', secret: 's', expires_at: '2099-01-01T00:00:00Z' });
    const socket = fakeSocket();
    const chatMessages = vi.fn(async () => [message(3, 'bot', 'An agent will reply here')]);
    renderChat(socket, [message(1, 'player', 'My deposit is missing')], { chatMessages });
    const log = await screen.findByRole('log', { name: 'Conversation' });
    await within(log).findByText('My deposit is missing');
    expect(chatMessages).not.toHaveBeenCalled();
    await socket.push({ type: 'presence', operator_online: false });
    expect(await within(log).findByText('An agent will reply here')).toBeInTheDocument();
    expect(chatMessages).toHaveBeenCalledWith({ visitor: undefined, after: 1 });
    // Once per socket: later presence changes read nothing back.
    await socket.push({ type: 'presence', operator_online: true });
    expect(chatMessages).toHaveBeenCalledTimes(1);
  });

  it('says an agent is online while one is answering, even with no agent socket', async () => {
    setSession({ token: 'tok-chat', secret: 's', expires_at: '2099-01-01T00:00:00Z' });
    const socket = fakeSocket();
    const justNow = new Date(Date.now() - 60_000).toISOString();
    renderChat(socket, [{ ...message(1, 'operator', 'Hi, how can I help?'), created_at: justNow }]);
    expect(await screen.findByText('An agent is online')).toBeInTheDocument();
    await socket.push({ type: 'presence', operator_online: false });
    expect(
      screen.getByText('Agents are busy: we will reply as soon as we can'),
    ).toBeInTheDocument();
    await socket.push({ type: 'typing', conversation_id: 7, author: 'operator' });
    expect(screen.getByText('An agent is online')).toBeInTheDocument();
  });

  it('falls back to polling when the socket drops, as a visitor with a browser token', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const socket = fakeSocket();
    const chatMessages = vi.fn(async () => [message(5, 'operator', 'Reply while offline')]);
    renderChat(socket, [message(4, 'player', 'Anyone?')], { chatMessages });
    await screen.findByText('Anyone?');
    await socket.drop();
    expect(screen.getByText('Reconnecting… new messages still arrive')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS));
    expect(chatMessages).toHaveBeenCalledWith({
      visitor: expect.stringMatching(/^[\w-]{32}$/),
      after: 4,
    });
    expect(await screen.findByText('Reply while offline')).toBeInTheDocument();
    // No attach button without an account.
    expect(screen.queryByRole('button', { name: 'Attach an image' })).toBeNull();
  });

  it('speaks Filipino: the screen’s own words, the server’s messages as written', async () => {
    await switchToFilipino();
    setSession({ token: 'tok-chat', secret: 's', expires_at: '2099-01-01T00:00:00Z' });
    const socket = fakeSocket();
    renderChat(socket, [message(1, 'player', 'Nasaan ang deposit ko?')]);
    const log = await screen.findByRole('log', { name: 'Usapan' });
    expect(within(log).getByText('Nasaan ang deposit ko?')).toBeInTheDocument();
    expect(within(log).getByText('Ikaw')).toBeInTheDocument();
    expect(
      screen.getByText('Busy ang mga agent: sasagot kami sa lalong madaling panahon'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mensahe' })).toHaveAttribute(
      'placeholder',
      'Mag-type ng mensahe',
    );
    expect(screen.getByRole('button', { name: 'Ipadala' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mag-attach ng larawan' })).toBeEnabled();
    expect(within(log).getByRole('img', { name: 'Naipadala' })).toBeInTheDocument();
  });
});
