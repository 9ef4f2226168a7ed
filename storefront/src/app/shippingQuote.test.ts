// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart, setQuantity, type Product } from '@tienda/domain';
import type { DeliveryQuote } from '../state/checkout';
import { missingStep, type CheckoutState } from './checkoutSteps';
import { destinationOf, quoteFits, quoteItems, unitsKey } from './shippingQuote';

const product = (id: number, stock = 5) =>
  ({ id, name: `Producto ${id}`, price: 1000, final_price: '1000', internal_cost: 200, stock, images: { default: [] }, category: { id: 3, name: 'Parlantes' }, brand: { name: 'JBL' }, description: '', highlighted: false }) as Product;

const cart = setQuantity(addToCart(addToCart(emptyCart(), product(7)), product(3)), 7, 2);
const address = { street: 'Av. Colón', number: '1200', zipCode: 'x5000', city: 'Córdoba', province: 'Córdoba' };
const quote = (change: Partial<DeliveryQuote> = {}): DeliveryQuote => ({
  amounts: { price_incl_tax: 5000 },
  delivery_time: { estimated_delivery: '2026-11-25' },
  carrier: { id: 1 },
  destination: { zipcode: 'X5000', state: 'Córdoba', city: 'Córdoba' },
  units: '3x1,7x2',
  ...change,
});

describe('the shipping quote of a cart', () => {
  it('sends one item per unit of each line', () => {
    expect(quoteItems(cart)).toEqual([{ id: 7 }, { id: 7 }, { id: 3 }]);
  });

  it('names the units by product id, whatever the order of the lines', () => {
    expect(unitsKey(cart)).toBe('3x1,7x2');
    expect(unitsKey(emptyCart())).toBe('');
  });

  it('goes to the zip (upper case), province and city, once the three are there', () => {
    expect(destinationOf({ zipCode: ' c1425 ', province: 'Ciudad Autónoma de Buenos Aires', city: 'Palermo ' })).toEqual({
      zipcode: 'C1425',
      state: 'Ciudad Autónoma de Buenos Aires',
      city: 'Palermo',
    });
    expect(destinationOf({ zipCode: '1425', province: '', city: 'Palermo' })).toBeNull();
  });

  it('holds for the same destination and the same units only', () => {
    expect(quoteFits(quote(), address, cart)).toBe(true);
    expect(quoteFits(quote(), { ...address, city: 'Río Cuarto' }, cart)).toBe(false);
    expect(quoteFits(quote(), address, setQuantity(cart, 3, 2))).toBe(false);
    expect(quoteFits(null, address, cart)).toBe(false);
  });

  it('takes a quote stored without its units as the cart’s', () => {
    expect(quoteFits(quote({ units: undefined }), address, cart)).toBe(true);
  });
});

describe('a later checkout page with home delivery', () => {
  const state = (change: Partial<CheckoutState>): CheckoutState => ({
    cart,
    member: true,
    contact: null,
    shipping: { type: 'Envío a domicilio', auxData: address },
    quote: quote(),
    paymentMethod: null,
    ...change,
  });

  it('is reached with a whole address and its quote', () => {
    expect(missingStep('paymentMethod', state({}))).toBeNull();
  });

  it('sends a half-typed address back to /delivery', () => {
    expect(missingStep('paymentMethod', state({ shipping: { type: 'Envío a domicilio', auxData: { ...address, street: '' } } }))).toEqual({
      to: '/delivery',
      message: 'Información de envío no encontrada',
    });
  });

  it('asks for a new quote when the address or the cart changed since', () => {
    const notQuoted = { to: '/delivery', message: 'Costo de envío no calculado' };
    expect(missingStep('summary', state({ quote: quote({ destination: { zipcode: '5800', state: 'Córdoba', city: 'Río Cuarto' } }) }))).toEqual(notQuoted);
    expect(missingStep('loans', state({ cart: addToCart(cart, product(9)) }))).toEqual(notQuoted);
  });
});
