import type { Server } from 'node:http';

/** How long no new connection must arrive before the listening socket may close. */
const QUIET_MS = 250;
/** However busy the socket stays after the drain, it closes this long after it. */
const MAX_EXTRA_MS = 10_000;

/**
 * Resolves when the listening socket may close without cutting anyone: `drainMs` after the stop
 * began (a load balancer reading readiness has moved its traffic by then), and once no connection
 * arrived for a moment. A connection the kernel has accepted but the process has not taken yet is
 * reset when the socket closes, so it closes only when none is arriving.
 */
export function quietAfterDrain(server: Server, drainMs: number): Promise<void> {
  const started = Date.now();
  let lastConnection = started;
  const noteConnection = () => {
    lastConnection = Date.now();
  };
  server.on('connection', noteConnection);
  return new Promise((resolve) => {
    const check = () => {
      const now = Date.now();
      const drained = now - started >= drainMs;
      const quiet = now - lastConnection >= QUIET_MS;
      if ((drained && quiet) || now - started >= drainMs + MAX_EXTRA_MS) {
        server.off('connection', noteConnection);
        return resolve();
      }
      setTimeout(check, drained ? QUIET_MS - (now - lastConnection) : drainMs - (now - started));
    };
    check();
  });
}
