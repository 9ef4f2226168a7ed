-- The outbox becomes the queue every mail goes through: a background sender in each server process
-- claims due mails (a lease in claimed_until, so two processes never take the same one), delivers
-- them and marks them sent, or records the error and tries again later with a growing wait.
ALTER TABLE outbox
  ADD COLUMN sent_at timestamptz,
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN claimed_until timestamptz,
  ADD COLUMN last_error text;

-- Rows from before were logged (no SMTP) when written: they count as sent, never as a backlog to mail out.
UPDATE outbox SET sent_at = created_at;

-- Only the mails still to send, in the order the sender takes them: small however long the history grows.
CREATE INDEX outbox_due ON outbox (next_attempt_at, id) WHERE sent_at IS NULL;
