import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertLoanPlan, DEMO_COMPANY, financingOf, formatCuil, loanPlanOf, validateCuil, validateEmail, type BankAccount, type Company, type LoanFinancing } from '@tienda/domain';
import { defaultHashingBounds } from './modules/auth/passwords';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Everything the server reads from its environment, in one place. */
export type Settings = {
  port: number;
  host: string;
  /** Proxies trusted to name the client's address (TRUST_PROXY: their addresses or networks, comma-separated); none by default. */
  trustProxy: false | string[];
  production: boolean;
  /** Embedded database and generated images live here unless DATABASE_URL is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** The built storefront (storefront/dist: client/ assets and the server/ render handler). */
  storefrontDir: string;
  /** The built back office (backoffice/dist: index.html and assets/), served at /admin. */
  backofficeDir: string;
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
  /**
   * Requests allowed per window on the account routes (windows in modules/auth/rateLimits.ts). Log-in
   * counts failures only: `logIn` per account before its back-off, `logInPerAddress` per address over
   * any accounts (modules/auth/logInFailures.ts).
   */
  rateLimits: { logIn: number; logInPerAddress: number; signUp: number; resendCode: number };
  /** Credit-offer look-ups allowed per account in an hour and per CUIL in a day (modules/loans/offerLimits.ts). */
  creditOffers: { perAccount: number; perCuil: number };
  /** argon2id hashes (64 MiB each) running at once in this process, and waiting; beyond both, 503. */
  passwordHashing: { atOnce: number; waiting: number };
  /** CSV imports (prices and stock, credit lines) one staff member may send per hour. */
  csvImportsPerHour: number;
  /** Minutes an unpaid card or Mercado Pago order keeps its stock before it expires. */
  orderExpiryMinutes: number;
  /** Hours an unpaid bank-transfer order keeps its stock, and how long before that the reminder mail goes. */
  transferExpiry: { hours: number; reminderHoursBefore: number };
  /** Guest orders allowed per hour for one e-mail, one CUIL and one address (windows in modules/orders/guestOrderLimits.ts). */
  guestOrderLimits: { perEmail: number; perCuil: number; perAddress: number };
  /** Coupon checks (POST /api/coupons/validate) allowed per address in 15 minutes. */
  couponChecksPerAddress: number;
  /** Where contact messages and withdrawal notices go. */
  shopInbox: string;
  /** Who sells (and lends): shown on every page, mail and contract (COMPANY_*; demo values by default). */
  company: Company;
  /** The account shown for bank transfers, and the WhatsApp number that receives the receipts. */
  bank: BankAccount;
  /** Without credentials a payment provider is the local sandbox, unless this is off (default: off in production). */
  paymentSandbox: boolean;
  mercadoPago: { accessToken: string | undefined; webhookSecret: string };
  getnet: { clientId: string; clientSecret: string; authUrl: string; apiUrl: string } | undefined;
  zippin: { apiToken: string; apiSecret: string; accountId: number; originId: number; apiUrl: string } | undefined;
  creditEngine: { url: string; token: string | undefined } | undefined;
  /** Each loan plan by its number: instalments, TNA and what else enters the CFT (domain LoanFinancing). */
  loanPlans: Record<string, LoanFinancing>;
  /** /docs (the OpenAPI description): on in development; in production only when API_DOCS=true. */
  apiDocs: boolean;
  /** After SIGTERM, how long the process goes on answering (not ready) so a load balancer notices. */
  shutdownDrainMs: number;
  /** Electronic invoicing through ARCA (WSAA + WSFEv1), or the local sandbox (ARCA_*). The issuer is `company`. */
  arca: ArcaSettings;
};

export const ARCA_ENVIRONMENTS = ['sandbox', 'homologation', 'production'] as const;
export type ArcaEnvironment = (typeof ARCA_ENVIRONMENTS)[number];

