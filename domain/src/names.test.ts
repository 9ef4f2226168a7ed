import { describe, expect, it } from 'vitest';
import { isSameHolder, splitFullName } from './names';

describe('splitFullName', () => {
  it.each([
    ['Lucía Fernández', { first_name: 'Lucía', last_name: 'Fernández' }],
    ['Juan Carlos Pérez', { first_name: 'Juan Carlos', last_name: 'Pérez' }],
    ['  Ana   Gómez ', { first_name: 'Ana', last_name: 'Gómez' }],
    // A last word too short to be a name by the spec's rule stays with the first name.
    ['Mei Li', { first_name: 'Mei Li' }],
    ['Carla', { first_name: 'Carla' }],
    ['Al Pérez', { first_name: 'Al Pérez' }],
  ])('%s', (typed, expected) => {
    expect(splitFullName(typed)).toEqual(expected);
  });
});

describe('isSameHolder: the CUIL holder a bureau names against the account', () => {
  const ana = { first_name: 'Ana María', last_name: 'Gómez' };
  it.each([
    ['GOMEZ ANA MARIA', true],
    ['Gómez, Ana', true],
    ['MARIA GOMEZ', true],
    ['GOMEZ PEDRO', false],
    ['PEREZ ANA MARIA', false],
    ['', false],
  ])('%s → %s', (holder, expected) => {
    expect(isSameHolder(ana, holder)).toBe(expected);
  });

  it("needs every word of a compound last name, and compares letters only (D'Angelo)", () => {
    expect(isSameHolder({ first_name: 'Luis', last_name: 'Fernández Ruiz' }, 'FERNANDEZ LUIS')).toBe(false);
    expect(isSameHolder({ first_name: 'Luis', last_name: "D'Angelo" }, 'D ANGELO LUIS')).toBe(true);
  });

  it('cannot match a profile without a last name', () => {
    expect(isSameHolder({ first_name: 'Ana', last_name: '' }, 'ANA')).toBe(false);
  });
});
