import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** What the authenticator app shows above the codes. */
const ISSUER = 'Tienda - Back office';

/** A new secret (base32, 160 bits as authenticator apps expect), its otpauth:// address and that address as a QR. */
export async function newTotpEnrolment(email: string) {
  const secret = generateSecret({ length: 20 });
  const otpauthUrl = generateURI({ issuer: ISSUER, label: email, secret });
  // An SVG data URL: sharp at any zoom, and the page needs no script or request to show it.
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step of `code` if it is right for `secret` now (one step of the clock's drift either
 * way) and later than `afterStep` (never the same code twice); undefined otherwise.
 */
export async function totpStep(secret: string, code: string, afterStep: number | null): Promise<number | undefined> {
  const result = await verify({ secret, token: code.trim(), epochTolerance: 30, ...(afterStep === null ? {} : { afterTimeStep: afterStep }) });
  // The TOTP strategy's answer names the step it matched (HOTP's would not).
  return result.valid && 'timeStep' in result ? Number(result.timeStep) : undefined;
}

// No 0/o, 1/l/i: read aloud or copied from paper without doubt. 31 signs, 10 of them: about 50 bits.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten codes as shown to the person once: xxxxx-xxxxx. */
export function newRecoveryCodes(): string[] {
  const code = () => Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = code();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/**
 * How a recovery code is kept: SHA-256 of its ten signs, without the dash or capitals. A fast hash is
 * enough for 50 random bits (unlike a chosen password), and a code is checked with one look-up.
 */
export const recoveryCodeHash = (code: string) => createHash('sha256').update(code.toLowerCase().replace(/[^a-z0-9]/g, '')).digest('hex');

export const looksLikeTotpCode = (code: string) => /^\d{6}$/.test(code.trim());
