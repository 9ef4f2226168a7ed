import { array, boolean, enums, integer, literal, object, optional, refine, string, type, type Infer } from 'superstruct';
import { loginPasswordStruct } from '../validation';
import { staffPasswordStruct } from '../staffPassword';

/** A second step of the staff log-in: the authenticator's code, then (after a reset) a new password. */
export const STAFF_LOG_IN_STEPS = ['code', 'new-password'] as const;
export type StaffLogInStep = (typeof STAFF_LOG_IN_STEPS)[number];

/**
 * POST /api/backoffice/auth/log-in and its second steps: signed in (`token` and `refreshToken`), or the
 * next `step` to take with a short-lived `stepToken` (it stands for what was given before, for a few
 * minutes, once). One shape with both halves optional, so /docs lists every field.
 */
export const StaffLogInResponse = object({
  ok: literal(true),
  message: string(),
  token: optional(string()),
  refreshToken: optional(string()),
  step: optional(enums(STAFF_LOG_IN_STEPS)),
  stepToken: optional(string()),
});
export type StaffLogIn = Infer<typeof StaffLogInResponse>;

const STEP_TOKEN_MAX_LENGTH = 100;
const StepToken = refine(string(), 'stepToken', (value) => (value.length > 0 && value.length <= STEP_TOKEN_MAX_LENGTH) || 'Vuelve a iniciar sesión.');

export const TOTP_CODE_MESSAGE = 'Introduce los 6 dígitos de tu aplicación de autenticación.';
const TOTP_CODE = /^\d{6}$/;
// Recovery codes are 10 letters and digits, shown as xxxxx-xxxxx; dashes and spaces are forgiven.
const RECOVERY_CODE = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;
export const SECOND_FACTOR_CODE_MESSAGE = 'Introduce el código de 6 dígitos o uno de tus códigos de recuperación.';

/** The authenticator's 6 digits. */
export const validateTotpCode = (value: string): string | null => (TOTP_CODE.test(value.trim()) ? null : TOTP_CODE_MESSAGE);
/** The authenticator's 6 digits, or a recovery code. */
export const validateSecondFactorCode = (value: string): string | null =>
  value.length <= 20 && (TOTP_CODE.test(value.trim()) || RECOVERY_CODE.test(value.replace(/\s/g, ''))) ? null : SECOND_FACTOR_CODE_MESSAGE;

export const totpCodeStruct = refine(string(), 'totpCode', (value) => validateTotpCode(value) ?? true);
export const secondFactorCodeStruct = refine(string(), 'secondFactorCode', (value) => validateSecondFactorCode(value) ?? true);

/** POST /api/backoffice/auth/code */
export const StaffCodeStepBody = type({ stepToken: StepToken, code: secondFactorCodeStruct });
/** POST /api/backoffice/auth/new-password: after an admin's reset, the password only its owner knows. */
export const StaffNewPasswordStepBody = type({ stepToken: StepToken, newPassword: staffPasswordStruct });

/** GET /api/backoffice/me/security */
export const StaffSecurityResponse = object({ ok: literal(true), totpEnabled: boolean(), recoveryCodesLeft: integer() });
export type StaffSecurity = Infer<typeof StaffSecurityResponse>;

/** POST /api/backoffice/me/totp: a new secret to enrol, in text and as a QR (an SVG data URL). */
export const TotpEnrolmentResponse = object({ ok: literal(true), secret: string(), otpauthUrl: string(), qrCode: string() });
export type TotpEnrolment = Infer<typeof TotpEnrolmentResponse>;

/** POST /api/backoffice/me/totp/confirm: a code of the new secret proves the phone has it. */
export const TotpConfirmBody = type({ code: totpCodeStruct });
/** The recovery codes, shown this once (the server keeps only their hashes). */
export const RecoveryCodesResponse = object({ ok: literal(true), recoveryCodes: array(string()), message: string() });

/** POST /api/backoffice/me/password: the staff member's own change. */
export const StaffPasswordChangeBody = type({ currentPassword: loginPasswordStruct, newPassword: staffPasswordStruct });
export type StaffPasswordChange = Infer<typeof StaffPasswordChangeBody>;

/** POST /api/backoffice/staff/{id}/password (admin): a temporary password, to be changed at the next log-in. */
export const StaffPasswordResetBody = type({ temporaryPassword: staffPasswordStruct });
export type StaffPasswordReset = Infer<typeof StaffPasswordResetBody>;
