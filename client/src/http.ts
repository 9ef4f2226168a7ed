import redaxios, { type Options, type Response } from 'redaxios';
import { mask, StructError, type Struct } from 'superstruct';
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
export type Call = Omit<Options, 'url' | 'method' | 'data'> & { data?: unknown };

/**
 * The one client of the main API for an app: same origin, the bearer token of its session, and every
 * call names the domain struct of its answer: what comes back is checked against it (fields the struct
 * does not know are dropped), so a screen never renders a shape it was not written for. An answer of
 * another shape fails like a lost connection: the caller says its own words.
 */
export function createHttp({ session, fetch }: { session: Pick<Session, 'currentAccessToken' | 'clearSession'>; fetch?: Fetch }) {
  const client = redaxios.create(fetch ? { fetch: fetch as typeof globalThis.fetch } : {});

  async function send(method: Options['method'], url: string, { headers, ...options }: Call): Promise<unknown> {
    const token = await session.currentAccessToken();
    try {
      // redaxios types `request` as a union of its two call forms; this is the config form.
      const call = client.request as <R>(config: Options) => Promise<Response<R>>;
      const response = await call<unknown>({
        ...options,
        url,
        method,
        headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
      return response.data;
    } catch (failure) {
      const response = failure as Partial<Response<{ message?: string }>> | Error;
      if (response instanceof Error) throw new ApiError('', 0);
      // The server ended the session (logged out elsewhere, refresh token revoked).
      if (response.status === 401 && token) session.clearSession();
      throw new ApiError(response.data?.message ?? '', response.status ?? 0, undefined, response.data);
    }
  }

  async function request<T>(method: Options['method'], url: string, answer: Struct<T, any>, call: Call = {}): Promise<T> {
    const data = await send(method, url, call);
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
    patch: <T>(url: string, answer: Struct<T, any>, data?: unknown, options?: Call) => request('patch', url, answer, { ...options, data }),
    delete: <T>(url: string, answer: Struct<T, any>, options?: Call) => request('delete', url, answer, options),
  };
}

export type Http = ReturnType<typeof createHttp>;
