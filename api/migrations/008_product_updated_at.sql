-- When each product last changed: the sitemap's <lastmod>, and the key of its cached share image.
-- Runs on PostgreSQL 15 and on PGlite (PostgreSQL 18): keep to SQL both know.

ALTER TABLE products ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
-- Existing rows have not changed since they were made, as far as anyone knows.
UPDATE products SET updated_at = created_at;

-- Kept by the database, so every writer (checkout taking stock, the operator, imports) moves it.
CREATE FUNCTION touch_updated_at() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN NEW.updated_at := now(); RETURN NEW; END $$;

CREATE TRIGGER products_touch_updated_at BEFORE UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
