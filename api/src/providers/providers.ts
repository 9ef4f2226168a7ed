import type { Database } from '../db/database';
import type { Settings } from '../settings';
import type { CreditEngine } from './creditEngine/creditEngine';
import { creditLinesEngine } from './creditEngine/creditLines';
import { httpCreditEngine } from './creditEngine/real';
import type { GetnetApi } from './getnet/getnet';
import { realGetnet } from './getnet/real';
import type { MercadoPagoApi } from './mercadopago/mercadoPago';
import { realMercadoPago } from './mercadopago/real';
import { sandboxGetnet } from './sandboxCheckout/getnetSandbox';
import { sandboxMercadoPago } from './sandboxCheckout/mercadoPagoSandbox';
import { realZippin } from './zippin/real';
import { sandboxZippin } from './zippin/sandbox';
import type { ZippinApi } from './zippin/zippin';

export type Providers = {
  zippin: ZippinApi;
  creditEngine: CreditEngine;
  /** undefined: no credentials and no sandbox (production), so the method is unavailable. */
  mercadoPago: MercadoPagoApi | undefined;
  getnet: GetnetApi | undefined;
  /** Whether a payment sandbox is in use, and so its page must be served. */
  sandbox: boolean;
};

/**
 * Each outside service: the real adapter when its credentials are set, else the local stand-in.
 * A payment sandbox approves anything, so a production server never falls back to it unless
 * PAYMENT_SANDBOX=true says so.
 */
export function chooseProviders(settings: Settings, db: Database): Providers {
  const { mercadoPago: mp, getnet, zippin, creditEngine, paymentSandbox, publicUrl } = settings;
  const mercadoPago = mp.accessToken ? realMercadoPago(mp.accessToken) : paymentSandbox ? sandboxMercadoPago(db, publicUrl) : undefined;
  const card = getnet ? realGetnet(getnet) : paymentSandbox ? sandboxGetnet(db, publicUrl) : undefined;
  return {
    zippin: zippin ? realZippin(zippin) : sandboxZippin(),
    creditEngine: creditEngine ? httpCreditEngine(creditEngine.url, creditEngine.token) : creditLinesEngine(db),
    mercadoPago,
    getnet: card,
    sandbox: paymentSandbox && (!mp.accessToken || !getnet),
  };
}
