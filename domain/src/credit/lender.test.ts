import { describe, expect, it } from 'vitest';
import { validateCuil } from '../validation';
import { validateEmail } from '../validation';
import { LENDER } from './lender';

describe('the lender', () => {
  it('has a CUIT whose check digit is right, and an e-mail the shop accepts', () => {
    expect(LENDER.cuit).toMatch(/^\d{2}-\d{8}-\d$/);
    expect(validateCuil(LENDER.cuit.replace(/-/g, ''))).toBeNull();
    expect(validateEmail(LENDER.email)).toBeNull();
  });
});
