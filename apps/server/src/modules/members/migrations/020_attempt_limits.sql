-- Limits taken before the work they guard (docs/auth.md, "Rate limits and locks"): every code
-- counts its own tries, and the requesting address is kept with each code so that one address's
-- sends and waits never hold up another's.
ALTER TABLE otp_codes ADD COLUMN tries integer NOT NULL DEFAULT 0;

CREATE INDEX otp_codes_phone_ip_idx ON otp_codes (country_code, phone, ip, created_at DESC);
