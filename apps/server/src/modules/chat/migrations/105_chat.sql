-- The customer-service chat (issue 13, docs/support.md). A conversation belongs to a player (uid)
-- or to a visitor's browser (visitor_hash: SHA-256 of the random token the browser keeps).
CREATE TABLE chat_conversations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid integer REFERENCES members (uid),
  visitor_hash text,
  name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'closed')),
  -- the automatic reply answers the first message only
  bot_replied boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  last_at timestamptz NOT NULL,
  closed_at timestamptz,
  closed_by text,
  CHECK ((uid IS NULL) <> (visitor_hash IS NULL))
);

-- One open conversation per player and per visitor; the index also decides concurrent opens.
CREATE UNIQUE INDEX chat_one_open_per_player ON chat_conversations (uid) WHERE state = 'open' AND uid IS NOT NULL;
CREATE UNIQUE INDEX chat_one_open_per_visitor ON chat_conversations (visitor_hash) WHERE state = 'open' AND visitor_hash IS NOT NULL;
CREATE INDEX chat_conversations_uid_idx ON chat_conversations (uid, id);
CREATE INDEX chat_conversations_visitor_idx ON chat_conversations (visitor_hash, id);
CREATE INDEX chat_conversations_state_idx ON chat_conversations (state, last_at DESC);

CREATE TABLE chat_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id integer NOT NULL REFERENCES chat_conversations (id),
  author text NOT NULL CHECK (author IN ('player', 'operator', 'bot')),
  operator_id integer REFERENCES operators (id),
  text text NOT NULL DEFAULT '',
  -- an upload of the player (uploads.object_key), checked like every upload
  image_key text,
  created_at timestamptz NOT NULL,
  delivered_at timestamptz,
  read_at timestamptz
);

CREATE INDEX chat_messages_conversation_idx ON chat_messages (conversation_id, id);

-- Single-use tickets that open the WebSocket (a browser cannot sign the upgrade request).
CREATE TABLE chat_tickets (
  ticket_hash text PRIMARY KEY,
  -- the conversation of a player or visitor; null for an operator's ticket (every conversation)
  conversation_id integer REFERENCES chat_conversations (id),
  operator_id integer REFERENCES operators (id),
  expires_at timestamptz NOT NULL
);
