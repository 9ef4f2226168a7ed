// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { LOAN_FLOW_LIFETIME_MS, type Product } from '@tienda/domain';
import { cartActions, getCart } from '../state/cart';
import { loanFlowStore, paymentMethodStore } from '../state/checkout';
import { AddToLoanPrompt, useAddToCart } from './useAddToCart';

const product = (id: number, stock = 5) =>
  ({ id, name: `Producto ${id}`, price: 1000, final_price: '150000', internal_cost: 200, stock, images: { default: [] }, category: { id: 1, name: 'Celulares' }, brand: { name: 'Samsung' }, description: '', highlighted: false }) as Product;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Shop() {
  const { add, buy, addAll } = useAddToCart();
  return (
    <>
      <button onClick={() => add(product(2))}>Agregar</button>
      <button onClick={() => buy(product(1), 3)}>Comprar</button>
      <button onClick={() => addAll([{ product: product(1), quantity: 2 }, { product: product(2), quantity: 9 }, { product: product(3, 0), quantity: 1 }])}>
        Volver a comprar
      </button>
      <AddToLoanPrompt />
      <Where />
    </>
  );
}

const shop = () =>
  render(
    <MemoryRouter initialEntries={['/product/2']}>
      <Routes>
        <Route path="*" element={<Shop />} />
      </Routes>
    </MemoryRouter>,
  );

const where = () => screen.getByTestId('where').textContent;
const inCart = () => getCart().items.map((item) => [item.product.id, item.quantity]);
const QUESTION = '¿Quieres agregar este producto a tu solicitud de préstamo actual?';
const question = () => screen.queryByText(QUESTION);
/** The dialog's code arrives on first use: wait for its question. */
const asked = () => screen.findByText(QUESTION, {}, { timeout: 15_000 });

describe('adding a product during a loan request (Agregar al préstamo)', () => {
  beforeEach(() => {
    localStorage.clear();
    cartActions.clear();
    cartActions.add(product(1));
    loanFlowStore.set({ createdAt: Date.now(), lastActivityAt: Date.now() });
    paymentMethodStore.set({ option: 'Prestamo' });
  });
  afterEach(cleanup);
  // The dialog is a chunk of its own; compiling the design system for it takes a while the first time.
  beforeAll(() => import('./addToLoanDialogChunk'), 60_000);

  it('asks first; Confirmar adds it and goes back to the loan', async () => {
    shop();
    fireEvent.click(screen.getByText('Agregar'));
    expect(await asked()).toBeTruthy();
    expect(inCart()).toEqual([[1, 1]]);
    fireEvent.click(screen.getByText('Confirmar'));
    await waitFor(() => expect(where()).toBe('/loans'));
    expect(inCart()).toEqual([[1, 1], [2, 1]]);
    expect(loanFlowStore.get()).not.toBeNull();
  });

  it('Elegir otro medio de pago adds it, ends the request and goes to /payment-method', async () => {
    shop();
    fireEvent.click(screen.getByText('Agregar'));
    await asked();
    fireEvent.click(screen.getByText('Elegir otro medio de pago'));
    await waitFor(() => expect(where()).toBe('/payment-method'));
    expect(inCart()).toEqual([[1, 1], [2, 1]]);
    expect(loanFlowStore.get()).toBeNull();
    expect(paymentMethodStore.get()).toBeNull();
  });

  it('Cancelar leaves the cart and the request as they were', async () => {
    shop();
    fireEvent.click(screen.getByText('Agregar'));
    await asked();
    fireEvent.click(screen.getByText('Cancelar'));
    await waitFor(() => expect(question()).toBeNull());
    expect(inCart()).toEqual([[1, 1]]);
    expect(where()).toBe('/product/2');
    expect(loanFlowStore.get()).not.toBeNull();
  });

  it('Comprar asks too, and sets the quantity of a product already in the cart', async () => {
    shop();
    fireEvent.click(screen.getByText('Comprar'));
    await asked();
    fireEvent.click(screen.getByText('Confirmar'));
    await waitFor(() => expect(where()).toBe('/loans'));
    expect(inCart()).toEqual([[1, 3]]);
  });

  it('adds at once and ends an expired request', () => {
    loanFlowStore.set({ createdAt: Date.now() - LOAN_FLOW_LIFETIME_MS - 1, lastActivityAt: Date.now() });
    shop();
    fireEvent.click(screen.getByText('Agregar'));
    expect(question()).toBeNull();
    expect(inCart()).toEqual([[1, 1], [2, 1]]);
    expect(loanFlowStore.get()).toBeNull();
  });

  it('adds at once to an empty cart, ending the request; Comprar then goes to /payment', () => {
    cartActions.clear();
    shop();
    fireEvent.click(screen.getByText('Comprar'));
    expect(question()).toBeNull();
    expect(inCart()).toEqual([[1, 3]]);
    expect(loanFlowStore.get()).toBeNull();
    expect(where()).toBe('/payment');
  });

  it("'Volver a comprar' asks once for the products it adds: the absent ones in stock, up to their stock", async () => {
    shop();
    fireEvent.click(screen.getByText('Volver a comprar'));
    await asked();
    fireEvent.click(screen.getByText('Confirmar'));
    await waitFor(() => expect(where()).toBe('/loans'));
    expect(inCart()).toEqual([[1, 1], [2, 5]]);
  });

  it('asks nothing for a product already in the cart', () => {
    cartActions.add(product(2));
    shop();
    fireEvent.click(screen.getByText('Agregar'));
    expect(question()).toBeNull();
  });
});
