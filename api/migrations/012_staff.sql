-- The back office: the company's staff, apart from the shoppers, their sessions, and the log of
-- every change they make. Runs on PostgreSQL 15 and on PGlite (PostgreSQL 18): keep to SQL both know.

CREATE TABLE staff (
  id serial PRIMARY KEY,
  email text NOT NULL,
  name text NOT NULL,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'operador')),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One account per address, whatever its capitals.
CREATE UNIQUE INDEX staff_email ON staff (lower(email));

-- As the shoppers' sessions: the refresh token's id kept hashed, rotated on every use.
CREATE TABLE staff_sessions (
  id uuid PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  refresh_hash text NOT NULL,
  previous_hash text,
  user_agent text NOT NULL DEFAULT '',
  ip text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);

-- Who changed what, how it was and how it became; null staff for the command line.
CREATE TABLE audit_log (
  id serial PRIMARY KEY,
  staff_id integer REFERENCES staff(id) ON DELETE SET NULL,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text,
  before jsonb,
  after jsonb,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
