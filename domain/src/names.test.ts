import { describe, expect, it } from 'vitest';
import { splitFullName } from './names';

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
