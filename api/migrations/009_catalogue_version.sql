-- A number that moves whenever what a catalogue page shows changes (a product, its stock, a
-- category, a brand, a banner), so every server process can tell whether a page it rendered earlier
-- still holds. A sequence takes no lock (orders taking stock never wait on it), and the triggers run
-- at commit, so the number moves when the change becomes visible, not before.
-- Runs on PostgreSQL 15 and on PGlite (PostgreSQL 18): keep to SQL both know.

CREATE SEQUENCE catalogue_version;

CREATE FUNCTION bump_catalogue_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN PERFORM nextval('catalogue_version'); RETURN NULL; END $$;

CREATE CONSTRAINT TRIGGER products_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version();
CREATE CONSTRAINT TRIGGER categories_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON categories
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version();
CREATE CONSTRAINT TRIGGER brands_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON brands
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version();
CREATE CONSTRAINT TRIGGER banners_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON banners
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version();
