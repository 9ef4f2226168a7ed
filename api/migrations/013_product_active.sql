-- The back office can take a product off the shop without deleting it (its orders keep pointing at
-- it): an inactive product is not listed, found, suggested, shown, mapped nor sold.
-- Runs on PostgreSQL 15 and on PGlite (PostgreSQL 18): keep to SQL both know.

ALTER TABLE products ADD COLUMN active boolean NOT NULL DEFAULT true;

-- The listing's indexes hold only what shoppers are offered: the counts stay index-only scans of
-- (category, brand, price) and the pages by price keep reading only the rows they show, whatever
-- the number of inactive products. The queries say `p.active`, which these predicates imply.
-- (category, price) and (brand, price) stay whole: the back office filters every product by them.
DROP INDEX products_category_brand_price;
CREATE INDEX products_category_brand_price ON products (category_id, brand_id, final_price) WHERE active;
DROP INDEX products_price;
CREATE INDEX products_price ON products (final_price, id) INCLUDE (category_id, brand_id) WHERE active;
-- The back office's filter 'inactive': few rows, found without reading the catalogue.
CREATE INDEX products_inactive ON products (id) WHERE NOT active;
-- The back office's list sorted by name or price, over every product: a page walks the index
-- instead of sorting the catalogue. Names and prices change seldom; stock and updated_at change
-- with every order and stay unindexed, so that taking stock remains a HOT update (no index written).
CREATE INDEX products_name ON products (name, id);
CREATE INDEX products_price_all ON products (final_price, id);

-- Switching a product on or off changes what a listing counts: its cached counts must go at once.
DROP TRIGGER products_bump_listing_version_fields ON products;
CREATE CONSTRAINT TRIGGER products_bump_listing_version_fields AFTER UPDATE ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.name, OLD.category_id, OLD.brand_id, OLD.final_price, OLD.active) IS DISTINCT FROM (NEW.name, NEW.category_id, NEW.brand_id, NEW.final_price, NEW.active))
  EXECUTE FUNCTION bump_listing_version();
