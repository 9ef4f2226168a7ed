import { describe, expect, it } from 'vitest';
import { stepName, timelineSteps, upcomingStatuses } from './timelineSteps';

describe('upcomingStatuses', () => {
  it('leads a home delivery through shipping and a pickup through the store', () => {
    expect(upcomingStatuses('paid', 'Envío a domicilio')).toEqual(['preparing', 'shipped', 'delivered']);
    expect(upcomingStatuses('paid', 'Retiro en local')).toEqual(['preparing', 'ready_for_pickup', 'delivered']);
    expect(upcomingStatuses('pending_payment', 'Retiro en local')).toEqual(['paid', 'preparing', 'ready_for_pickup', 'delivered']);
  });

  it('has nothing to come for an order delivered or over, and the refund for a withdrawal', () => {
    for (const status of ['delivered', 'cancelled', 'expired', 'refunded'] as const) {
      expect(upcomingStatuses(status, 'Envío a domicilio')).toEqual([]);
    }
    expect(upcomingStatuses('withdrawal_requested', 'Envío a domicilio')).toEqual(['refunded']);
  });
});

describe('stepName', () => {
  it('reads the shop’s labels in sentence case', () => {
    expect(stepName('preparing')).toBe('En preparación');
    expect(stepName('ready_for_pickup')).toBe('Lista para retirar');
    expect(stepName('pending_payment')).toBe('Compra recibida');
  });
});

describe('timelineSteps', () => {
  it('marks the last state lived as current, then the steps to come', () => {
    const steps = timelineSteps('paid', 'Envío a domicilio', [
      { status: 'pending_payment', label: 'PENDIENTE', at: '2025-03-10T13:00:00Z' },
      { status: 'paid', label: 'PAGADA', at: '2025-03-10T15:00:00Z' },
    ]);
    expect(steps.map((step) => [step.status, step.stage])).toEqual([
      ['pending_payment', 'done'],
      ['paid', 'current'],
      ['preparing', 'upcoming'],
      ['shipped', 'upcoming'],
      ['delivered', 'upcoming'],
    ]);
  });

  it('shows the present state even when the record of steps lacks it', () => {
    const steps = timelineSteps('cancelled', 'Retiro en local', [{ status: 'pending_payment', label: 'PENDIENTE', at: '2025-03-10T13:00:00Z' }]);
    expect(steps.at(-1)).toEqual({ status: 'cancelled', name: 'Cancelada', at: null, stage: 'current' });
  });
});
