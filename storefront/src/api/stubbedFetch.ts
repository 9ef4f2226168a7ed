import { afterEach, beforeEach, vi, type Mock } from 'vitest';

/** A JSON answer as the server sends it. */
export const jsonAnswer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** For each test of the calling suite: empty storage and a fresh stand-in for the browser's fetch. */
export function stubbedFetch(): { readonly mock: Mock } {
  const stub = { mock: vi.fn() };
  beforeEach(() => {
    localStorage.clear();
    stub.mock = vi.fn();
    vi.stubGlobal('fetch', stub.mock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return stub;
}
