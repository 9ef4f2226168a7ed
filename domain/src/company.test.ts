import { describe, expect, it } from 'vitest';
import { companyLine, DEMO_COMPANY } from './company';
import { validateCuil, validateEmail } from './validation';

describe('the demo seller', () => {
  it('has a CUIT whose check digit is right, and an e-mail the shop accepts', () => {
    expect(DEMO_COMPANY.cuit).toMatch(/^\d{2}-\d{8}-\d$/);
    expect(validateCuil(DEMO_COMPANY.cuit.replace(/-/g, ''))).toBeNull();
    expect(validateEmail(DEMO_COMPANY.email)).toBeNull();
  });

  it('is named in one line by its razón social and CUIT', () => {
    expect(companyLine(DEMO_COMPANY)).toBe('Tienda de Crédito Demo S.A. · CUIT 30-99999999-5');
  });
});
