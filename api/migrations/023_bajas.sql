-- The 'Botón de baja': anyone may ask to cancel an order not yet shipped or an account, without
-- signing in; it takes effect only through the link mailed to that order's or account's address.
-- Every request is kept with its code (given at once), what it named, and what came of it.
-- Runs on PostgreSQL 15 and on PGlite (PostgreSQL 18): keep to SQL both know.
CREATE TABLE bajas (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('order', 'account')),
  -- What was asked for, as typed: the order's number (for an order) and the e-mail.
  order_id integer,
  email text NOT NULL,
  -- The account it matched (an order's match is order_id itself); null once the account is gone.
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  matched boolean NOT NULL,
  -- Only the link token's hash is kept: the table opens nothing. Null when nothing matched.
  token_hash text UNIQUE,
  requested_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  outcome text CHECK (outcome IN ('order_cancelled', 'refund_requested', 'already_shipped', 'already_closed', 'account_deleted'))
);
-- The staff's list, newest first.
CREATE INDEX bajas_requested ON bajas (requested_at DESC, id DESC);
