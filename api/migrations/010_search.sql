-- Search and listing counts at 100,000 products (query plans: the notes of `npm run bench -- --only api`).
-- Runs on PostgreSQL 15 and on PGlite (PostgreSQL 18): keep to SQL both know.

-- The words of a product's name, folded (accents and case), as full-text lexemes a GIN index finds
-- by prefix: 'auricular' finds 'auriculares', 'a5' finds 'A55'. Words are runs of letters and digits
-- (the same split the search applies to what a shopper types); a model number also counts without
-- its hyphens and dots, so 'wh1000xm5' finds 'WH-1000XM5'. No stemming and no stop words: a prefix
-- already covers plurals, and every word of a name is worth finding.
ALTER TABLE products ADD COLUMN name_words tsvector GENERATED ALWAYS AS (
  array_to_tsvector(array_remove(
    regexp_split_to_array(fold(name), '[^a-z0-9]+') || regexp_split_to_array(regexp_replace(fold(name), '[.-]', '', 'g'), '[^a-z0-9]+'),
    ''))
) STORED;
CREATE INDEX products_name_words ON products USING gin (name_words) WITH (fastupdate = off);

-- Every word that appears in a product's name: what a mistyped word is corrected to ('samsumg' →
-- 'samsung'), the most similar by trigrams, one short word against a few thousand whatever the
-- catalogue's size. GIN, not GiST: at 34,000 words it finds the similar ones in 0.04 ms where a GiST
-- nearest-first scan took 2 ms. A word whose products are gone stays: it only ever leads to an empty
-- result.
CREATE TABLE name_words (word text COLLATE "C" PRIMARY KEY);
CREATE INDEX name_words_trgm ON name_words USING gin (word gin_trgm_ops) WITH (fastupdate = off);

CREATE FUNCTION remember_name_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    IF TG_LEVEL = 'ROW' THEN
      INSERT INTO name_words (word) SELECT unnest(tsvector_to_array(NEW.name_words)) ON CONFLICT DO NOTHING;
    ELSE
      INSERT INTO name_words (word) SELECT DISTINCT unnest(tsvector_to_array(name_words)) FROM new_products ON CONFLICT DO NOTHING;
    END IF;
    RETURN NULL;
  END $$;
-- Inserts once per statement: a catalogue import of 100,000 rows adds its words in one go. Updates
-- only when the name changed: orders change stock and never run it.
CREATE TRIGGER products_remember_name_words AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION remember_name_words();
CREATE TRIGGER products_remember_renamed_words AFTER UPDATE OF name ON products
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION remember_name_words();
INSERT INTO name_words (word) SELECT DISTINCT unnest(tsvector_to_array(name_words)) FROM products ON CONFLICT DO NOTHING;

-- Search no longer compares whole names by trigrams: the folded name and its indexes only cost writes.
ALTER TABLE products DROP COLUMN name_folded;

-- A number that moves only when what a listing counts changes: which products exist, their name,
-- category, brand or price, and the categories' and brands' status. The listing's counts are kept
-- per filter until it moves. Orders taking stock leave it alone (catalogue_version moves with every
-- order, which would throw the counts away many times a second), and products without stock are
-- listed and counted like any other.
CREATE SEQUENCE listing_version;

CREATE FUNCTION bump_listing_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN PERFORM nextval('listing_version'); RETURN NULL; END $$;

CREATE CONSTRAINT TRIGGER products_bump_listing_version_rows AFTER INSERT OR DELETE ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_listing_version();
CREATE CONSTRAINT TRIGGER products_bump_listing_version_fields AFTER UPDATE ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.name, OLD.category_id, OLD.brand_id, OLD.final_price) IS DISTINCT FROM (NEW.name, NEW.category_id, NEW.brand_id, NEW.final_price))
  EXECUTE FUNCTION bump_listing_version();
CREATE CONSTRAINT TRIGGER categories_bump_listing_version AFTER INSERT OR UPDATE OR DELETE ON categories
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_listing_version();
CREATE CONSTRAINT TRIGGER brands_bump_listing_version AFTER INSERT OR UPDATE OR DELETE ON brands
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_listing_version();

-- A new sequence's first nextval() leaves last_value where it was (1): taken here, so that the first
-- change of the catalogue after this migration moves both numbers readers compare.
SELECT nextval('listing_version'), nextval('catalogue_version');
