-- A CUIL belongs to one account: whoever holds it borrows on its credit line.
-- Existing duplicates keep the CUIL on the oldest account (the one most likely to have set it
-- first: accounts record no date for the CUIL itself) and lose it on the others, whose owners
-- must write to the shop to claim it.
UPDATE users SET cuil = NULL
 WHERE cuil IS NOT NULL
   AND EXISTS (SELECT 1 FROM users older
                WHERE older.cuil = users.cuil
                  AND (older.created_at < users.created_at OR (older.created_at = users.created_at AND older.id < users.id)));
CREATE UNIQUE INDEX users_cuil_unique ON users (cuil) WHERE cuil IS NOT NULL;

-- Offer look-ups are counted per CUIL over a day (per account over an hour, loan_queries_user serves).
CREATE INDEX loan_queries_cuil ON loan_queries (cuil, created_at);
