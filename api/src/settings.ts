import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Everything the server reads from its environment, in one place. */
export type Settings = {
  port: number;
  host: string;
  /** Proxies trusted to name the client's address (TRUST_PROXY: 'true' or addresses/CIDRs, comma-separated); none by default. */
  trustProxy: boolean | string[];
  production: boolean;
  /** Embedded database and generated images live here unless DATABASE_URL is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** The built storefront (storefront/dist). */
  storefrontDir: string;
  /** Where product, banner and avatar images are served from. */
  imagesDir: string;
  /** Public address of the shop, for links in e-mails and provider callbacks. */
  publicUrl: string;
  /** Secret that signs access tokens; generated per start when absent (sessions then end on restart). */
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  /** Requests allowed per window on the account routes (windows in modules/auth/rateLimits.ts). */
  rateLimits: { logIn: number; signUp: number; resendCode: number };
};

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? '.data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY ? env.TRUST_PROXY.split(',').map((a) => a.trim()) : false,
    production: env.NODE_ENV === 'production',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    storefrontDir: path.resolve(repoRoot, env.STOREFRONT_DIR ?? 'storefront/dist'),
    imagesDir: path.join(dataDir, 'images'),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Tienda <no-responder@tienda.local>',
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    googleJwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
    rateLimits: {
      logIn: Number(env.RATE_LIMIT_LOG_IN ?? 5),
      signUp: Number(env.RATE_LIMIT_SIGN_UP ?? 10),
      resendCode: Number(env.RATE_LIMIT_RESEND_CODE ?? 5),
    },
  };
}
