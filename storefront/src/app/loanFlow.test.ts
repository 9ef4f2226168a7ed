import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart, LOAN_FLOW_IDLE_LIMIT_MS, LOAN_FLOW_LIFETIME_MS, type Product } from '@tienda/domain';
import { loanFlowOnAdd, loanFlowToStart } from './loanFlow';

const product = (final_price: string) =>
  ({ id: 1, name: 'Celular', price: 1000, final_price, internal_cost: 200, stock: 5, images: { default: [] }, category: { id: 1, name: 'Celulares' }, brand: { name: 'Samsung' }, description: '', highlighted: false }) as Product;

const now = Date.UTC(2026, 2, 10, 15, 0);
const live = { createdAt: now - 60_000, lastActivityAt: now - 30_000 };
const cart = addToCart(emptyCart(), product('250000'));

describe('adding a product during a loan request', () => {
  it('asks while the request is live and the cart holds something to pay', () => {
    expect(loanFlowOnAdd(live, cart, now)).toBe('ask');
  });

  it('does nothing special without a request', () => {
    expect(loanFlowOnAdd(null, cart, now)).toBe('none');
  });

  it('ends a request that expired, by age or by idleness', () => {
    expect(loanFlowOnAdd({ createdAt: now - LOAN_FLOW_LIFETIME_MS, lastActivityAt: now }, cart, now)).toBe('drop');
    expect(loanFlowOnAdd({ createdAt: now, lastActivityAt: now - LOAN_FLOW_IDLE_LIMIT_MS }, cart, now)).toBe('drop');
  });

  it('ends it when the cart is empty or totals nothing', () => {
    expect(loanFlowOnAdd(live, emptyCart(), now)).toBe('drop');
    expect(loanFlowOnAdd(live, addToCart(emptyCart(), product('0')), now)).toBe('drop');
  });
});

describe('choosing the loan', () => {
  it('keeps a live request, active again now', () => {
    expect(loanFlowToStart(live, now)).toEqual({ createdAt: live.createdAt, lastActivityAt: now });
  });

  it('starts a new one when there is none or it expired', () => {
    expect(loanFlowToStart(null, now)).toEqual({ createdAt: now, lastActivityAt: now });
    expect(loanFlowToStart({ createdAt: now - LOAN_FLOW_LIFETIME_MS - 1, lastActivityAt: now }, now)).toEqual({ createdAt: now, lastActivityAt: now });
  });
});
