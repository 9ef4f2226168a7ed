-- The contract a borrower accepted, kept with the order: the very PDF they could download before
-- accepting (the same bytes: its SHA-256 is the one they can check), the version of its terms and
-- when it was accepted. Never updated: a revocation or a "baja" is recorded elsewhere, the contract stays.
-- Runs on PostgreSQL 15 and on PGlite (PostgreSQL 18): keep to SQL both know.
CREATE TABLE loan_contracts (
  order_id integer PRIMARY KEY REFERENCES orders(id),
  terms_version text NOT NULL,
  -- Hex, 64 characters: what the order's answer and the staff show.
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  pdf bytea NOT NULL,
  accepted_at timestamptz NOT NULL
);
