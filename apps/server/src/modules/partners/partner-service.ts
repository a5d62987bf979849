import { createHash, randomBytes } from 'node:crypto';
import { businessError, centavosToAmount } from '@pisoplay/contract';
import type { KycStatus, Session, Voucher } from '@pisoplay/contract';
import { z } from 'zod';
import type { Database, Queryable } from '../../db/database.ts';
import type { Clock } from '../../providers/clock.ts';
import type { ShopAuth } from '../../providers/shop/shop-auth.ts';
import type { ClientInfo, LinkedSignin } from '../members/index.ts';
import { PARTNER_API_STATUS as STATUS, PARTNER_MESSAGES as MESSAGES } from './messages.ts';
import { isBodySignature } from '../../platform/crypto.ts';
import {
  findLinkedMember,
  findPartner,
  insertEntryToken,
  linkMember,
  listProducts,
  rememberPartnerSignature,
  useEntryToken,
} from './partner-queries.ts';
import {
  ENTRY_TOKEN_TTL_MS,
  PARTNER_CLOCK_WINDOW_MS,
  PARTNER_WALLET_KYC_STATUS,
  SHOP_PARTNER_ID,
} from './rules.ts';

/** The body a partner posts to ask for an entry token (docs/partners.md). */
export const entryTokenRequest = z
  .object({
    user_id: z.string().regex(/^[A-Za-z0-9._:@-]{1,64}$/, 'user_id: 1-64 letters, digits or ._:@-'),
    timestamp: z.number().int().positive(),
    game: z
      .string()
      .regex(/^[A-Za-z0-9 ._'&:-]{1,64}$/, 'game: at most 64 characters of a game name')
      .optional(),
  })
  .strict();

export type EntryTokenAnswer =
  | { http: 200; body: { status: 'OK'; token: string; expires_at: string; entry_url: string } }
  | { http: 400; body: { status: 'BAD_REQUEST'; message: string } }
  | { http: 401; body: { status: 'INVALID_SIGNATURE' } }
  | { http: 403; body: { status: 'PLAYER_BLOCKED' } };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The entry route's address for a token: `token` is base64 of the token (spec 2.1). */
export function entryUrl(token: string, game?: string): string {
  const query = new URLSearchParams({ token: Buffer.from(token).toString('base64') });
  if (game) query.set('game', game);
  return `/partner-login?${query.toString()}`;
}

/** Thrown inside a transaction when a concurrent first visit linked the partner's user first. */
class LinkRace extends Error {}

type PartnerDeps = {
  db: Database;
  clock: Clock;
  keys: ReadonlyMap<string, string>;
  linked: LinkedSignin;
  shop: ShopAuth;
};

/** The partner-wallet and mini-app entries (docs/partners.md). */
export function createPartnerService({ db, clock, keys, linked, shop }: PartnerDeps) {
  /**
   * The player a partner's user id is linked to, created on the first visit, inside `work`'s
   * transaction. Two first visits at once: the one that links second starts over and finds the
   * link.
   */
  async function withLinkedMember<T>(
    link: { partnerId: string; partnerUserId: string; kycStatus: KycStatus; client: ClientInfo },
    work: (tx: Queryable, uid: number) => Promise<T>,
  ): Promise<T> {
    const attempt = () =>
      db.transaction(async (tx) => {
        let uid = await findLinkedMember(tx, link.partnerId, link.partnerUserId);
        if (uid === null) {
          uid = await linked.createMember(
            tx,
            { thirdParty: link.partnerId, kycStatus: link.kycStatus },
            link.client,
          );
          const now = clock.now();
          if (!(await linkMember(tx, { ...link, uid, now }))) throw new LinkRace();
        }
        return work(tx, uid);
      });
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof LinkRace) return attempt();
      throw error;
    }
  }

  const sessionOrThrow = async (tx: Queryable, uid: number, client: ClientInfo) => {
    const opened = await linked.openSession(tx, uid, client);
    if (!opened.ok) throw businessError(MESSAGES.blocked);
    return opened.session;
  };

  return {
    /**
     * A partner's server asks for an entry token for one of its users: signed with the partner's
     * key over the raw body, timestamp within 5 minutes, each signature accepted once.
     */
    async issueEntryToken(input: {
      partnerId: unknown;
      signature: unknown;
      rawBody: Uint8Array;
      client: ClientInfo;
    }): Promise<EntryTokenAnswer> {
      const invalid = { http: 401, body: { status: STATUS.invalidSignature } } as const;
      const partnerId = typeof input.partnerId === 'string' ? input.partnerId : '';
      const key = keys.get(partnerId);
      if (!key || !isBodySignature(key, input.rawBody, input.signature)) return invalid;
      const partner = await findPartner(db, partnerId);
      if (!partner || !partner.active || partner.kind !== 'wallet') return invalid;

      let json: unknown;
      try {
        json = JSON.parse(Buffer.from(input.rawBody).toString('utf8'));
      } catch {
        return { http: 400, body: { status: STATUS.badRequest, message: 'Body is not JSON' } };
      }
      const parsed = entryTokenRequest.safeParse(json);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'Invalid body';
        return { http: 400, body: { status: STATUS.badRequest, message } };
      }
      const now = clock.now();
      if (Math.abs(parsed.data.timestamp - now) > PARTNER_CLOCK_WINDOW_MS) return invalid;

      const token = randomBytes(32).toString('base64url');
      const expiresAt = now + ENTRY_TOKEN_TTL_MS;
      const issued = await withLinkedMember(
        {
          partnerId,
          partnerUserId: parsed.data.user_id,
          kycStatus: PARTNER_WALLET_KYC_STATUS,
          client: input.client,
        },
        async (tx, uid) => {
          const fresh = await rememberPartnerSignature(
            tx,
            String(input.signature),
            partnerId,
            now + 2 * PARTNER_CLOCK_WINDOW_MS,
          );
          if (!fresh) return false;
          await insertEntryToken(tx, { tokenHash: sha256(token), partnerId, uid, now, expiresAt });
          return true;
        },
      );
      if (!issued) return invalid;
      return {
        http: 200,
        body: {
          status: STATUS.ok,
          token,
          expires_at: new Date(expiresAt).toISOString(),
          entry_url: entryUrl(token, parsed.data.game),
        },
      };
    },

    /** The entry route trades a token for a session, once, within its two minutes. */
    loginWithEntryToken(token: string, client: ClientInfo): Promise<Session> {
      return linked.offeringWithdraw(() =>
        db.transaction(async (tx) => {
          const uid = await useEntryToken(tx, sha256(token), clock.now());
          if (uid === null) throw businessError(MESSAGES.entryInvalid);
          return sessionOrThrow(tx, uid, client);
        }),
      );
    },

    /** The mini-app entry: the shopping app says whose authCode it is; that shopper signs in. */
    async loginWithAuthCode(authCode: string, client: ClientInfo): Promise<Session> {
      const shopper = await shop.verify(authCode);
      if (!shopper) throw businessError(MESSAGES.authCodeInvalid);
      // The shop's code works once: a self-excluded shopper's refusal carries a withdraw ticket.
      return linked.offeringWithdraw(() =>
        withLinkedMember(
          { partnerId: SHOP_PARTNER_ID, partnerUserId: shopper.id, kycStatus: 'unset', client },
          (tx, uid) => sessionOrThrow(tx, uid, client),
        ),
      );
    },

    /** The shopping app's vouchers (spec 3): card image, shop page, name, price in pesos. */
    async products(): Promise<Voucher[]> {
      return (await listProducts(db)).map((p) => {
        const pesos = Number(p.price) / 100;
        return {
          img: `shop/voucher-${pesos}.svg`,
          link: `/sim/shop/product/${p.id}`,
          name: p.name,
          price: centavosToAmount(Number(p.price)),
        };
      });
    },
  };
}

export type PartnerService = ReturnType<typeof createPartnerService>;
