import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Recorded = { method: string; url: string; headers: IncomingHttpHeaders; body: any };
type Answer = { status: number; body?: unknown };

/** An outside service played on 127.0.0.1: it records each request and answers what `handler` says. */
export async function fakeHttp(handler: (request: Recorded) => Answer) {
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      const request = { method: req.method!, url: req.url!, headers: req.headers, body: text ? JSON.parse(text) : undefined };
      requests.push(request);
      const { status, body } = handler(request);
      res.writeHead(status, { 'content-type': 'application/json' }).end(body === undefined ? '' : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
