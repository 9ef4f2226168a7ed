// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { jsonAnswer, stubbedFetch } from './stubbedFetch';
import { clearSession, currentAccessToken, logOut, onSessionChange, saveTokens, storedTokens } from './session';

const jwt = (expSecondsFromNow: number | null) => {
  const payload = expSecondsFromNow === null ? {} : { exp: Math.floor(Date.now() / 1000) + expSecondsFromNow };
  return `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.firma`;
};

describe('the session rules of spec §4', () => {
  const fetchStub = stubbedFetch();
  const answer = (body: unknown, status = 200) => Promise.resolve(jsonAnswer(body, status));

  it('sends no token for a visitor', async () => {
    expect(await currentAccessToken()).toBeNull();
    expect(fetchStub.mock).not.toHaveBeenCalled();
  });

  it('uses a fresh access token as it is', async () => {
    const token = jwt(600);
    saveTokens({ token, refreshToken: jwt(86400) });
    expect(await currentAccessToken()).toBe(token);
    expect(fetchStub.mock).not.toHaveBeenCalled();
  });

  it('logs out when the refresh token expires within 30 s, and clears completedForm too', async () => {
    saveTokens({ token: jwt(600), refreshToken: jwt(29) });
    localStorage.setItem('completedForm', 'true');
    expect(await currentAccessToken()).toBeNull();
    expect(storedTokens()).toBeNull();
    expect(localStorage.getItem('completedForm')).toBeNull();
  });

  it.each([
    ['expires within 30 s', jwt(20)],
    ['has no expiry', jwt(null)],
  ])('renews an access token that %s, once for many concurrent calls', async (_, token) => {
    saveTokens({ token, refreshToken: jwt(86400) });
    const renewed = jwt(900);
    const rotated = jwt(86400 * 30);
    fetchStub.mock.mockImplementation(() => answer({ ok: true, token: renewed, refreshToken: rotated, message: 'Sesión renovada' }));

    const results = await Promise.all([currentAccessToken(), currentAccessToken(), currentAccessToken()]);
    expect(results).toEqual([renewed, renewed, renewed]);
    expect(fetchStub.mock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchStub.mock.mock.calls[0]!;
    expect(String(url)).toBe('/api/auth/refresh-token');
    expect(JSON.parse(init.body)).toEqual({ refresh_token: expect.any(String) });
    expect(storedTokens()).toEqual({ token: renewed, refreshToken: rotated });
  });

  it('logs out when the renewal fails', async () => {
    saveTokens({ token: jwt(10), refreshToken: jwt(86400) });
    fetchStub.mock.mockImplementation(() => answer({ ok: false, message: 'Sesión expirada' }, 401));
    const ended = vi.fn();
    const stop = onSessionChange(ended);
    expect(await currentAccessToken()).toBeNull();
    expect(storedTokens()).toBeNull();
    expect(ended).toHaveBeenCalledWith(false, 'ended');
    stop();
  });

  it('logs out when the renewal answers something else than both tokens', async () => {
    saveTokens({ token: jwt(10), refreshToken: jwt(86400) });
    fetchStub.mock.mockImplementation(() => answer({ ok: true, token: jwt(900), message: 'Sesión renovada' }));
    expect(await currentAccessToken()).toBeNull();
    expect(storedTokens()).toBeNull();
  });

  it('hears a log-out made in another tab', () => {
    saveTokens({ token: jwt(600), refreshToken: jwt(86400) });
    const changed = vi.fn();
    const stop = onSessionChange(changed);
    localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(changed).toHaveBeenCalledWith(false, 'ended');
    stop();
    clearSession();
  });

  it('logs out: tells the server with the bearer while the session is valid, then forgets both tokens and completedForm', async () => {
    const token = jwt(600);
    saveTokens({ token, refreshToken: jwt(86400) });
    localStorage.setItem('completedForm', 'true');
    localStorage.setItem('cart', '{"items":[]}');
    fetchStub.mock.mockImplementation(() => answer({ ok: true }));
    const changed = vi.fn();
    const stop = onSessionChange(changed);
    await logOut();
    const [url, init] = fetchStub.mock.mock.calls[0]!;
    expect(String(url)).toBe('/api/auth/log-out');
    expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${token}`);
    expect(storedTokens()).toBeNull();
    expect(localStorage.getItem('completedForm')).toBeNull();
    expect(localStorage.getItem('cart')).not.toBeNull();
    expect(changed).toHaveBeenCalledWith(false, 'logged-out');
    stop();
  });

  it('logs out even when the server cannot be reached', async () => {
    saveTokens({ token: jwt(600), refreshToken: jwt(86400) });
    fetchStub.mock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await logOut();
    expect(storedTokens()).toBeNull();
  });

  it('does not call the server to log out a session that already expired', async () => {
    saveTokens({ token: jwt(600), refreshToken: jwt(10) });
    await logOut();
    expect(fetchStub.mock).not.toHaveBeenCalled();
    expect(storedTokens()).toBeNull();
  });
});
