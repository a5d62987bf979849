import type { FastifyInstance } from 'fastify';
import {
  escapeHtml,
  sendPage,
  serveSimulatorStyle,
  simulatorPage,
} from '../../http/simulator-pages.ts';
import type { Clock } from '../../providers/clock.ts';
import type { ShopAuthSimulator } from '../../providers/shop/simulator.ts';
import type { Queryable } from '../../db/database.ts';
import { SHOP_VOUCHER_PATH } from '../finance/index.ts';
import { listProducts } from './partner-queries.ts';
import type { ProductRow } from './partner-queries.ts';
import { bodySignature } from '../../platform/crypto.ts';
import { ENTRY_TOKEN_PATH } from './routes.ts';
import { DEMO_PARTNER } from './rules.ts';

export const PARTNER_SIM_PREFIX = '/sim/partner/';
export const SHOP_SIM_PREFIX = '/sim/shop/';

const FORM = 'application/x-www-form-urlencoded';

const STYLE = `body{margin:0;font:16px/1.45 system-ui,sans-serif;background:#f1f5f9;color:#0f172a}main{max-width:420px;margin:0 auto;padding:20px 16px}.brand{margin:0;font-weight:700}h1{font-size:22px;margin:6px 0 16px}form{display:grid;gap:12px;background:#fff;border-radius:12px;padding:16px}label{display:grid;gap:4px;font-weight:600}input{font:inherit;padding:10px 12px;border:1px solid #cbd5e1;border-radius:8px}button{min-height:48px;border:0;border-radius:999px;font:inherit;font-weight:700;color:#fff;cursor:pointer}.note{color:#475569;font-size:14px}.error{color:#991b1b;background:#fee2e2;padding:8px 12px;border-radius:8px}`;

/** The two simulators' stylesheets: one look, each in its partner's colour. */
const styleIn = (colour: string) => `${STYLE}.brand{color:${colour}}button{background:${colour}}`;
const WALLET = { prefix: PARTNER_SIM_PREFIX, colour: '#6d28d9' };
const SHOP = { prefix: SHOP_SIM_PREFIX, colour: '#db2777' };

function page(title: string, brand: string, sim: typeof WALLET, body: string): string {
  return simulatorPage({ title, brand, stylesheet: `${sim.prefix}style.css`, body });
}

function walletPage(error?: string) {
  return page(
    'Demo Wallet: play PisoPlay',
    'Partner wallet simulator (Demo Wallet)',
    WALLET,
    `<h1>Play PisoPlay with your wallet</h1>${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${PARTNER_SIM_PREFIX}enter">
<label>Wallet user id<input name="user_id" value="wallet-user-1" required maxlength="64"></label>
<label>Game code (empty: the lobby)<input name="game" value="" maxlength="64"></label>
<button>Open PisoPlay</button>
</form>
<p class="note">Stands in for a partner wallet's server: it signs POST ${ENTRY_TOKEN_PATH} with the demo partner's key and sends you to the entry link it answers (docs/partners.md).</p>`,
  );
}

function shopPage() {
  return page(
    'PisoShop: PisoPlay mini app',
    'Shopping-app simulator (PisoShop)',
    SHOP,
    `<h1>Open the PisoPlay mini app</h1>
<form method="post" action="${SHOP_SIM_PREFIX}authorize">
<label>Shopper id<input name="shopper_id" value="shopper-1" required maxlength="64" pattern="[A-Za-z0-9._:@\\-]{1,64}"></label>
<label>Shopper name<input name="name" value="Test Shopper" maxlength="40"></label>
<button>Allow and open</button>
</form>
<p class="note">Stands in for the shopping app: it issues a single-use authCode for the shopper and opens the mini-app entry; our server asks this simulator whose code it is.</p>`,
  );
}

/** A voucher's product page: its price and Buy, then the exchange code the shopper bought. */
function shopProductPage(product: ProductRow | null, code?: string) {
  if (!product) {
    return page(
      'PisoShop voucher',
      'Shopping-app simulator (PisoShop)',
      SHOP,
      '<h1>No such voucher</h1>',
    );
  }
  const pesos = `PHP ${(Number(product.price) / 100).toLocaleString('en-US')}`;
  const body = code
    ? `<h1>Your voucher code</h1><p><output aria-label="Exchange code" style="font:700 22px ui-monospace,monospace">${escapeHtml(code)}</output></p><p class="note">A ${escapeHtml(pesos)} PisoPlay voucher. In PisoPlay open Deposit, choose Voucher and enter this code. It works once.</p><p><a href="/">Back to PisoPlay</a></p>`
    : `<h1>${escapeHtml(product.name)}</h1><p>${escapeHtml(pesos)}</p><form method="post" action="${SHOP_SIM_PREFIX}product/${product.id}/buy"><button>Buy voucher</button></form><p class="note">The shopper pays in the shopping app and receives an exchange code to redeem in PisoPlay (Deposit, Voucher).</p>`;
  return page('PisoShop voucher', 'Shopping-app simulator (PisoShop)', SHOP, body);
}

