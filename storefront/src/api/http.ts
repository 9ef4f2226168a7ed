import redaxios, { type Options, type Response } from 'redaxios';
import { mask, StructError, type Struct } from 'superstruct';
import { clearSession, currentAccessToken } from './session';
import { apiFetch } from './transport';

/** The one client of the main API: same origin, 15 s timeout, bearer token by the session rules. */
const client = redaxios.create({ fetch: apiFetch });

/** What a failed call says to a person: the server's message when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}

export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

type Call = Omit<Options, 'url' | 'method' | 'data'> & { data?: unknown };

/**
 * Every call names the domain struct of its answer: what comes back is checked against it (fields the
 * struct does not know are dropped), so a screen never renders a shape it was not written for. An
 * answer of another shape fails like a lost connection: the caller says its own words.
 */
async function request<T>(method: Options['method'], url: string, answer: Struct<T, any>, call: Call = {}): Promise<T> {
  const data = await send(method, url, call);
  try {
    return mask(data, answer);
  } catch (failure) {
    if (failure instanceof StructError) throw new ApiError('', 0, failure);
    throw failure;
  }
}

async function send(method: Options['method'], url: string, { headers, ...options }: Call): Promise<unknown> {
  const token = await currentAccessToken();
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
    if (response.status === 401 && token) clearSession();
    throw new ApiError(response.data?.message ?? '', response.status ?? 0);
  }
}

export const http = {
  get: <T>(url: string, answer: Struct<T, any>, options?: Call) => request('get', url, answer, options),
  post: <T>(url: string, answer: Struct<T, any>, data?: unknown, options?: Call) => request('post', url, answer, { ...options, data }),
  put: <T>(url: string, answer: Struct<T, any>, data?: unknown, options?: Call) => request('put', url, answer, { ...options, data }),
  delete: <T>(url: string, answer: Struct<T, any>, options?: Call) => request('delete', url, answer, options),
};
