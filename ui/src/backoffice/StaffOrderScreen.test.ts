import { describe, expect, it } from 'vitest';
import type { StaffOrderDetail } from '@tienda/domain';
import { allowedSteps } from './StaffOrderScreen';
import { auditChanges } from './StaffAuditScreen';

type Order = StaffOrderDetail['order'];
const order = (status: Order['status'], shipmentMethod: Order['shipmentMethod'] = 'Envío a domicilio') => ({ status, shipmentMethod }) as Order;

describe('the staff steps an order allows', () => {
  it.each([
    ['pending_payment', 'Envío a domicilio', ['paid', 'cancel']],
    ['paid', 'Envío a domicilio', ['preparing']],
    ['preparing', 'Envío a domicilio', ['shipped']],
    ['preparing', 'Retiro en local', ['ready-for-pickup']],
    ['shipped', 'Envío a domicilio', ['delivered']],
    ['ready_for_pickup', 'Retiro en local', ['delivered']],
    ['withdrawal_requested', 'Envío a domicilio', ['refunded']],
    ['cancelled', 'Envío a domicilio', ['paid']],
    ['expired', 'Retiro en local', ['paid']],
    ['delivered', 'Envío a domicilio', []],
    ['refunded', 'Envío a domicilio', []],
  ] as const)('%s (%s): %j', (status, shipment, steps) => {
    expect(allowedSteps(order(status, shipment))).toEqual(steps);
  });
});

describe('what an audited change changed', () => {
  it('lists only the fields that differ', () => {
    expect(auditChanges({ price: 1, stock: 4 }, { price: 2, stock: 4 })).toEqual([{ field: 'price', before: '1', after: '2' }]);
  });

  it('lists every field of a record created', () => {
    expect(auditChanges(null, { name: 'Ana', active: true })).toEqual([
      { field: 'name', before: '—', after: 'Ana' },
      { field: 'active', before: '—', after: 'true' },
    ]);
  });

  it('shows nested values as JSON and a plain value as one line', () => {
    expect(auditChanges({ shipment: null }, { shipment: { carrier: 'OCA' } })).toEqual([{ field: 'shipment', before: '—', after: '{"carrier":"OCA"}' }]);
    expect(auditChanges('a', 'b')).toEqual([{ field: 'valor', before: 'a', after: 'b' }]);
    expect(auditChanges(3, 3)).toEqual([]);
  });
});