export type ArcaSettings = {
  environment: ArcaEnvironment;
  /** The point of sale enabled for web services (RECE) in ARCA. */
  pointOfSale: number;
  /** The certificate ARCA issued for the CUIT and its key (PEM files); in the sandbox, a throwaway pair when absent. */
  certificatePath: string | undefined;
  keyPath: string | undefined;
  /** The sandbox's base URL (several processes must share one sandbox); undefined: this process's own. */
  sandboxUrl: string | undefined;
  /** Each call to ARCA's deadline. */
  timeoutMs: number;
  /** The wait after a first failure to reach ARCA; it doubles with every further failure, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
};

// Demo values, well-formed (the CUIT and CBU check digits hold) but naming no real bank or company.
const DEMO_BANK: BankAccount = {
  bank: 'Banco de Ejemplo S.A.',
  holder: 'Tienda de Crédito Demo S.A.',
  cuit: '30999999995',
  cbu: '9990001800000123456784',
  alias: 'TIENDA.DEMO.PRUEBA',
  // The storefront's company.whatsapp (+54 9 11 5555-0199): one number for every message.
  whatsapp: '5491155550199',
};

// The spec's plan 19: 12 monthly instalments at TNA 70,53 % (TEA 98,50 %), IVA on the interest. Set your own.
const DEMO_LOAN_PLANS = '{"19":{"installments":12,"tna":70.53}}';

/**
 * LOAN_PLANS: `{"<plan>": {"installments": 12, "tna": 70.53, "ivaOnInterest"?: 21, "grantingFee"?: 0,
 * "monthlyFee"?: 0, "insurance"?: 0}}`. A plan with impossible figures stops the start, saying which.
 */
function readLoanPlans(value: string): Settings['loanPlans'] {
  const plans: Record<string, LoanFinancing> = {};
  for (const [plan, figures] of Object.entries(JSON.parse(value) as Record<string, Parameters<typeof financingOf>[1]>)) {
    const financing = financingOf(plan, figures);
    try {
      assertLoanPlan(loanPlanOf(financing));
    } catch (error) {
      throw new Error(`LOAN_PLANS: el plan ${plan} no es válido (${(error as Error).message}).`);
    }
    plans[plan] = financing;
  }
  return plans;
}

/**
 * TRUST_PROXY: the proxies' addresses or networks. Only a connection from one of them may name the
 * client in X-Forwarded-For. 'true' would believe the left-most address, which the client writes
 * itself (every per-address limit bypassed by varying it); a count of proxies cannot tell a proxy
 * from a client that reached the shop directly (Fastify refuses it for that reason). Both are
 * refused at start-up, saying what to write instead.
 */
const TRUST_PROXY_HELP =
  'Escribe las direcciones de tus proxies, separadas por comas: TRUST_PROXY=10.0.0.5 o una red, TRUST_PROXY=10.0.0.0/8 ' +
  '(también loopback, linklocal o uniquelocal).';

function readTrustProxy(value: string | undefined): Settings['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') throw new Error(`TRUST_PROXY=true creería cualquier X-Forwarded-For que escriba el cliente. ${TRUST_PROXY_HELP}`);
  if (/^\d+$/.test(value)) throw new Error(`TRUST_PROXY=${value} cuenta proxies pero no dice cuáles: un cliente que llegue directo podría hacerse pasar por uno. ${TRUST_PROXY_HELP}`);
  return value.split(',').map((address) => address.trim()).filter(Boolean);
}

/** The variables that only make sense together: all of them, or none (undefined). */
function allOrNone<Name extends string>(env: NodeJS.ProcessEnv, names: readonly Name[]): Record<Name, string> | undefined {
  const given = names.filter((name) => env[name]);
  if (given.length === 0) return undefined;
  const missing = names.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`Faltan ${missing.join(', ')} (van junto con ${given.join(', ')}).`);
  return Object.fromEntries(names.map((name) => [name, env[name]!])) as Record<Name, string>;
}

/**
 * COMPANY_*: the seller's identity, each variable in place of one demo value. A CUIT whose check
 * digit is wrong, an e-mail that cannot be written to or a year that is not one stops the start:
 * the shop must not print a wrong seller on every page and invoice.
 */
function readCompany(env: NodeJS.ProcessEnv): Company {
  const cuit = (env.COMPANY_CUIT ?? DEMO_COMPANY.cuit).trim();
  const cuitProblem = validateCuil(cuit.replace(/-/g, ''));
  if (cuitProblem) throw new Error(`COMPANY_CUIT=${cuit}: la CUIT no es válida (${cuitProblem.replace(/CUIL/g, 'CUIT')}). Escribe los 11 dígitos, con o sin guiones: COMPANY_CUIT=30-99999999-5.`);
  const email = (env.COMPANY_EMAIL ?? DEMO_COMPANY.email).trim();
  if (validateEmail(email)) throw new Error(`COMPANY_EMAIL=${email}: el correo electrónico no es válido.`);
  const since = Number(env.COMPANY_ACTIVITIES_SINCE ?? DEMO_COMPANY.activitiesSince);
  if (!Number.isInteger(since) || since < 1800 || since > new Date().getFullYear()) {
    throw new Error(`COMPANY_ACTIVITIES_SINCE=${env.COMPANY_ACTIVITIES_SINCE}: escribe el año de inicio de actividades, por ejemplo 2005.`);
  }
  const text = (name: string, demo: string) => {
    const value = (env[name] ?? demo).trim();
    if (!value) throw new Error(`${name} está vacía: escribe el dato o quita la variable para usar el de demostración.`);
    return value;
  };
  return {
    legalName: text('COMPANY_LEGAL_NAME', DEMO_COMPANY.legalName),
    cuit: formatCuil(cuit),
    address: text('COMPANY_ADDRESS', DEMO_COMPANY.address),
    phone: text('COMPANY_PHONE', DEMO_COMPANY.phone),
    email,
    serviceHours: text('COMPANY_SERVICE_HOURS', DEMO_COMPANY.serviceHours),
    ivaCondition: text('COMPANY_IVA_CONDITION', DEMO_COMPANY.ivaCondition),
    iibb: text('COMPANY_IIBB', DEMO_COMPANY.iibb),
    activitiesSince: since,
  };
}

