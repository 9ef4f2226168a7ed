-- The back office's orders and marketing: each mail of the outbox knows the order it is about (for
-- the order's history), and the staff's searches and lists have their indexes.
-- Runs on PostgreSQL 15 and on PGlite (PostgreSQL 18): keep to SQL both know.

-- Mails queued before this migration stay unlinked: their order was never recorded.
ALTER TABLE outbox ADD COLUMN order_id integer REFERENCES orders(id) ON DELETE SET NULL;
CREATE INDEX outbox_order ON outbox (order_id, id) WHERE order_id IS NOT NULL;

-- The staff's search of orders by the buyer's e-mail (any case) or CUIL, newest first.
CREATE INDEX orders_email_newest ON orders (lower(contact_email), created_at DESC, id DESC);
CREATE INDEX orders_cuil_newest ON orders (contact_cuil, created_at DESC, id DESC) WHERE contact_cuil IS NOT NULL;

-- The staff's steps on a record, for its history (an order's page).
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id, at);

-- Withdrawal requests, newest first.
CREATE INDEX withdrawals_newest ON withdrawals (created_at DESC, id DESC);

-- Credit lines found by the first digits of a CUIL, whatever the database's collation.
CREATE INDEX credit_lines_cuil_prefix ON credit_lines (cuil text_pattern_ops);
