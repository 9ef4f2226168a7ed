// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffSession } from './session';

const jwt = (expSecondsFromNow: number) => `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + expSecondsFromNow })).replace(/=+$/, '')}.firma`;
const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe("the staff member's session", () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lives in sessionStorage, apart from a shopper signed in on the same browser', () => {
    localStorage.setItem('token', jwt(600));
    localStorage.setItem('refreshToken', jwt(86400));
    expect(staffSession.storedTokens()).toBeNull();
    staffSession.saveTokens({ token: jwt(600), refreshToken: jwt(86400) });
    expect(staffSession.storedTokens()).not.toBeNull();
    expect(localStorage.getItem('token')).not.toBeNull();
    staffSession.clearSession();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it("renews through the back office's own route, once for many calls", async () => {
    staffSession.saveTokens({ token: jwt(10), refreshToken: jwt(86400) });
    const renewed = jwt(900);
    fetchMock.mockImplementation(() => answer({ ok: true, token: renewed, refreshToken: jwt(86400), message: 'Sesión renovada' }));
    expect(await Promise.all([staffSession.currentAccessToken(), staffSession.currentAccessToken()])).toEqual([renewed, renewed]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/backoffice/auth/refresh-token');
  });

  it('ends when the renewal is refused', async () => {
    staffSession.saveTokens({ token: jwt(10), refreshToken: jwt(86400) });
    fetchMock.mockImplementation(() => answer({ ok: false, message: 'Inicia sesión en el back office.' }, 401));
    expect(await staffSession.currentAccessToken()).toBeNull();
    expect(staffSession.storedTokens()).toBeNull();
  });
});