/** A positive number of seconds from the environment, in milliseconds; the start stops on anything else. */
function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name}=${env[name]}: escribe una cantidad de segundos mayor que cero, por ejemplo ${fallback}.`);
  return value * 1000;
}

/**
 * ARCA_*: where vouchers are asked. The sandbox (default) needs nothing; homologation and production
 * need the certificate ARCA issued for the company's CUIT and its key; production also the company's
 * own CUIT, never the demo one (its vouchers would be somebody's real invoices).
 */
function readArca(env: NodeJS.ProcessEnv, company: Company): ArcaSettings {
  const environment = (env.ARCA_ENV ?? 'sandbox').trim() as ArcaEnvironment;
  if (!ARCA_ENVIRONMENTS.includes(environment)) {
    throw new Error(`ARCA_ENV=${env.ARCA_ENV}: escribe sandbox (el simulador local), homologation (el ambiente de pruebas de ARCA) o production.`);
  }
  const pointOfSale = Number(env.ARCA_POINT_OF_SALE ?? 1);
  if (!Number.isInteger(pointOfSale) || pointOfSale < 1 || pointOfSale > 99_998) {
    throw new Error(`ARCA_POINT_OF_SALE=${env.ARCA_POINT_OF_SALE}: escribe el número del punto de venta habilitado para web services en ARCA, por ejemplo 1.`);
  }
  const certificatePath = env.ARCA_CERT_PATH?.trim() || undefined;
  const keyPath = env.ARCA_KEY_PATH?.trim() || undefined;
  if (Boolean(certificatePath) !== Boolean(keyPath)) {
    throw new Error(`Faltan ${certificatePath ? 'ARCA_KEY_PATH' : 'ARCA_CERT_PATH'} (van junto con ${certificatePath ? 'ARCA_CERT_PATH' : 'ARCA_KEY_PATH'}): el certificado y su clave privada.`);
  }
  if (environment !== 'sandbox' && !certificatePath) {
    throw new Error(`Con ARCA_ENV=${environment} hacen falta ARCA_CERT_PATH y ARCA_KEY_PATH: el certificado que ARCA emitió para la CUIT de la empresa y su clave privada.`);
  }
  if (environment === 'production' && company.cuit === formatCuil(DEMO_COMPANY.cuit)) {
    throw new Error('Con ARCA_ENV=production hace falta COMPANY_CUIT: la CUIT de demostración no puede emitir facturas reales.');
  }
  const sandboxUrl = env.ARCA_SANDBOX_URL?.trim() || undefined;
  if (sandboxUrl && environment !== 'sandbox') throw new Error(`ARCA_SANDBOX_URL solo sirve con ARCA_ENV=sandbox (ahora es ${environment}): quítala.`);
  if (sandboxUrl && !/^https?:\/\/\S+$/.test(sandboxUrl)) throw new Error(`ARCA_SANDBOX_URL=${sandboxUrl}: escribe la dirección del servidor que simula ARCA, por ejemplo http://10.0.0.5:3000.`);
  return {
    environment,
    pointOfSale,
    certificatePath,
    keyPath,
    sandboxUrl,
    timeoutMs: seconds(env, 'ARCA_TIMEOUT_SECONDS', 15),
    retryBaseMs: seconds(env, 'INVOICE_RETRY_SECONDS', 10),
    retryMaxMs: 15 * 60_000,
  };
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? '.data');
  const production = env.NODE_ENV === 'production';
  const company = readCompany(env);
  const getnet = allOrNone(env, ['GETNET_CLIENT_ID', 'GETNET_CLIENT_SECRET']);
  const zippin = allOrNone(env, ['ZIPPIN_API_TOKEN', 'ZIPPIN_API_SECRET', 'ZIPPIN_ACCOUNT_ID', 'ZIPPIN_ORIGIN_ID']);
  if (env.MP_ACCESS_TOKEN && !env.MP_WEBHOOK_SECRET) throw new Error('Con MP_ACCESS_TOKEN hace falta MP_WEBHOOK_SECRET: sin él no se puede creer ningún aviso de pago.');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    production,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    storefrontDir: path.resolve(repoRoot, env.STOREFRONT_DIR ?? 'storefront/dist'),
    backofficeDir: path.resolve(repoRoot, env.BACKOFFICE_DIR ?? 'backoffice/dist'),
    imagesDir: path.join(dataDir, 'images'),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Tienda <no-responder@tienda.local>',
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    googleJwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
    rateLimits: {
      logIn: Number(env.RATE_LIMIT_LOG_IN ?? 5),
      logInPerAddress: Number(env.RATE_LIMIT_LOG_IN_PER_ADDRESS ?? 20),
      signUp: Number(env.RATE_LIMIT_SIGN_UP ?? 10),
      resendCode: Number(env.RATE_LIMIT_RESEND_CODE ?? 5),
    },
    creditOffers: {
      perAccount: Number(env.CREDIT_OFFERS_PER_ACCOUNT ?? 10),
      perCuil: Number(env.CREDIT_OFFERS_PER_CUIL ?? 10),
    },
    passwordHashing: {
      atOnce: Number(env.PASSWORD_HASHES_AT_ONCE ?? defaultHashingBounds().atOnce),
      waiting: Number(env.PASSWORD_HASHES_WAITING ?? defaultHashingBounds().waiting),
    },
    csvImportsPerHour: Number(env.RATE_LIMIT_CSV_IMPORTS ?? 30),
    orderExpiryMinutes: Number(env.ORDER_EXPIRY_MINUTES ?? 30),
    transferExpiry: {
      hours: Number(env.TRANSFER_EXPIRY_HOURS ?? 72),
      reminderHoursBefore: Number(env.TRANSFER_REMINDER_HOURS ?? 24),
    },
    guestOrderLimits: {
      perEmail: Number(env.GUEST_ORDERS_PER_EMAIL ?? 5),
      perCuil: Number(env.GUEST_ORDERS_PER_CUIL ?? 5),
      perAddress: Number(env.GUEST_ORDERS_PER_ADDRESS ?? 10),
    },
    couponChecksPerAddress: Number(env.COUPON_CHECKS_PER_ADDRESS ?? 30),
    shopInbox: env.SHOP_INBOX ?? 'atencion@tienda.local',
    company,
    bank: {
      bank: env.BANK_NAME ?? DEMO_BANK.bank,
      holder: env.BANK_HOLDER ?? DEMO_BANK.holder,
      cuit: env.BANK_CUIT ?? DEMO_BANK.cuit,
      cbu: env.BANK_CBU ?? DEMO_BANK.cbu,
      alias: env.BANK_ALIAS ?? DEMO_BANK.alias,
      whatsapp: env.WHATSAPP_NUMBER ?? DEMO_BANK.whatsapp,
    },
    paymentSandbox: env.PAYMENT_SANDBOX ? env.PAYMENT_SANDBOX === 'true' : !production,
    mercadoPago: {
      accessToken: env.MP_ACCESS_TOKEN || undefined,
      // The sandbox signs its own notifications; a secret per start is enough for it.
      webhookSecret: env.MP_WEBHOOK_SECRET || randomBytes(32).toString('hex'),
    },
    getnet: getnet && {
      clientId: getnet.GETNET_CLIENT_ID,
      clientSecret: getnet.GETNET_CLIENT_SECRET,
      authUrl: env.GETNET_AUTH_URL ?? 'https://auth.geopagos.com',
      apiUrl: env.GETNET_API_URL ?? 'https://api.globalgetnet.com.ar',
    },
    zippin: zippin && {
      apiToken: zippin.ZIPPIN_API_TOKEN,
      apiSecret: zippin.ZIPPIN_API_SECRET,
      accountId: Number(zippin.ZIPPIN_ACCOUNT_ID),
      originId: Number(zippin.ZIPPIN_ORIGIN_ID),
      apiUrl: env.ZIPPIN_API_URL ?? 'https://api.zippin.com.ar',
    },
    creditEngine: env.CREDIT_ENGINE_URL ? { url: env.CREDIT_ENGINE_URL, token: env.CREDIT_ENGINE_TOKEN || undefined } : undefined,
    loanPlans: readLoanPlans(env.LOAN_PLANS ?? DEMO_LOAN_PLANS),
    apiDocs: env.API_DOCS ? env.API_DOCS === 'true' : !production,
    shutdownDrainMs: Number(env.SHUTDOWN_DRAIN_SECONDS ?? 5) * 1000,
    arca: readArca(env, company),
  };
}
