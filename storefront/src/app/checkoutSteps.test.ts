import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart, type Product } from '@tienda/domain';
import { missingStep, type CheckoutState } from './checkoutSteps';

const product = { id: 1, name: 'Parlante', price: '1000', final_price: '1000', internal_cost: '200', stock: 5, images: { default: [] }, category: { id: 3, name: 'Parlantes' }, brand: { name: 'JBL' }, description: '', highlighted: false } as unknown as Product;
const home = { type: 'Envío a domicilio', auxData: { street: 'Av. Colón', number: '1200', zipCode: '5000', city: 'Córdoba', province: 'Córdoba' } } as const;
const pickup = { type: 'Retiro en local', auxData: { storeId: 1, store: 'Sucursal Centro', address: 'Av. Corrientes 1234' } } as const;
const quote = { amounts: { price_incl_tax: 5000 }, delivery_time: { estimated_delivery: '2026-11-25' }, carrier: { id: 1 }, destination: { zipcode: '5000', state: 'Córdoba', city: 'Córdoba' } };
const contact = { name: 'Ana Gómez', email: 'ana@ejemplo.com', phone: '1123456789', cuil: '20123456786' };

const state = (change: Partial<CheckoutState>): CheckoutState => ({
  cart: addToCart(emptyCart(), product),
  member: false,
  contact: null,
  shipping: null,
  quote: null,
  paymentMethod: null,
  ...change,
});

describe('a checkout page reached without its earlier steps', () => {
  it.each([
    ['an empty cart, any page', 'summary', state({ cart: emptyCart() }), { to: '/cart' }],
    ['a member on the contact page', 'contact', state({ member: true }), { to: '/delivery' }],
    ['a guest with no contact, on delivery', 'delivery', state({}), { to: '/payment' }],
    ['no delivery chosen', 'paymentMethod', state({ contact }), { to: '/delivery', message: 'Información de envío no encontrada' }],
    ['home delivery without a quote', 'paymentMethod', state({ contact, shipping: home }), { to: '/delivery', message: 'Costo de envío no calculado' }],
    ['a guest on the loans page', 'loans', state({ contact, shipping: pickup }), { to: '/login' }],
    ['no payment method, on the summary', 'summary', state({ contact, shipping: home, quote }), { to: '/payment-method' }],
  ] as const)('%s', (_, page, given, expected) => {
    expect(missingStep(page, given)).toEqual(expected);
  });

  it.each([
    ['a guest on the contact page', 'contact', state({})],
    ['a guest with contact, on delivery', 'delivery', state({ contact })],
    ['a member on delivery', 'delivery', state({ member: true })],
    ['pickup needs no quote', 'paymentMethod', state({ contact, shipping: pickup })],
    ['a member with a quoted address, on loans', 'loans', state({ member: true, shipping: home, quote })],
    ['everything in place, on the summary', 'summary', state({ contact, shipping: home, quote, paymentMethod: { option: 'Transferencia' } })],
  ] as const)('lets %s through', (_, page, given) => {
    expect(missingStep(page, given)).toBeNull();
  });
});
