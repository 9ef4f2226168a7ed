-- The national taxes each product's price contains, so every price shown to a final consumer can say
-- what it costs without them (Res. SIC 4/2025; Ley 27.743's transparency). IVA is 21 % in general and
-- 10,5 % on the reduced-rate list (e.g. electronics made in Tierra del Fuego); internal taxes
-- (impuestos internos) are a nominal percent, 0 where none apply.
ALTER TABLE products
  ADD COLUMN iva_rate numeric(4, 2) NOT NULL DEFAULT 21 CHECK (iva_rate IN (21, 10.5)),
  ADD COLUMN internal_tax_rate numeric(5, 2) NOT NULL DEFAULT 0 CHECK (internal_tax_rate >= 0 AND internal_tax_rate <= 100);

-- An order's lines keep the rates of the day they were bought: its pages and mails show what applied
-- then, whatever the catalogue says later. Lines bought before rates were kept took the general rate.
ALTER TABLE order_items
  ADD COLUMN iva_rate numeric(4, 2) NOT NULL DEFAULT 21 CHECK (iva_rate IN (21, 10.5)),
  ADD COLUMN internal_tax_rate numeric(5, 2) NOT NULL DEFAULT 0 CHECK (internal_tax_rate >= 0 AND internal_tax_rate <= 100);
