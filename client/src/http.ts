import redaxios, { type Options, type Response } from 'redaxios';
import { mask, StructError, type Struct } from 'superstruct';
import { REQUEST_TIMEOUT_MS } from '@tienda/domain';
import type { Session } from './session';

/** What a failed call says to a person: the server's message when it sent one, and its whole answer. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    cause?: unknown,
    /** The refusal's body as the server sent it (a CSV's line errors, for one), unchecked. */
    readonly body?: unknown,
  ) {
    super(message, { cause });
  }
}

export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<globalThis.Response>;
type Call = Omit<Options, 'url' | 'method' | 'data'> & { data?: unknown };

/** A refusal's body as sent: a file's refusal comes as a Blob holding the server's JSON. */
async function refusalBody(data: unknown): Promise<{ message?: string } | undefined> {
  return (data instanceof Blob ? JSON.parse(await data.text()) : data) as { message?: string } | undefined;
}

/** The name the server gives a file (`attachment; filename="precios-y-stock.csv"`). */
const fileNameOf = (disposition: string | null) => disposition?.match(/filename="?([^";]+)"?/i)?.[1];

/**
 * The one client of the main API for an app: same origin, the bearer token of its session, a 15 s
 * timeout on every call, and every call names the domain struct of its answer: what comes back is
 * checked against it (fields the struct does not know are dropped), so a screen never renders a shape
 * it was not written for. An answer of another shape fails like a lost connection: the caller says
 * its own words. `fetch` is how calls leave (the browser's by default).
 */
export function createHttp({ session, fetch }: { session: Pick<Session, 'currentAccessToken' | 'clearSession'>; fetch?: Fetch }) {
  // The browser's fetch is looked up per call, not kept from when the app started.
  const timed: Fetch = (input, init) => (fetch ?? globalThis.fetch)(input, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const client = redaxios.create({ fetch: timed as typeof globalThis.fetch });

  async function send(method: Options['method'], url: string, { headers, ...options }: Call): Promise<Response<unknown>> {
    const token = await session.currentAccessToken();
    try {
      // redaxios types `request` as a union of its two call forms; this is the config form.
      const call = client.request as <R>(config: Options) => Promise<Response<R>>;
      return await call<unknown>({
        ...options,
        url,
        method,
        headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
    } catch (failure) {
      const response = failure as Partial<Response<unknown>> | Error;
      if (response instanceof Error) throw new ApiError('', 0);
      // The server ended the session (logged out elsewhere, refresh token revoked).
      if (response.status === 401 && token) session.clearSession();
      const body = await refusalBody(response.data).catch(() => undefined);
      throw new ApiError(body?.message ?? '', response.status ?? 0, undefined, body);
    }
  }

  async function request<T>(method: Options['method'], url: string, answer: Struct<T, any>, call: Call = {}): Promise<T> {
    const { data } = await send(method, url, call);
    try {
      return mask(data, answer);
    } catch (failure) {
      if (failure instanceof StructError) throw new ApiError('', 0, failure);
      throw failure;
    }
  }

  return {
    get: <T>(url: string, answer: Struct<T, any>, options?: Call) => request('get', url, answer, options),
    post: <T>(url: string, answer: Struct<T, any>, data?: unknown, options?: Call) => request('post', url, answer, { ...options, data }),
    put: <T>(url: string, answer: Struct<T, any>, data?: unknown, options?: Call) => request('put', url, answer, { ...options, data }),
    delete: <T>(url: string, answer: Struct<T, any>, options?: Call) => request('delete', url, answer, options),
    /** A file the server makes (a CSV): unchecked, it is not JSON; named as the server names it. */
    async file(url: string, options?: Call): Promise<{ blob: Blob; fileName: string | undefined }> {
      const { data, headers } = await send('get', url, { ...options, responseType: 'blob' });
      return { blob: data as Blob, fileName: fileNameOf(headers.get('content-disposition')) };
    },
  };
}
