import redaxios, { type Options, type Response } from 'redaxios';
import { clearSession, currentAccessToken } from './session';
import { apiFetch } from './transport';

/** The one client of the main API: same origin, 15 s timeout, bearer token by the session rules. */
const client = redaxios.create({ fetch: apiFetch });

/** What a failed call says to a person: the server's message when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

type Call = Omit<Options, 'url' | 'method' | 'data'> & { data?: unknown };

async function request<T>(method: Options['method'], url: string, { headers, ...options }: Call = {}): Promise<T> {
  const token = await currentAccessToken();
  try {
    // redaxios types `request` as a union of its two call forms; this is the config form.
    const send = client.request as <R>(config: Options) => Promise<Response<R>>;
    const response = await send<T>({
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
  get: <T>(url: string, options?: Call) => request<T>('get', url, options),
  post: <T>(url: string, data?: unknown, options?: Call) => request<T>('post', url, { ...options, data }),
  put: <T>(url: string, data?: unknown, options?: Call) => request<T>('put', url, { ...options, data }),
  delete: <T>(url: string, options?: Call) => request<T>('delete', url, options),
};
