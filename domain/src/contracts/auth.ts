import { any, array, boolean, coerce, literal, object, optional, refine, string, type, type Infer } from 'superstruct';
import { boundedString } from './common';
import { emailCodeStruct, emailStruct, loginEmailStruct, loginPasswordStruct, nameStruct, passwordStruct } from '../validation';

// A signed token as it travels: some text, never a megabyte of it.
const TOKEN_MAX_LENGTH = 4096;
const Token = (field: string) =>
  refine(boundedString(TOKEN_MAX_LENGTH, `El campo "${field}" no es válido.`), 'token', (value) => value.length > 0 || `El campo "${field}" no es válido.`);

/** POST /api/auth/sign-up: the account; the names may come now or later with first-data. */
export const SignUpBody = type({
  email: emailStruct,
  password: passwordStruct,
  first_name: optional(nameStruct),
  last_name: optional(nameStruct),
});
export type SignUp = Infer<typeof SignUpBody>;

/** POST /api/auth/log-in: presence only, with the log-in form's own messages (spec §5). */
export const LogInBody = type({ email: loginEmailStruct, password: loginPasswordStruct });
export type LogIn = Infer<typeof LogInBody>;

/** POST /api/auth/log-in-with-google: Google's ID token. */
export const GoogleLogInBody = type({ token: Token('token') });

/** POST /api/auth/refresh-token */
export const RefreshTokenBody = type({ refresh_token: Token('refresh_token') });

/** POST /api/auth/verify-email and /api/user/verify-code: the five boxes joined. */
export const VerifyCodeBody = type({ code: emailCodeStruct });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** DELETE /api/auth/session/{id} */
export const SessionParams = type({
  id: refine(boundedString(36, 'El campo "id" no es válido.'), 'sessionId', (value) => UUID.test(value) || 'El campo "id" no es válido.'),
});

// The password typed to prove it is really the owner: presence only (an older password may not
// follow today's rule), and a sane bound so a megabyte of "password" is never hashed.
const CONFIRMATION_MAX_LENGTH = 200;
const confirmingPassword = (missing: string, wrong: string) =>
  refine(boundedString(CONFIRMATION_MAX_LENGTH, wrong), 'confirmingPassword', (value) => value !== '' || missing);

export const WRONG_CURRENT_PASSWORD = 'La contraseña actual no es correcta.';
export const WRONG_PASSWORD = 'La contraseña no es correcta.';

/** POST /api/auth/change-password (bearer): the password in use, and the new one with the sign-up rule. */
export const ChangePasswordBody = type({
  currentPassword: confirmingPassword('Introduce tu contraseña actual.', WRONG_CURRENT_PASSWORD),
  newPassword: passwordStruct,
});
export type ChangePassword = Infer<typeof ChangePasswordBody>;

/**
 * DELETE /api/user (bearer): the account's password, as confirmation. Accounts that only sign in
 * with Google have none, so it may be left out (and so may the whole body: no body reads as `{}`).
 */
export const DeleteAccountBody = coerce(
  type({ password: optional(confirmingPassword('Introduce tu contraseña para confirmar.', WRONG_PASSWORD)) }),
  any(),
  (value) => value ?? {},
);
export type DeleteAccount = Infer<typeof DeleteAccountBody>;

/**
 * Sign-up, log-in (also with Google) and refresh-token: both tokens of the new or renewed session
 * (spec §4 Session), each a JWT with its `exp`.
 */
export const SignedInResponse = object({ ok: literal(true), token: string(), refreshToken: string(), message: string() });
export type SignedIn = Infer<typeof SignedInResponse>;

/** One signed-in device, as GET /api/auth/session lists it; `current` is the one asking. Dates in ISO 8601. */
export const SessionInfo = object({
  id: string(),
  userAgent: string(),
  ip: string(),
  createdAt: string(),
  lastUsedAt: string(),
  current: boolean(),
});
export type SessionInfo = Infer<typeof SessionInfo>;

/** GET /api/auth/session: the live sessions, the latest used first. */
export const SessionsResponse = object({ ok: literal(true), sessions: array(SessionInfo) });
