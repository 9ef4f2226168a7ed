import {
  AddressSavedResponse,
  AvatarResponse,
  MessageResponse,
  PublicConfigResponse,
  SessionsResponse,
  SignedInResponse,
  UserResponse,
  UserSavedResponse,
  type Address,
  type SignedIn,
} from '@tienda/domain';
import { http } from './http';
import { saveTokens } from './session';
import { pageReads } from './transport';

export type ProfileFields = { first_name: string; last_name: string; cuil: string; phone: string; birthday: string };

/**
 * Log-in and Google log-in keep both tokens (spec §4 Session); the user is fetched after. Sign-up
 * answers the same for any e-mail, without a session: the register page then signs in.
 */
const signIn = async (call: Promise<SignedIn>) => {
  const answer = await call;
  saveTokens(answer);
  return answer;
};

/** The account calls of spec §7 (Auth and User), plus changing the password and closing the account. */
export const accountApi = {
  me: async () => (await http.get('/api/user', UserResponse)).user,
  config: () => pageReads()?.config() ?? http.get('/api/config', PublicConfigResponse),

  logIn: (email: string, password: string) => signIn(http.post('/api/auth/log-in', SignedInResponse, { email, password })),
  logInWithGoogle: (token: string) => signIn(http.post('/api/auth/log-in-with-google', SignedInResponse, { token })),
  signUp: (email: string, password: string) => http.post('/api/auth/sign-up', MessageResponse, { email, password }),
  firstData: (fields: { first_name: string; last_name?: string; cuil: string }) => http.post('/api/user/first-data', MessageResponse, fields),
  secondData: (fields: { birthday: string; phone: string }) => http.post('/api/user/second-data', MessageResponse, fields),
  verifyEmail: (code: string) => http.post('/api/auth/verify-email', MessageResponse, { code }),
  resendCode: () => http.post('/api/auth/resend-code', MessageResponse),

  updateProfile: async (fields: Partial<ProfileFields>) => (await http.put('/api/user', UserSavedResponse, fields)).user,
  createProfile: async (fields: ProfileFields & { address?: Address }) => (await http.post('/api/user/create', UserSavedResponse, fields)).user,
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.append('avatar', file);
    return http.post('/api/user/avatar', AvatarResponse, form);
  },
  addAddress: (address: Address) => http.post('/api/user/address', AddressSavedResponse, address),
  updateAddress: (id: number, address: Address) => http.put(`/api/user/address/${id}`, AddressSavedResponse, address),

  sessions: async () => (await http.get('/api/auth/session', SessionsResponse)).sessions,
  closeSession: (id: string) => http.delete(`/api/auth/session/${encodeURIComponent(id)}`, MessageResponse),
  changePassword: (currentPassword: string, newPassword: string) =>
    http.post('/api/auth/change-password', MessageResponse, { currentPassword, newPassword }),
  deleteAccount: (password: string) => http.delete('/api/user', MessageResponse, { data: password ? { password } : {} }),
};
