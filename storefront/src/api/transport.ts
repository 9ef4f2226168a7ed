import type { PageReads } from '@tienda/domain';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

let serverTransport: (() => Fetch | undefined) | undefined;
let serverReads: (() => PageReads | undefined) | undefined;

/**
 * While a page renders on the server, the API is reached in process (the server hands its own
 * HTTP contract to the render); the server entry says how to find it for the current request.
 */
export function setServerTransport(current: () => Fetch | undefined) {
  serverTransport = current;
}

/** The catalogue reads the server answers in process for the page it is rendering (none in the browser). */
export function setServerReads(current: () => PageReads | undefined) {
  serverReads = current;
}

/** How every API call leaves: in process during server rendering, over the network in the browser. */
export const apiFetch: Fetch = (input, init) => (serverTransport?.() ?? fetch)(input, init);

/** The server's own catalogue reads, while it renders a page; undefined in the browser. */
export const pageReads = (): PageReads | undefined => serverReads?.();
