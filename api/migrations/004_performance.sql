-- Catalogue speed at 100,000 products (plans and figures in bench/RESULTS.md).
-- Runs on PostgreSQL 15 and on PGlite (PostgreSQL 18): keep to SQL both know.

-- Search compared fold(p.name) row by row, and fold() (unaccent with its dictionary) cost about
-- 40 µs a call: a search recomputed it three to five times for every candidate row. The folded
-- name is now kept in the row, written once when the name is, and searched through its own index.
ALTER TABLE products ADD COLUMN name_folded text GENERATED ALWAYS AS (fold(name)) STORED;
CREATE INDEX products_name_folded_trgm ON products USING gin (name_folded gin_trgm_ops);
DROP INDEX IF EXISTS products_name_trgm;

-- The listing's page count read every matching row from the table (a bitmap heap scan over
-- thousands of pages). With category, brand and price in one index it is an index-only scan.
CREATE INDEX products_category_brand_price ON products (category_id, brand_id, final_price);

-- A listing page sorted by price walked the price index and read each candidate row from the
-- table to test its category and brand. With both carried in the index, the page's ids come from
-- the index alone and only the 12 rows shown are read.
DROP INDEX IF EXISTS products_price;
CREATE INDEX products_price ON products (final_price, id) INCLUDE (category_id, brand_id);
