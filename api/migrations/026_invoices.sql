-- Electronic vouchers (ARCA WSFEv1): every paid order's Factura B and, when it is refunded, the Nota de
-- crédito B that cancels it. A row is written in the transaction that pays (or refunds) the order and is
-- issued later by a worker in each server process (a lease in claimed_until, taken FOR UPDATE SKIP
-- LOCKED), which retries while ARCA is down. PostgreSQL 15 and PGlite alike.
CREATE TABLE invoices (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id),
  kind text NOT NULL CHECK (kind IN ('facturaB', 'notaDeCreditoB')),
  -- A credit note's invoice: it is asked only once that invoice is issued.
  cancels_id integer REFERENCES invoices(id),
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'issued', 'failed')),
  -- Set when a number is asked: a voucher waiting in the queue takes the point of sale of the day it goes out.
  point_of_sale integer,
  number integer,
  cae text,
  cae_due_date date,
  -- The voucher's date (CbteFch, Argentina), set with the number asked.
  voucher_date date,
  total numeric(14, 2) NOT NULL CHECK (total >= 0),
  -- The voucher's figures (domain voucherFigures) and buyer ({ docTipo, docNro, name, address }), as asked;
  -- null figures: they could not be worked out (the row is failed, saying why).
  figures jsonb,
  buyer jsonb,
  -- The last SOAP exchange of FECAESolicitar, as sent and as answered.
  soap_request text,
  soap_response text,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz,
  -- The number asked in an attempt whose answer did not come back: consulted before asking another.
  asked_number integer,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  issued_at timestamptz,
  -- An order never gets two invoices, nor two credit notes; a number is never given twice.
  UNIQUE (order_id, kind),
  UNIQUE (point_of_sale, kind, number),
  CHECK (state <> 'issued' OR (number IS NOT NULL AND cae IS NOT NULL AND cae_due_date IS NOT NULL AND voucher_date IS NOT NULL))
);
-- The queue, in the order the workers take it: small however long the history grows.
CREATE INDEX invoices_due ON invoices (next_attempt_at, id) WHERE state = 'pending';
CREATE INDEX invoices_created ON invoices (created_at DESC, id DESC);
CREATE INDEX invoices_voucher_date ON invoices (voucher_date) WHERE state = 'issued';

-- Who is asking ARCA for numbers of a point of sale and voucher type right now: ARCA numbers them one
-- after another, so the processes take turns (a short lease; a crashed holder's lease just runs out).
CREATE TABLE invoice_numbering (
  point_of_sale integer NOT NULL,
  kind text NOT NULL,
  holder text NOT NULL,
  held_until timestamptz NOT NULL,
  PRIMARY KEY (point_of_sale, kind)
);

-- WSAA's access tickets, shared by every process: WSAA refuses a second log-in while a ticket is valid.
-- `scope` names the WSAA and CUIT the ticket is for, so a sandbox's ticket never reaches ARCA.
CREATE TABLE arca_tickets (
  scope text NOT NULL,
  service text NOT NULL,
  token text NOT NULL,
  sign text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (scope, service)
);
