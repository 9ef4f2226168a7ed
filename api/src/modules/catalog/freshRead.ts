/**
 * `read`, shared by the callers who ask together, and never older than the call: every caller gets
 * the answer of a read that began after it asked. A read begins once the one under way has ended,
 * and not before the requests that arrived in the same turn of the event loop have asked too; all of
 * them share it. Under load a few reads answer hundreds of requests (on PostgreSQL a read takes a
 * round trip; on PGlite it runs at once, so only requests of the same turn share it), and each still
 * sees every change committed before it arrived.
 */
export function freshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let underWay: Promise<unknown> = Promise.resolve();
  let next: Promise<T> | undefined;
  return () =>
    (next ??= underWay
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => {
        next = undefined;
        const reading = read();
        underWay = reading.catch(() => undefined);
        return reading;
      }));
}
