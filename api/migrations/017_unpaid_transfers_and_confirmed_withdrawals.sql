-- Stock no one pays for goes back, and a stranger cannot withdraw from someone else's order.
-- Runs on PostgreSQL 15 and on PGlite (PostgreSQL 18): keep to SQL both know.

-- Bank-transfer orders now expire like card orders (TRANSFER_EXPIRY_HOURS); the buyer is reminded
-- once before, and this stamp is what makes it once, whichever server sends it.
ALTER TABLE orders ADD COLUMN expiry_reminded_at timestamptz;

-- Unpaid transfers placed before never expired: they get the default term from now on, so
-- nobody's order vanishes the day this runs.
UPDATE orders SET expires_at = now() + interval '72 hours'
 WHERE status = 'pending_payment' AND payment_method = 'Transferencia' AND expires_at IS NULL;

-- A guest's withdrawal waits here until the link mailed to the order's address is opened: only
-- the token's hash is kept, so reading the table opens nothing.
CREATE TABLE withdrawal_confirmations (
  token_hash text PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  message text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX withdrawal_confirmations_expires ON withdrawal_confirmations (expires_at);

-- A sign-up with a registered e-mail warns the account's owner, at most once an hour: the outbox
-- is asked whether it already did, by recipient and time.
CREATE INDEX outbox_recipient_created ON outbox (recipient, created_at);
