-- Listing counts without reading the catalogue (query plans: the notes of `npm run bench -- --only api`).
-- Runs on PostgreSQL 15 and on PGlite (PostgreSQL 18): keep to SQL both know.

-- A listing's facets and total are sums of how many offered products each (category, brand) pair
-- has; without a term they were counted on every first request after a change, an index-only scan
-- of every active product (40–50 ms at 100,000). They are now kept here, per pair and price band,
-- current with every write: a listing sums a few hundred rows, and a price range counts exactly
-- only the products in the two bands its ends cut through (listingQueries.ts).

-- The bands' lower bounds: 1,000 growing by about 10 % a step, rounded to two digits (1,000, 1,100,
-- 1,200, ... 960,000,000,000). Computed once and written into the function as a constant, so that
-- a band is a binary search and the planner folds it for a given price.
DO $$
DECLARE bounds numeric[];
BEGIN
  SELECT array_agg(DISTINCT round(x, 1 - floor(log(x))::int) ORDER BY round(x, 1 - floor(log(x))::int)) INTO bounds
    FROM (SELECT 1000 * 1.1::numeric ^ i AS x FROM generate_series(0, 217) AS i) AS steps;
  EXECUTE format('CREATE FUNCTION listing_price_bounds() RETURNS numeric[] IMMUTABLE PARALLEL SAFE LANGUAGE sql AS %L',
                 format('SELECT %L::numeric[]', bounds));
END $$;

-- 0 below 1,000; n for a price from the n-th bound up to the next.
CREATE FUNCTION listing_price_band(price numeric) RETURNS int IMMUTABLE PARALLEL SAFE LANGUAGE sql
  AS 'SELECT width_bucket(price, listing_price_bounds())';

-- Active products only, whatever their category's and brand's status (applied when read).
CREATE TABLE listing_groups (
  category_id integer NOT NULL,
  brand_id integer NOT NULL,
  price_band integer NOT NULL,
  products integer NOT NULL,
  PRIMARY KEY (category_id, brand_id, price_band)
);

CREATE FUNCTION recount_listing_groups() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      DELETE FROM listing_groups;
    ELSIF TG_LEVEL = 'ROW' THEN
      -- An update that moves a product between groups, or switches it on or off.
      IF OLD.active THEN
        UPDATE listing_groups SET products = products - 1
         WHERE (category_id, brand_id, price_band) = (OLD.category_id, OLD.brand_id, listing_price_band(OLD.final_price));
      END IF;
      IF NEW.active THEN
        INSERT INTO listing_groups VALUES (NEW.category_id, NEW.brand_id, listing_price_band(NEW.final_price), 1)
          ON CONFLICT (category_id, brand_id, price_band) DO UPDATE SET products = listing_groups.products + 1;
      END IF;
      DELETE FROM listing_groups
       WHERE (category_id, brand_id, price_band) = (OLD.category_id, OLD.brand_id, listing_price_band(OLD.final_price)) AND products <= 0;
    ELSIF TG_OP = 'INSERT' THEN
      INSERT INTO listing_groups
        SELECT category_id, brand_id, listing_price_band(final_price), count(*) FROM new_products WHERE active GROUP BY 1, 2, 3
        ON CONFLICT (category_id, brand_id, price_band) DO UPDATE SET products = listing_groups.products + EXCLUDED.products;
    ELSE
      WITH gone AS (
        SELECT category_id, brand_id, listing_price_band(final_price) AS price_band, count(*) AS products FROM old_products WHERE active GROUP BY 1, 2, 3
      )
      UPDATE listing_groups g SET products = g.products - gone.products
        FROM gone WHERE (g.category_id, g.brand_id, g.price_band) = (gone.category_id, gone.brand_id, gone.price_band);
      DELETE FROM listing_groups WHERE products <= 0;
    END IF;
    RETURN NULL;
  END $$;

-- Inserts and deletes once per statement (a catalogue import adds its 100,000 rows in one go);
-- updates only when what a group is made of changed: orders taking stock never run it.
CREATE TRIGGER products_count_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION recount_listing_groups();
CREATE TRIGGER products_count_deleted AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_products FOR EACH STATEMENT EXECUTE FUNCTION recount_listing_groups();
CREATE TRIGGER products_count_updated AFTER UPDATE ON products
  FOR EACH ROW WHEN ((OLD.category_id, OLD.brand_id, OLD.final_price, OLD.active) IS DISTINCT FROM (NEW.category_id, NEW.brand_id, NEW.final_price, NEW.active))
  EXECUTE FUNCTION recount_listing_groups();
