import type { Address as AddressFields } from '@tienda/domain';
import { http } from './http';
import { saveTokens } from './session';

/** The signed-in person as GET /api/user sends them (spec §3 User). */
export type Address = { id: number; street: string; number: number; zipCode: string; city: string; province: string };
export type User = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  cuil: string | null;
  phone: string | null;
  birthday: string | null;
  addresses: Address[];
  email_verified: boolean;
  avatar: string | null;
  /** Signs in with Google only: no password to change or to confirm with. */
  google_only: boolean;
};

/** One row of GET /api/auth/session. */
export type SessionInfo = { id: string; userAgent: string; ip: string; createdAt: string; lastUsedAt: string; current: boolean };

type Signed = { ok: true; token: string; refreshToken: string; message?: string };
type Saved = { ok: true; message: string };
export type ProfileFields = { first_name: string; last_name: string; cuil: string; phone: string; birthday: string };

/** Log-in, Google log-in and sign-up keep both tokens (spec §4 Session); the user is fetched after. */
const signIn = async (call: Promise<Signed>) => {
  const answer = await call;
  saveTokens(answer);
  return answer;
};

/** The account calls of spec §7 (Auth and User), plus changing the password and closing the account. */
export const accountApi = {
  me: async () => (await http.get<{ user: User }>('/api/user')).user,
  config: () => http.get<{ googleClientId: string | null }>('/api/config'),

  logIn: (email: string, password: string) => signIn(http.post<Signed>('/api/auth/log-in', { email, password })),
  logInWithGoogle: (token: string) => signIn(http.post<Signed>('/api/auth/log-in-with-google', { token })),
  signUp: (email: string, password: string) => signIn(http.post<Signed>('/api/auth/sign-up', { email, password })),
  firstData: (fields: { first_name: string; last_name?: string; cuil: string }) => http.post<Saved>('/api/user/first-data', fields),
  secondData: (fields: { birthday: string; phone: string }) => http.post<Saved>('/api/user/second-data', fields),
  verifyEmail: (code: string) => http.post<Saved>('/api/auth/verify-email', { code }),
  resendCode: () => http.post<Saved>('/api/auth/resend-code'),

  updateProfile: async (fields: Partial<ProfileFields>) => (await http.put<{ user: User }>('/api/user', fields)).user,
  createProfile: async (fields: ProfileFields & { address?: AddressFields }) =>
    (await http.post<{ user: User }>('/api/user/create', fields)).user,
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.append('avatar', file);
    return http.post<{ avatar: string }>('/api/user/avatar', form);
  },
  addAddress: (address: AddressFields) => http.post<Saved & { address: Address }>('/api/user/address', address),
  updateAddress: (id: number, address: AddressFields) => http.put<Saved & { address: Address }>(`/api/user/address/${id}`, address),

  sessions: async () => (await http.get<{ sessions: SessionInfo[] }>('/api/auth/session')).sessions,
  closeSession: (id: string) => http.delete<Saved>(`/api/auth/session/${encodeURIComponent(id)}`),
  changePassword: (currentPassword: string, newPassword: string) =>
    http.post<Saved>('/api/auth/change-password', { currentPassword, newPassword }),
  deleteAccount: (password: string) => http.delete<Saved>('/api/user', { data: password ? { password } : {} }),
};
