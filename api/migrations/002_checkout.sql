-- Checkout: orders and their items, idempotency keys, payments and their notifications, loan
-- queries, withdrawals, contact messages, and the payment sandbox. PostgreSQL 15 and PGlite alike.

CREATE TABLE orders (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  -- pending_payment → paid, cancelled or expired; a paid order never goes back.
  status text NOT NULL DEFAULT 'pending_payment' CHECK (status IN ('pending_payment', 'paid', 'cancelled', 'expired')),
  payment_method text NOT NULL CHECK (payment_method IN ('Tarjeta de crédito', 'Prestamo', 'Transferencia', 'Mercado Pago')),
  shipment_method text NOT NULL CHECK (shipment_method IN ('Envío a domicilio', 'Retiro en local')),
  contact_name text NOT NULL,
  contact_email text NOT NULL,
  contact_phone text NOT NULL,
  contact_cuil text,
  -- The delivery address, or the pickup store.
  address jsonb NOT NULL,
  billing_address jsonb,
  subtotal numeric(14, 2) NOT NULL CHECK (subtotal >= 0),
  coupon_id integer REFERENCES coupons(id),
  coupon_code text,
  discount numeric(14, 2) NOT NULL DEFAULT 0 CHECK (discount >= 0),
  shipping_cost numeric(14, 2) NOT NULL DEFAULT 0 CHECK (shipping_cost >= 0),
  -- subtotal - discount + shipping_cost: what is paid.
  total numeric(14, 2) NOT NULL CHECK (total >= 0),
  carrier_id text,
  estimated_delivery timestamptz,
  -- For 'Prestamo': the offer it was checked against, the instalments, the TEA and the CFTEA.
  loan jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Only card and Mercado Pago orders expire unpaid; transfers and loans wait for the operator.
  expires_at timestamptz,
  paid_at timestamptz,
  -- Receipt by the shopper (delivered or picked up), recorded by the operator: the withdrawal's 10 days start here.
  delivered_at timestamptz,
  closed_at timestamptz
);
CREATE INDEX orders_user ON orders (user_id);
CREATE INDEX orders_expiring ON orders (expires_at) WHERE status = 'pending_payment' AND expires_at IS NOT NULL;

CREATE TABLE order_items (
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products(id),
  name text NOT NULL,
  unit_price numeric(14, 2) NOT NULL CHECK (unit_price >= 0),
  quantity integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (order_id, product_id)
);

-- A retried POST with the same Idempotency-Key gets the first answer back. `scope` keeps one
-- member's keys apart from another's and from guests'.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  order_id integer REFERENCES orders(id) ON DELETE CASCADE,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);

-- The provider's checkout of an order: a Mercado Pago preference or a Getnet order, one each.
CREATE TABLE payments (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('mercadopago', 'getnet')),
  reference text NOT NULL,
  redirect_url text NOT NULL,
  amount numeric(14, 2) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, provider),
  UNIQUE (provider, reference)
);

-- Every notification and return, with the status the provider gave when asked and what it did.
CREATE TABLE payment_events (
  id serial PRIMARY KEY,
  provider text NOT NULL,
  source text NOT NULL CHECK (source IN ('webhook', 'return')),
  payment_reference text NOT NULL,
  order_id integer REFERENCES orders(id) ON DELETE CASCADE,
  state text NOT NULL,
  amount numeric(14, 2),
  outcome text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_events_order ON payment_events (order_id);

-- Each credit offer asked for: its id is the consultaId the shopper sees.
CREATE TABLE loan_queries (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  cuil text NOT NULL,
  plan text NOT NULL,
  channel text NOT NULL,
  engine text NOT NULL,
  resultado text NOT NULL,
  respuesta_motor text NOT NULL,
  maximo_capital numeric(14, 2) NOT NULL,
  maximo_cuota numeric(14, 2) NOT NULL,
  engine_reference text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX loan_queries_user ON loan_queries (user_id, id);

CREATE TABLE withdrawals (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  order_id integer NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  message text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contact_messages (
  id serial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The local stand-in for Mercado Pago and Getnet: a checkout per order, and each decision taken
-- on its page (a payment: its serial id plays Mercado Pago's payment id).
CREATE TABLE sandbox_checkouts (
  id text PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('mercadopago', 'getnet')),
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  amount numeric(14, 2) NOT NULL,
  return_url text NOT NULL,
  notification_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sandbox_payments (
  id serial PRIMARY KEY,
  checkout_id text NOT NULL REFERENCES sandbox_checkouts(id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('approved', 'pending', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_payments_checkout ON sandbox_payments (checkout_id, id);
