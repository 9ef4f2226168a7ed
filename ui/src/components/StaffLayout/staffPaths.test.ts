import { describe, expect, it } from 'vitest';
import { staffPaths, withQuery } from './staffPaths';

describe('withQuery', () => {
  it('keeps only the filters that have a value', () => {
    expect(withQuery(staffPaths.orders, { status: 'pending_payment', paymentMethod: 'Transferencia', q: '', page: undefined })).toBe(
      '/admin/pedidos?status=pending_payment&paymentMethod=Transferencia',
    );
  });

  it('is the bare path without filters', () => {
    expect(withQuery(staffPaths.products, {})).toBe('/admin/productos');
  });
});
