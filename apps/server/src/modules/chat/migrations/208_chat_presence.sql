-- Operators connected to the chat, per server (docs/scaling.md): each server keeps its row
-- current while it has operators (renewed every 15 s); a row not renewed for 45 s is a server
-- that died and no longer counts.
CREATE TABLE chat_presence (
  server_id text PRIMARY KEY,
  operators integer NOT NULL CHECK (operators >= 0),
  seen_at timestamptz NOT NULL DEFAULT now()
);
