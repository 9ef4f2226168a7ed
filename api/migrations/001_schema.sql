-- The shop's schema. Runs on PostgreSQL 15 and on PGlite (PostgreSQL 18): keep to SQL both know.

CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- unaccent() is only STABLE; an IMMUTABLE wrapper (dictionary named) lets indexes use it.
-- 'telefono' must find 'Teléfono', so search compares folded text on both sides.
CREATE OR REPLACE FUNCTION fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;

CREATE TABLE categories (
  id integer PRIMARY KEY,
  name text NOT NULL,
  status text NOT NULL DEFAULT 'activa'
);

CREATE TABLE brands (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'activa'
);

CREATE TABLE brand_categories (
  brand_id integer NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  PRIMARY KEY (brand_id, category_id)
);
CREATE INDEX brand_categories_category ON brand_categories (category_id);

CREATE TABLE products (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  price numeric(14, 2) NOT NULL CHECK (price >= 0),
  final_price numeric(14, 2) NOT NULL CHECK (final_price >= 0),
  -- The value of each of the 6 fixed instalments shown on the product.
  internal_cost numeric(14, 2) NOT NULL CHECK (internal_cost >= 0),
  stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  category_id integer NOT NULL REFERENCES categories(id),
  brand_id integer NOT NULL REFERENCES brands(id),
  highlighted boolean NOT NULL DEFAULT false,
  images text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_category_price ON products (category_id, final_price, id);
CREATE INDEX products_brand_price ON products (brand_id, final_price, id);
CREATE INDEX products_price ON products (final_price, id);
CREATE INDEX products_highlighted ON products (id) WHERE highlighted;
CREATE INDEX products_name_trgm ON products USING gin (fold(name) gin_trgm_ops);

CREATE TABLE banners (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('mobile', 'desktop')),
  url text NOT NULL,
  alt text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE stores (
  id integer PRIMARY KEY,
  store text NOT NULL,
  address text NOT NULL,
  phone text NOT NULL,
  map text NOT NULL
);

CREATE TABLE provinces (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE cities (
  id serial PRIMARY KEY,
  province_id integer NOT NULL REFERENCES provinces(id) ON DELETE CASCADE,
  name text NOT NULL,
  UNIQUE (province_id, name)
);

CREATE TABLE coupons (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  discount_type text NOT NULL,
  discount_value numeric(14, 2) NOT NULL CHECK (discount_value >= 0),
  expires_at timestamptz,
  max_uses integer,
  uses integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);

-- Pre-approved credit lines the credit engine answers from, by CUIL.
CREATE TABLE credit_lines (
  cuil text PRIMARY KEY,
  resultado text NOT NULL,
  respuesta_motor text NOT NULL,
  maximo_capital numeric(14, 2) NOT NULL,
  maximo_cuota numeric(14, 2) NOT NULL
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text,
  google_sub text UNIQUE,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  cuil text,
  phone text,
  birthday date,
  email_verified boolean NOT NULL DEFAULT false,
  avatar text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE addresses (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  street text NOT NULL,
  number integer NOT NULL,
  zip_code text NOT NULL,
  city text NOT NULL,
  province text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_user ON addresses (user_id);

-- One row per signed-in device. The refresh token rotates: only its hash is kept,
-- and presenting an older one (reuse) revokes the session.
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  refresh_hash text NOT NULL,
  previous_hash text,
  user_agent text NOT NULL DEFAULT '',
  ip text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE verification_codes (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0
);

-- Mails sent while no SMTP server is configured: what /dev/mailbox lists.
CREATE TABLE outbox (
  id serial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