CREATE TRIGGER products_count_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION recount_listing_groups();

INSERT INTO listing_groups
  SELECT category_id, brand_id, listing_price_band(final_price), count(*) FROM products WHERE active GROUP BY 1, 2, 3;

-- The same sums per word of the names: how many active products of each (category, brand) pair have
-- the word. A search for one word ('xiaomi', 'auriculares', or the start of just one word: 'xia')
-- counts its facets from here instead of reading each of its matches from the table (16,000 rows
-- for 'xiaomi'). Words are name_words' lexemes (migration 010), each once per product.
CREATE TABLE word_groups (
  word text COLLATE "C" NOT NULL,
  category_id integer NOT NULL,
  brand_id integer NOT NULL,
  products integer NOT NULL,
  PRIMARY KEY (word, category_id, brand_id)
);

CREATE FUNCTION recount_word_groups() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      DELETE FROM word_groups;
    ELSIF TG_LEVEL = 'ROW' THEN
      IF OLD.active THEN
        UPDATE word_groups SET products = products - 1
         WHERE word = ANY(tsvector_to_array(OLD.name_words)) AND (category_id, brand_id) = (OLD.category_id, OLD.brand_id);
      END IF;
      IF NEW.active THEN
        INSERT INTO word_groups SELECT word, NEW.category_id, NEW.brand_id, 1 FROM unnest(tsvector_to_array(NEW.name_words)) AS word
          ON CONFLICT (word, category_id, brand_id) DO UPDATE SET products = word_groups.products + 1;
      END IF;
      DELETE FROM word_groups
       WHERE word = ANY(tsvector_to_array(OLD.name_words)) AND (category_id, brand_id) = (OLD.category_id, OLD.brand_id) AND products <= 0;
    ELSIF TG_OP = 'INSERT' THEN
      INSERT INTO word_groups
        SELECT word, category_id, brand_id, count(*) FROM new_products, unnest(tsvector_to_array(name_words)) AS word WHERE active GROUP BY 1, 2, 3
        ON CONFLICT (word, category_id, brand_id) DO UPDATE SET products = word_groups.products + EXCLUDED.products;
    ELSE
      WITH gone AS (
        SELECT word, category_id, brand_id, count(*) AS products FROM old_products, unnest(tsvector_to_array(name_words)) AS word WHERE active GROUP BY 1, 2, 3
      )
      UPDATE word_groups g SET products = g.products - gone.products
        FROM gone WHERE (g.word, g.category_id, g.brand_id) = (gone.word, gone.category_id, gone.brand_id);
      DELETE FROM word_groups WHERE products <= 0;
    END IF;
    RETURN NULL;
  END $$;

CREATE TRIGGER products_count_inserted_words AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION recount_word_groups();
CREATE TRIGGER products_count_deleted_words AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_products FOR EACH STATEMENT EXECUTE FUNCTION recount_word_groups();
CREATE TRIGGER products_count_updated_words AFTER UPDATE ON products
  FOR EACH ROW WHEN ((OLD.name, OLD.category_id, OLD.brand_id, OLD.active) IS DISTINCT FROM (NEW.name, NEW.category_id, NEW.brand_id, NEW.active))
  EXECUTE FUNCTION recount_word_groups();
CREATE TRIGGER products_count_truncated_words AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION recount_word_groups();

INSERT INTO word_groups
  SELECT word, category_id, brand_id, count(*) FROM products, unnest(tsvector_to_array(name_words)) AS word WHERE active GROUP BY 1, 2, 3;

-- A listing sorted by price with categories or brands chosen reads each chosen (category, brand)
-- pair's products in price order from here and merges them (listingQueries.ts); the id settles
-- equal prices without reading the rows. The counts' price edges still read it index-only.
DROP INDEX products_category_brand_price;
CREATE INDEX products_category_brand_price ON products (category_id, brand_id, final_price, id) WHERE active;
