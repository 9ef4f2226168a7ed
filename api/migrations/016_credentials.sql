-- Credentials: failed log-ins counted where every server process sees them, the staff's second
-- factor (TOTP) with its recovery codes, the steps of a staff log-in, and passwords an admin reset.
-- Runs on PostgreSQL 15 and on PGlite (PostgreSQL 18): keep to SQL both know.

-- One row per account (its e-mail, known or not) and per address, for shop and staff apart.
-- `failures` counts until `counts_until` (15 minutes after the last one); `locked_until` is the
-- back-off in force: no attempt is even checked before it.
CREATE TABLE log_in_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  counts_until timestamptz NOT NULL,
  locked_until timestamptz
);
CREATE INDEX log_in_failures_counts_until ON log_in_failures (counts_until);

-- After an admin's reset the password is temporary: the next log-in asks for a new one.
ALTER TABLE staff ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
-- The authenticator's secret once enrolled; the one being enrolled until a code confirms it;
-- the last time step used, so a code is never taken twice.
ALTER TABLE staff ADD COLUMN totp_secret text;
ALTER TABLE staff ADD COLUMN totp_pending_secret text;
ALTER TABLE staff ADD COLUMN totp_last_step bigint;

-- Ten single-use codes for a lost phone, kept hashed (SHA-256: each is 50 random bits).
CREATE TABLE staff_recovery_codes (
  staff_id integer NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (staff_id, code_hash)
);

-- A password given, a step still to take (the code, a new password): a few minutes, once.
CREATE TABLE staff_log_in_steps (
  token_hash text PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  step text NOT NULL CHECK (step IN ('code', 'new-password')),
  expires_at timestamptz NOT NULL
);
CREATE INDEX staff_log_in_steps_expires_at ON staff_log_in_steps (expires_at);
