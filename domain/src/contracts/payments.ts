import { literal, object, optional, string, type, type Infer } from 'superstruct';
import { Id } from './common';
import { TrackingToken } from './orders';
import { Money } from './shipping';

/**
 * POST /api/payment/mercadopago/create and /api/payment/getnet/create: the order and the price
 * asked (total plus shipping). Only the order's owner may ask: a member with their bearer, a guest
 * with the order's tracking token.
 */
export const PaymentCreateBody = type({ orderId: Id, price: Money, trackingToken: optional(TrackingToken) });
export type PaymentCreateRequest = Infer<typeof PaymentCreateBody>;

/** Mercado Pago's answer: the Checkout Pro link to send the shopper to. */
export const MercadoPagoLinkResponse = object({ ok: literal(true), link: string() });

/** Getnet's answer: its web checkout. */
export const GetnetPaymentResponse = object({ ok: literal(true), getnet: object({ redirect_url: string() }) });
