import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';
import { CHAT_SOCKET_PATH, calls } from '@pisoplay/contract';
import type { ChatServerEvent, Session } from '@pisoplay/contract';
import {
  call,
  signedCall,
  signIn,
  signInOperator,
  testApp,
  testDatabase,
} from '../../../test/harness.ts';
import type { TestPlayer } from '../../../test/harness.ts';
import { PNG_1X1, fromIp, imageForm, randomIp } from '../../members/__tests__/helpers.ts';
import { CHAT_MESSAGES, CHAT_SENDS } from '../chat-service.ts';

const SECRET = 'chat-test-secret-0123456789abcdef0123';
const visitorToken = () => randomBytes(24).toString('base64url');

/** A socket of the real-time channel and the events it has received. */
type Channel = {
  socket: WebSocket;
  events: ChatServerEvent[];
  next: (match: (event: ChatServerEvent) => boolean) => Promise<ChatServerEvent>;
};

describe('customer-service chat', () => {
  let app: FastifyInstance;
  /** A second server on the same database, as behind a load balancer (docs/scaling.md). */
  let other: FastifyInstance;
  let operator: Session;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    app = await testApp({ AUTH_SECRET: SECRET });
    other = await testApp({ AUTH_SECRET: SECRET });
    operator = await signInOperator(app, `agent${randomInt(1e6)}`, 'support');
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.terminate();
  });
  afterAll(async () => {
    await app.close();
    await other.close();
  });

  async function connect(ticket: string, server = app): Promise<Channel> {
    const events: ChatServerEvent[] = [];
    const waiters: {
      match: (e: ChatServerEvent) => boolean;
      resolve: (e: ChatServerEvent) => void;
    }[] = [];
    const socket = await server.injectWS(
      `${CHAT_SOCKET_PATH}?ticket=${ticket}`,
      {},
      {
        onInit: (ws) =>
          ws.on('message', (data) => {
            const event = JSON.parse(String(data)) as ChatServerEvent;
            events.push(event);
            for (const waiter of waiters.splice(0)) {
              if (waiter.match(event)) waiter.resolve(event);
              else waiters.push(waiter);
            }
          }),
      },
    );
    sockets.push(socket);
    return {
      socket,
      events,
      next: (match) =>
        new Promise((resolve, reject) => {
          const seen = events.find(match);
          if (seen) return resolve(seen);
          const timer = setTimeout(() => reject(new Error('no such event within 3 s')), 3000);
          waiters.push({
            match,
            resolve: (event) => {
              clearTimeout(timer);
              resolve(event);
            },
          });
        }),
    };
  }

  const operatorChannel = async (server = app) => {
    const reply = await signedCall(server, operator, calls.adminChatTicket, {});
    if (!reply.body.status) throw new Error(reply.body.data);
    return connect(reply.body.data.ticket, server);
  };
  const open = async (player: TestPlayer, payload = { name: 'Ana', email: 'ana@example.com' }) => {
    const reply = await signedCall(app, player, calls.chatOpen, payload);
    if (!reply.body.status) throw new Error(reply.body.data);
    return reply.body.data;
  };
  const send = async (player: TestPlayer, text: string) => {
    const reply = await signedCall(app, player, calls.chatSend, { text });
    if (!reply.body.status) throw new Error(reply.body.data);
    return reply.body.data;
  };

  it('keeps the messages; the first one gets help articles while no operator is connected', async () => {
    const player = await signIn(app);
    const session = await open(player);
    expect(session).toMatchObject({ state: 'open', messages: [], operator_online: false });
    const mine = await send(player, 'How long does my withdrawal take?');
    expect(mine).toMatchObject({ author: 'player', text: 'How long does my withdrawal take?' });

    const history = (await open(player)).messages;
    expect(history.map((m) => m.author)).toEqual(['player', 'bot']);
    expect(history[1]!.text).toContain(CHAT_MESSAGES.botSuggestions);
    expect(history[1]!.text).toContain('How long do withdrawals take?');
    // Only the first message gets the automatic reply.
    await send(player, 'Still waiting');
    expect((await open(player)).messages.map((m) => m.author)).toEqual(['player', 'bot', 'player']);
  });

  it('answers automatically in the language the player writes from', async () => {
    const player = await signIn(app);
    await open(player);
    const sent = await signedCall(
      app,
      player,
      calls.chatSend,
      { text: 'Gaano katagal ang withdrawal ko?' },
      { headers: { lang: 'fil_PH' } },
    );
    expect(sent.body.status).toBe(true);
    const [, bot] = (await open(player)).messages;
    expect(bot!.text).toContain('Salamat sa mensahe mo!');
    expect(bot!.text).toContain('Habang naghihintay, baka masagot');
    // The Filipino articles that match, by their Filipino titles.
    expect(bot!.text).toContain('• Gaano katagal ang withdrawal?');
    expect(bot!.text).not.toContain(CHAT_MESSAGES.botGreeting);
  });

  it("carries a player's message to the operator and the reply back in real time", async () => {
    const agent = await operatorChannel();
    const player = await signIn(app);
    const session = await open(player);
    expect(session.operator_online).toBe(true);
    const channel = await connect(session.ticket);

    const sent = await send(player, 'My deposit is missing');
    const atOperator = await agent.next((e) => e.type === 'message' && e.message.id === sent.id);
    expect(atOperator).toMatchObject({ message: { text: 'My deposit is missing' } });
    // Pushed to a connected operator: delivered, and the player is told.
    await channel.next((e) => e.type === 'delivered' && e.up_to === sent.id);

    const list = await signedCall(app, operator, calls.adminChatList, { state: 'open' });
    if (!list.body.status) throw new Error(list.body.data);
    expect(list.body.data.d.find((c) => c.id === session.conversation_id)).toMatchObject({
      name: 'Ana',
      email: 'ana@example.com',
      unread: 1,
      last_text: 'My deposit is missing',
    });
    // No automatic reply while an operator is connected.
    const thread = await signedCall(app, operator, calls.adminChatMessages, {
      id: session.conversation_id,
    });
    if (!thread.body.status) throw new Error(thread.body.data);
    expect(thread.body.data.map((m) => m.author)).toEqual(['player']);

    agent.socket.send(JSON.stringify({ type: 'typing', conversation_id: session.conversation_id }));
    await channel.next((e) => e.type === 'typing' && e.author === 'operator');
    channel.socket.send(JSON.stringify({ type: 'typing' }));
    await agent.next((e) => e.type === 'typing' && e.conversation_id === session.conversation_id);

    const reply = await signedCall(app, operator, calls.adminChatSend, {
      id: session.conversation_id,
      text: 'Let me check that for you',
    });
    if (!reply.body.status) throw new Error(reply.body.data);
    const atPlayer = await channel.next(
      (e) => e.type === 'message' && e.message.author === 'operator',
    );
    expect(atPlayer).toMatchObject({ message: { text: 'Let me check that for you' } });

    // Read marks both ways.
    const replyId = reply.body.data.id;
    channel.socket.send(JSON.stringify({ type: 'read', up_to: replyId }));
    await agent.next((e) => e.type === 'read' && e.up_to === replyId);
    await signedCall(app, operator, calls.adminChatRead, {
      id: session.conversation_id,
      up_to: sent.id,
    });
    await channel.next((e) => e.type === 'read' && e.up_to === sent.id);
    const after = (await open(player)).messages;
    expect(after.every((m) => m.read_at !== '')).toBe(true);
  });

  it('carries messages, marks and presence between sockets on different servers', async () => {
    const player = await signIn(app);
    const session = await open(player);
    const channel = await connect(session.ticket, app);
    // The operator connects to the other server: the player's server hears of it.
    const agent = await operatorChannel(other);
    await channel.next((e) => e.type === 'presence' && e.operator_online);

    // Sent through a third way in (the other server's HTTP), heard on both sockets.
    const reply = await signedCall(other, player, calls.chatSend, { text: 'Across servers' });
    if (!reply.body.status) throw new Error(reply.body.data);
    const sent = reply.body.data;
    await agent.next((e) => e.type === 'message' && e.message.id === sent.id);
    await channel.next((e) => e.type === 'message' && e.message.id === sent.id);
    // The operator's server marked it delivered; the player's socket is told.
    await channel.next((e) => e.type === 'delivered' && e.up_to === sent.id);

    const answer = await signedCall(app, operator, calls.adminChatSend, {
      id: session.conversation_id,
      text: 'Answered from the first server',
    });
    if (!answer.body.status) throw new Error(answer.body.data);
    const answered = answer.body.data;
    await channel.next((e) => e.type === 'message' && e.message.id === answered.id);
    await agent.next((e) => e.type === 'delivered' && e.up_to === answered.id);

    // The last operator leaves the other server: the player's server says so.
    agent.socket.close();
    await channel.next((e) => e.type === 'presence' && !e.operator_online);
  });

  it('works without the socket: the player polls and finds the reply', async () => {
    const player = await signIn(app);
    const session = await open(player);
    const sent = await send(player, 'Hello?');
    await signedCall(app, operator, calls.adminChatSend, {
      id: session.conversation_id,
      text: 'Hi, how can I help?',
    });
    const polled = await signedCall(app, player, calls.chatMessages, { after: sent.id });
    if (!polled.body.status) throw new Error(polled.body.data);
    const texts = polled.body.data.map((m) => m.text);
    expect(texts).toContain('Hi, how can I help?');
    // Fetched by the player: delivered.
    const thread = await signedCall(app, operator, calls.adminChatMessages, {
      id: session.conversation_id,
      after: sent.id,
    });
    if (!thread.body.status) throw new Error(thread.body.data);
    expect(thread.body.data.find((m) => m.author === 'operator')!.delivered_at).not.toBe('');
  });

  it('keeps every conversation to its owner', async () => {
    const alice = await signIn(app);
    const bob = await signIn(app);
    const aliceSession = await open(alice);
    await send(alice, 'Alice secret question');
    const bobSession = await open(bob);
    expect(bobSession.conversation_id).not.toBe(aliceSession.conversation_id);
    expect(bobSession.messages).toEqual([]);
    const polled = await signedCall(app, bob, calls.chatMessages, { after: 0 });
    expect(polled.body).toEqual({ status: true, data: [] });
    // A visitor token is its own conversation, and a player cannot use operator calls.
    const visitor = await call(
      app,
      calls.chatOpen,
      { visitor: visitorToken() },
      fromIp(randomIp()),
    );
    expect(visitor.body.status && visitor.body.data.messages).toEqual([]);
    const peek = await signedCall(app, bob, calls.adminChatMessages, {
      id: aliceSession.conversation_id,
    });
    expect(peek.statusCode).toBe(401);
    // A ticket opens one socket, once.
    const ticket = (await open(bob)).ticket;
    await connect(ticket);
    await expect(connect(ticket)).rejects.toThrow();
    await expect(connect('not-a-ticket-at-all-0000')).rejects.toThrow();
  });

  it('lets visitors chat with a browser token and asks for one without a session', async () => {
    const ip = fromIp(randomIp());
    const visitor = visitorToken();
    const opened = await call(app, calls.chatOpen, { visitor, name: 'Guest' }, ip);
    expect(opened.body.status).toBe(true);
    const sent = await call(app, calls.chatSend, { visitor, text: 'Can I play without KYC?' }, ip);
    expect(sent.body).toMatchObject({ status: true, data: { author: 'player' } });
    const again = await call(app, calls.chatOpen, { visitor }, ip);
    if (!again.body.status) throw new Error(again.body.data);
    expect(again.body.data.messages[0]!.text).toBe('Can I play without KYC?');
    const db = await testDatabase();
    const [stored] = await db.query<{ visitor_hash: string }>(
      'SELECT visitor_hash FROM chat_conversations WHERE id = $1',
      [again.body.data.conversation_id],
    );
    expect(stored!.visitor_hash).not.toContain(visitor);

    const anonymous = await call(app, calls.chatSend, { text: 'hi' }, ip);
    expect(anonymous.body).toMatchObject({ status: false, data: CHAT_MESSAGES.noOwner });
    const image = await call(app, calls.chatSend, { visitor, image: `${'a'.repeat(32)}.png` }, ip);
    expect(image.body).toMatchObject({ status: false, code: 'ERR_FILE_UPLOAD' });
  });

  it('attaches only the player’s own uploads, shown through a signed link', async () => {
    const player = await signIn(app);
    const other = await signIn(app);
    const upload = await signedCall(app, player, calls.ossUpload, imageForm(PNG_1X1));
    if (!upload.body.status) throw new Error(upload.body.data);
    const key = upload.body.data.object_key;
    const stolen = await signedCall(app, other, calls.chatSend, { image: key });
    expect(stolen.body).toMatchObject({ status: false, data: CHAT_MESSAGES.unknownImage });
    const sent = await signedCall(app, player, calls.chatSend, { image: key, text: 'receipt' });
    if (!sent.body.status) throw new Error(sent.body.data);
    expect(sent.body.data.image_url).toMatch(new RegExp(`^/uploads/${key}\\?exp=\\d+&sig=`));
    const image = await app.inject({ method: 'GET', url: sent.body.data.image_url });
    expect(image.statusCode).toBe(200);
  });

  it('closes a conversation; the next message starts a new one', async () => {
    const player = await signIn(app);
    const session = await open(player);
    const channel = await connect(session.ticket);
    await send(player, 'Thanks, solved');
    const closed = await signedCall(app, operator, calls.adminChatClose, {
      id: session.conversation_id,
    });
    expect(closed.body).toEqual({ status: true, data: true });
    await channel.next((e) => e.type === 'closed');
    const again = await signedCall(app, operator, calls.adminChatClose, {
      id: session.conversation_id,
    });
    expect(again.body).toMatchObject({ status: false, data: CHAT_MESSAGES.closed });
    const reopened = await open(player);
    expect(reopened.conversation_id).not.toBe(session.conversation_id);
    expect(reopened.messages.map((m) => m.text)).toContain('Thanks, solved');
  });

  it('rate limits messages before storing them, also when they arrive at once', async () => {
    const player = await signIn(app);
    await open(player);
    const sends = await Promise.all(
      Array.from({ length: CHAT_SENDS.max + 5 }, (_, i) =>
        signedCall(app, player, calls.chatSend, { text: `flood ${i}` }),
      ),
    );
    const refused = sends.filter((s) => !s.body.status);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.body).toMatchObject({ data: CHAT_MESSAGES.tooFast });
    const stored = (await open(player)).messages.filter((m) => m.author === 'player');
    expect(stored).toHaveLength(CHAT_SENDS.max);
  });
});
