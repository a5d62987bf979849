-- replaces: 010_members.sql
-- What every module shares (docs/architecture.md, the platform layer): the used request
-- signatures, the throttles and the uploads. Created with the members until they were split by
-- owner; a database that ran 010_members.sql has them already.

-- Signatures already accepted, kept until their timestamp leaves the allowed window.
CREATE TABLE request_signatures (
  signature text PRIMARY KEY,
  session_id text NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE INDEX request_signatures_expires_idx ON request_signatures (expires_at);

-- Failure counters and locks, shared by every server: scope 'otp' (per phone: wrong codes and
-- the send limit), 'login-phone', 'login-ip', 'auth-password' (per player).
CREATE TABLE auth_throttle (
  scope text NOT NULL,
  subject text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL,
  locked_until timestamptz,
  PRIMARY KEY (scope, subject)
);

-- Uploaded files. Public ones (avatars) are served by key; others only through a signed link.
CREATE TABLE uploads (
  object_key text PRIMARY KEY,
  uid integer NOT NULL REFERENCES members (uid),
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  is_public boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);

CREATE INDEX uploads_uid_idx ON uploads (uid, created_at DESC);
