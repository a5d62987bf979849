-- Partner entries (docs/partners.md): partners, the players they bring (linked by the partner's
-- own user id), single-use entry tokens, the partner calls' replay guard and the shopping app's
-- voucher products. Times come from the application clock.

-- Players who arrive through a partner may have no phone: '' is allowed more than once.
DROP INDEX members_phone_key;
CREATE UNIQUE INDEX members_phone_key ON members (country_code, phone) WHERE phone <> '';

-- Signing keys are not stored here: they come from PARTNER_KEYS (config.ts), so a database copy
-- cannot mint entry tokens.
CREATE TABLE partners (
  id text PRIMARY KEY,
  name text NOT NULL,
  -- 'wallet': a partner wallet app that asks for entry tokens; 'miniapp': the shopping app.
  kind text NOT NULL CHECK (kind IN ('wallet', 'miniapp')),
  active boolean NOT NULL DEFAULT true
);

INSERT INTO partners (id, name, kind) VALUES
  ('demo-wallet', 'Demo Wallet', 'wallet'),
  ('shop', 'PisoShop', 'miniapp');

CREATE TABLE partner_members (
  partner_id text NOT NULL REFERENCES partners (id),
  partner_user_id text NOT NULL,
  uid integer NOT NULL UNIQUE REFERENCES members (uid),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (partner_id, partner_user_id)
);

-- Entry tokens: the sha256 of the token only; single use, short lived.
CREATE TABLE partner_entry_tokens (
  token_hash text PRIMARY KEY,
  partner_id text NOT NULL REFERENCES partners (id),
  uid integer NOT NULL REFERENCES members (uid),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX partner_entry_tokens_expires_idx ON partner_entry_tokens (expires_at);

-- Signatures of partner calls already accepted, kept while their timestamp is in the window.
CREATE TABLE partner_request_signatures (
  signature text PRIMARY KEY,
  partner_id text NOT NULL,
  expires_at timestamptz NOT NULL
);

-- The shopping app's gift vouchers for PisoPlay credit (spec 3, Voucher list item).
CREATE TABLE shop_products (
  id integer PRIMARY KEY,
  name text NOT NULL,
  -- Centavos.
  price bigint NOT NULL CHECK (price > 0),
  sorting integer NOT NULL DEFAULT 0
);

INSERT INTO shop_products (id, name, price, sorting) VALUES
  (1, 'PisoPlay Gift Voucher ₱100', 10000, 1),
  (2, 'PisoPlay Gift Voucher ₱300', 30000, 2),
  (3, 'PisoPlay Gift Voucher ₱500', 50000, 3),
  (4, 'PisoPlay Gift Voucher ₱1,000', 100000, 4),
  (5, 'PisoPlay Gift Voucher ₱2,000', 200000, 5),
  (6, 'PisoPlay Gift Voucher ₱5,000', 500000, 6);
