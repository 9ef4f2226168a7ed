import { describe, it, expect } from 'vitest';
import { isAddressComplete, type Address } from './address';

const complete: Address = {
  street: 'Av. Colón',
  number: '1234',
  zipCode: '5000',
  city: 'Córdoba',
  province: 'Córdoba',
};

describe('isAddressComplete', () => {
  it.each<[string, Partial<Address>, boolean]>([
    ['all fields filled', {}, true],
    ['numeric house number', { number: 742 }, true],
    ['house number with leading zeros', { number: '007' }, true],
    ['alphanumeric postal code', { zipCode: 'C1425ABC' }, true],
    ['empty street', { street: '' }, false],
    ['blank street', { street: '   ' }, false],
    ['empty house number', { number: '' }, false],
    ['house number 0', { number: 0 }, false],
    ['house number "00"', { number: '00' }, false],
    ['non-numeric house number', { number: '12B' }, false],
    ['negative house number', { number: -12 }, false],
    ['empty postal code', { zipCode: '' }, false],
    ['empty city', { city: '' }, false],
    ['empty province', { province: '' }, false],
  ])('%s → %s', (_case, change, expected) => {
    expect(isAddressComplete({ ...complete, ...change })).toBe(expected);
  });
});
