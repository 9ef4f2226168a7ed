import { createHmac } from 'node:crypto';
import { WebhookSignatureValidator } from 'mercadopago';

/**
 * Mercado Pago signs each notification: x-signature is `ts=<seconds>,v1=<hex>`, the HMAC-SHA256
 * with the application's secret of the manifest `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`.
 */
export function signNotification(secret: string, dataId: string, requestId: string, ts: number): string {
  const manifest = `id:${dataId};request-id:${requestId};ts:${ts};`;
  return `ts=${ts},v1=${createHmac('sha256', secret).update(manifest).digest('hex')}`;
}

type NotificationHeaders = Record<string, string | string[] | undefined>;

/**
 * Whether a notification carries a good signature, checked by the official SDK (constant-time).
 * No timestamp window: a replayed notification only makes the server ask Mercado Pago again.
 */
export function isSignedNotification(secret: string, headers: NotificationHeaders, dataId: string | undefined): boolean {
  try {
    WebhookSignatureValidator.validate({ xSignature: headers['x-signature'], xRequestId: headers['x-request-id'], dataId, secret });
    return true;
  } catch {
    return false;
  }
}
