-- Four eyes (docs/back-office.md): a decision one operator asks for and a second approves. The
-- input is the first call's payload, run as the approver's when approved; request_key (the
-- call's idempotency key, when it has one) makes a retried request the same approval.
CREATE TABLE operator_approvals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  action text NOT NULL,
  request_key text,
  input jsonb NOT NULL,
  summary text NOT NULL,
  target_uid integer,
  reason text NOT NULL,
  requested_by integer NOT NULL REFERENCES operators (id),
  requested_at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'pending'
    CHECK (state IN ('pending', 'running', 'approved', 'rejected', 'failed')),
  decided_by integer REFERENCES operators (id),
  decided_at timestamptz,
  decision_reason text,
  error text
);

CREATE UNIQUE INDEX operator_approvals_request_key ON operator_approvals (action, request_key);
CREATE INDEX operator_approvals_state_idx ON operator_approvals (state, id);
