-- Rate limits counted in the database, so every server process sharing it counts the same
-- attempts: five wrong passwords mean five whether they reach one process or ten.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  resets_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_resets_at ON rate_limits (resets_at);