type Deps = {
  keys: ReadonlyMap<string, string>;
  shop: ShopAuthSimulator;
  clock: Clock;
  db: Queryable;
};

/**
 * Outside production: a partner wallet's server (/sim/partner/) and the shopping app's
 * authorisation (/sim/shop/), so both entries can be tried by hand and in browser tests.
 */
export async function registerPartnerSimulators(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 2048 }, (_r, body, done) =>
      done(null, new URLSearchParams(body as string)),
    );
    serveSimulatorStyle(scope, `${WALLET.prefix}style.css`, styleIn(WALLET.colour));
    serveSimulatorStyle(scope, `${SHOP.prefix}style.css`, styleIn(SHOP.colour));
    const form = (body: unknown) =>
      body instanceof URLSearchParams ? body : new URLSearchParams();

    scope.get(PARTNER_SIM_PREFIX, (_request, reply) => sendPage(reply, 200, walletPage()));
    scope.post(`${PARTNER_SIM_PREFIX}enter`, async (request, reply) => {
      const fields = form(request.body);
      const game = fields.get('game')?.trim();
      const body = JSON.stringify({
        user_id: fields.get('user_id')?.trim() ?? '',
        timestamp: deps.clock.now(),
        ...(game ? { game } : {}),
      });
      const key = deps.keys.get(DEMO_PARTNER.id) ?? '';
      // Over our own HTTP route, exactly as the partner's server would call it.
      const answer = await app.inject({
        method: 'POST',
        url: ENTRY_TOKEN_PATH,
        headers: {
          'content-type': 'application/json',
          'x-partner-id': DEMO_PARTNER.id,
          'x-signature': bodySignature(key, body),
        },
        payload: body,
      });
      const reply_ = answer.json<{ status: string; entry_url?: string; message?: string }>();
      if (answer.statusCode !== 200 || !reply_.entry_url) {
        return sendPage(reply, 400, walletPage(reply_.message ?? reply_.status));
      }
      return reply.redirect(reply_.entry_url, 303);
    });

    scope.get(SHOP_SIM_PREFIX, (_request, reply) => sendPage(reply, 200, shopPage()));
    scope.post(`${SHOP_SIM_PREFIX}authorize`, async (request, reply) => {
      const fields = form(request.body);
      const id = fields.get('shopper_id')?.trim() ?? '';
      if (!/^[A-Za-z0-9._:@-]{1,64}$/.test(id)) return sendPage(reply, 400, shopPage());
      const authCode = deps.shop.issue({ id, name: fields.get('name')?.slice(0, 40) ?? '' });
      return reply.redirect(`/mini-login?${new URLSearchParams({ authCode })}`, 303);
    });
    scope.get<{ Params: { id: string } }>(
      `${SHOP_SIM_PREFIX}product/:id`,
      async (request, reply) => {
        const product = (await listProducts(deps.db)).find(
          (p) => String(p.id) === request.params.id,
        );
        if (!product) return sendPage(reply, 404, shopProductPage(null));
        return sendPage(reply, 200, shopProductPage(product));
      },
    );
    scope.post<{ Params: { id: string } }>(
      `${SHOP_SIM_PREFIX}product/:id/buy`,
      async (request, reply) => {
        const product = (await listProducts(deps.db)).find(
          (p) => String(p.id) === request.params.id,
        );
        if (!product) return sendPage(reply, 404, shopProductPage(null));
        // The shop buys the code from us over our own route, as its server would.
        const answer = await app.inject({
          method: 'POST',
          url: SHOP_VOUCHER_PATH,
          payload: { amount: Number(product.price) / 100 },
        });
        if (answer.statusCode !== 200) return sendPage(reply, 502, shopProductPage(product));
        return sendPage(reply, 200, shopProductPage(product, answer.json<{ code: string }>().code));
      },
    );
  });
}
