import { describe, expect, it, vi } from 'vitest';
import { MessageResponse, REQUEST_TIMEOUT_MS } from '@tienda/domain';
import { ApiError, createHttp } from './http';

const session = () => ({ currentAccessToken: async () => 'token', clearSession: vi.fn() });
const answering = (response: Response) => vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);

describe('every call of an app', () => {
  it('gives up after 15 s, whichever way it leaves', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const fetch = answering(Response.json({ ok: true, message: 'Listo.' }));
    await createHttp({ session: session(), fetch }).get('/api/algo', MessageResponse);
    expect(timeout).toHaveBeenCalledWith(REQUEST_TIMEOUT_MS);
    expect(fetch.mock.calls[0]![1]?.signal).toBe(timeout.mock.results[0]!.value);
    timeout.mockRestore();
  });
});

describe('a file the server makes', () => {
  it('comes with the name the server gives it', async () => {
    const fetch = answering(new Response('id;precio\n1;100', { headers: { 'content-disposition': 'attachment; filename="precios-y-stock.csv"' } }));
    const { blob, fileName } = await createHttp({ session: session(), fetch }).file('/api/archivo.csv');
    expect(fileName).toBe('precios-y-stock.csv');
    expect(await blob.text()).toBe('id;precio\n1;100');
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('authorization')).toBe('Bearer token');
  });

  it("refused, says the server's Spanish message, and a 401 ends the session", async () => {
    const staff = session();
    const fetch = answering(Response.json({ ok: false, message: 'Tu sesión terminó.' }, { status: 401 }));
    const failure = await createHttp({ session: staff, fetch }).file('/api/archivo.csv').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, message: 'Tu sesión terminó.' });
    expect(staff.clearSession).toHaveBeenCalled();
  });
});
