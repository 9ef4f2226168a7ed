-- Offer look-ups are counted per CUIL over a day (per account over an hour, loan_queries_user serves).
CREATE INDEX loan_queries_cuil ON loan_queries (cuil, created_at);
