import { REQUEST_TIMEOUT_MS } from '@tienda/domain';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

let serverTransport: (() => Fetch | undefined) | undefined;

/**
 * While a page renders on the server, the API is reached in process (the server hands its own
 * HTTP contract to the render); the server entry says how to find it for the current request.
 */
export function setServerTransport(current: () => Fetch | undefined) {
  serverTransport = current;
}

/** How every API call leaves: in process during server rendering, over the network in the browser (15 s timeout). */
export const apiFetch: Fetch = (input, init) => {
  const inProcess = serverTransport?.();
  if (inProcess) return inProcess(input, init);
  return fetch(input, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
};
