-- The restricted-persons list (docs/responsible-gaming.md, "Restricted persons"): people barred
-- from gambling, imported by operators. A listed phone gets no account and cannot sign in; a KYC
-- record with a listed name and birthday blocks its account.
CREATE TABLE restricted_persons (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- As members store phones: '63' and '9171234567', so the phone lookup is an equality.
  country_code text NOT NULL,
  phone text NOT NULL,
  -- The name as compared (members/restricted/restricted-names.ts): given names first, lower
  -- case, no accents or punctuation, single spaces ('Dela Cruz, Juan S.' is 'juan s dela cruz').
  name text NOT NULL CHECK (name <> ''),
  birthday date NOT NULL,
  added_at timestamptz NOT NULL,
  -- operators.id; no foreign key, as members sit below operators (like rg_restrictions).
  added_by integer NOT NULL
);

-- One row a person as imported: a re-import of the same people adds nothing. Its leading
-- columns serve the phone lookup at sign-up and sign-in.
CREATE UNIQUE INDEX restricted_persons_person_key
  ON restricted_persons (country_code, phone, birthday, name);
-- The KYC lookup: the few people born that day, whose names are then compared.
CREATE INDEX restricted_persons_birthday_idx ON restricted_persons (birthday);
