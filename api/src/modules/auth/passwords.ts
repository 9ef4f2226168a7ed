import argon2 from 'argon2';

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

// Made once, on the first log-in attempt for an unknown e-mail.
let standIn: Promise<string> | undefined;

/**
 * Whether `password` matches `hash`. Without a hash (unknown e-mail, Google-only account) a
 * stand-in is checked anyway, so the answer takes as long and does not tell which e-mails exist.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    standIn ??= hashPassword('sin-contraseña');
    await argon2.verify(await standIn, password);
    return false;
  }
  return argon2.verify(hash, password);
}
