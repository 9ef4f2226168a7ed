-- The header's suggestions at 100,000 products. Ranking every match of a common word
-- ('auriculares' matches thousands of names) cost seconds; suggestions need only the few nearest
-- names, which a GiST trigram index hands out nearest first (ORDER BY <<-> LIMIT n).
CREATE INDEX products_name_folded_gist ON products USING gist (name_folded gist_trgm_ops);
