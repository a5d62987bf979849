-- KYC (docs/kyc.md): the record each player fills in, every change of members.kyc_status (which
-- the KYC module owns), the branches offered as nearest branch, and ID-OCR transactions.
CREATE TABLE kyc_records (
  uid integer PRIMARY KEY REFERENCES members (uid),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  submitted_at timestamptz,
  first_name text NOT NULL DEFAULT '',
  middle_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  id_type text NOT NULL DEFAULT '',
  id_number text NOT NULL DEFAULT '',
  birthday text NOT NULL DEFAULT '',
  nearest_branch text NOT NULL DEFAULT '',
  shop_id integer NOT NULL DEFAULT 0,
  gender text NOT NULL DEFAULT '',
  -- object keys of the player's uploads
  id_photo text NOT NULL DEFAULT '',
  id_photo_back text NOT NULL DEFAULT '',
  selfie_with_id_photo text NOT NULL DEFAULT '',
  face text NOT NULL DEFAULT '',
  issuing_authority text NOT NULL DEFAULT '',
  expiry_date text NOT NULL DEFAULT '',
  place_of_birth text NOT NULL DEFAULT '',
  nationality text NOT NULL DEFAULT 'Philippines',
  current_address text NOT NULL DEFAULT '',
  permanent_address text NOT NULL DEFAULT '',
  nature_of_work text NOT NULL DEFAULT '',
  source_of_income text NOT NULL DEFAULT '',
  occupation text NOT NULL DEFAULT '',
  issue_msg text NOT NULL DEFAULT '',
  issue_fields jsonb NOT NULL DEFAULT '[]',
  comment text NOT NULL DEFAULT '',
  reviewer text NOT NULL DEFAULT '',
  review_times integer NOT NULL DEFAULT 0,
  -- 0 none, 1 failed, 2 success
  ocr_status smallint NOT NULL DEFAULT 0,
  ocr jsonb,
  version integer NOT NULL DEFAULT 0
);

CREATE TABLE kyc_status_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid integer NOT NULL REFERENCES members (uid),
  from_status smallint NOT NULL,
  to_status smallint NOT NULL,
  -- 'player', 'system' (the deadline) or 'operator:<username>'
  actor text NOT NULL,
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);

CREATE INDEX kyc_status_history_uid_idx ON kyc_status_history (uid, id);

CREATE TABLE kyc_shops (
  id integer PRIMARY KEY,
  address text NOT NULL,
  sorting integer NOT NULL DEFAULT 0
);

CREATE TABLE ocr_transactions (
  id text PRIMARY KEY,
  uid integer NOT NULL REFERENCES members (uid),
  biz_id text NOT NULL,
  id_type text NOT NULL,
  -- pending, success, failed, interrupted
  status text NOT NULL DEFAULT 'pending',
  complete_url text NOT NULL,
  interrupt_url text NOT NULL,
  -- The provider's own id of this verification (its session), to ask it for the outcome.
  provider_ref text NOT NULL DEFAULT '',
  result jsonb,
  -- The document verified by a success: one document verifies one player only.
  id_number text,
  applied boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);

CREATE INDEX ocr_transactions_uid_idx ON ocr_transactions (uid, created_at DESC);
CREATE INDEX ocr_transactions_document_idx ON ocr_transactions (id_type, id_number) WHERE status = 'success';
CREATE INDEX members_kyc_deadline_idx ON members (created_at) WHERE kyc_status IN (0, 1, 3, 4);
