-- A borrower's revocation of a loan (within 10 business days of accepting it, no cost, no reason)
-- and their request for its "baja" (early cancellation), each with the code mailed to them.
-- Runs on PostgreSQL 15 and on PGlite (PostgreSQL 18): keep to SQL both know.

-- One of each kind per order: asked again, the first request and its code are the answer.
CREATE TABLE loan_requests (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('revocation', 'cancellation')),
  code text NOT NULL UNIQUE,
  -- The order's state when it was asked: what the revocation found (cancelled, or the goods to come back).
  order_status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, kind)
);
-- The staff's list, newest first.
CREATE INDEX loan_requests_created ON loan_requests (created_at DESC, id DESC);
