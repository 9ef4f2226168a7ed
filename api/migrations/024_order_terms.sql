-- The shop's Términos y condiciones the shopper accepted to buy: the version, and when. Orders placed
-- before the acceptance was asked for keep both empty.
ALTER TABLE orders ADD COLUMN terms_version text;
ALTER TABLE orders ADD COLUMN terms_accepted_at timestamptz;
