-- An order's life after payment: the operator's steps (preparing, shipped or ready for pickup,
-- delivered), the shopper's withdrawal and its refund, each state entered kept with its time.
-- Runs on PostgreSQL 15 and on PGlite (PostgreSQL 18): keep to SQL both know.

ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN (
  'pending_payment', 'paid', 'preparing', 'shipped', 'ready_for_pickup', 'delivered',
  'cancelled', 'expired', 'withdrawal_requested', 'refunded'
));

-- Home delivery, once shipped: { carrier, trackingCode, trackingUrl } as the operator gave them.
ALTER TABLE orders ADD COLUMN shipment jsonb;

-- One row per state entered, the creation included: the order's timeline.
CREATE TABLE order_events (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN (
    'pending_payment', 'paid', 'preparing', 'shipped', 'ready_for_pickup', 'delivered',
    'cancelled', 'expired', 'withdrawal_requested', 'refunded'
  )),
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_events_order ON order_events (order_id, at, id);

-- The orders placed before kept their times in columns: their timelines are read from them.
INSERT INTO order_events (order_id, status, at)
SELECT order_id, status, at FROM (
  SELECT id AS order_id, 'pending_payment' AS status, created_at AS at FROM orders
  UNION ALL SELECT id, 'paid', paid_at FROM orders WHERE paid_at IS NOT NULL
  UNION ALL SELECT id, 'delivered', delivered_at FROM orders WHERE delivered_at IS NOT NULL
  UNION ALL SELECT id, status, closed_at FROM orders WHERE closed_at IS NOT NULL AND status IN ('cancelled', 'expired')
) earlier
ORDER BY at, order_id;

-- A paid order whose receipt was recorded was delivered: that is now a state of its own.
UPDATE orders SET status = 'delivered' WHERE status = 'paid' AND delivered_at IS NOT NULL;

-- The operator's list (by state or not, by date, newest first) and the member's list (newest first).
CREATE INDEX orders_newest ON orders (created_at DESC, id DESC);
CREATE INDEX orders_status_newest ON orders (status, created_at DESC, id DESC);
CREATE INDEX orders_user_newest ON orders (user_id, created_at DESC, id DESC);
-- The member's index starts with user_id, so it also serves what the old one did (an account's deletion).
DROP INDEX orders_user;
