-- Codes by email (docs/auth.md, "Email"). An email code keeps its address (lower case) in
-- `email` and '' in country_code and phone; a code sent by SMS keeps '' in `email`.
ALTER TABLE otp_codes ADD COLUMN email text NOT NULL DEFAULT '';

CREATE INDEX otp_codes_email_ip_idx ON otp_codes (email, ip, created_at DESC);

-- A proven email address (email_check_state 1) belongs to one account: a reset code sent to it
-- resets that account. Addresses set before they could be proven stay 0 and may repeat.
CREATE UNIQUE INDEX members_proven_email_key ON members (lower(email)) WHERE email_check_state = 1;
