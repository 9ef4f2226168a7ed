import { describe, expect, it } from 'vitest';
import { refine, type, validate } from 'superstruct';
import { describeFailure } from './failure';
import {
  boundedString,
  cappedArray,
  CONTROL_CHARACTERS_MESSAGE,
  hasControlCharacters,
  IdNumber,
  MultilineText,
  pathToControlCharacter,
  refusingControlCharacters,
  ShortText,
} from './common';
import { ContactBody } from './withdrawals';
import { GuestOrderBody, OrderBody } from './orders';
import { AddressBody, CreateProfileBody } from './users';

describe('control characters', () => {
  const texts: [name: string, text: string, refused: boolean][] = [
    ['plain text', 'Av. Cabildo 2040', false],
    ['Spanish and emoji', 'Ñandú, pingüino y 💳', false],
    ['tab, line feed and carriage return', 'Hola,\r\n\tgracias', false],
    ['empty', '', false],
    ['NUL', 'BIEN\u0000VENIDA', true],
    ['NUL alone', '\u0000', true],
    ['bell', 'a\u0007b', true],
    ['vertical tab', 'a\u000bb', true],
    ['form feed', 'a\u000cb', true],
    ['escape', '\u001b[31m', true],
    ['delete', 'a\u007fb', true],
    ['a C1 control', 'a\u0085b', true],
    ['a lone high surrogate', 'a\ud800b', true],
    ['a lone low surrogate', '\udc00', true],
  ];

  it.each(texts)('%s: refused %s', (_, text, refused) => {
    expect(hasControlCharacters(text)).toBe(refused);
  });

  const values: [name: string, value: unknown, path: (string | number)[] | undefined][] = [
    ['a clean body', { code: 'BIENVENIDA10', items: [{ id: 1 }], note: null }, undefined],
    ['a top-level text', 'a\u0000', []],
    ['a field', { code: 'BIEN\u0000VENIDA10' }, ['code']],
    ['a nested field', { destination: { city: 'Bel\u0001grano' } }, ['destination', 'city']],
    ['an item of a list', { categoryIds: ['1', '2\u0000'] }, ['categoryIds', 1]],
    ['a key', { 'co\u0000de': 'x' }, ['co\u0000de']],
    ['numbers and booleans', { a: 1, b: true, c: [null, 2.5] }, undefined],
  ];

  it.each(values)('finds where in %s', (_, value, path) => {
    expect(pathToControlCharacter(value)).toEqual(path);
  });

  it('walks a deeply nested value without overflowing or slowing down', () => {
    let deep: unknown = 'fin\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const started = Date.now();
    expect(pathToControlCharacter(deep)).toHaveLength(100_000);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  const Body = refusingControlCharacters(type({ code: ShortText(50), message: MultilineText(2000) }));
  const bodies: [name: string, body: unknown, message: string | undefined][] = [
    ['a clean body', { code: 'BIENVENIDA10', message: 'Hola,\nquiero saber…' }, undefined],
    ['NUL in a field', { code: 'BIEN\u0000VENIDA10', message: '' }, CONTROL_CHARACTERS_MESSAGE],
    ['NUL in a field the contract does not name', { code: 'A', message: '', extra: '\u0000' }, CONTROL_CHARACTERS_MESSAGE],
    ['a line break in one-line text', { code: 'BIEN\nVENIDA10', message: '' }, CONTROL_CHARACTERS_MESSAGE],
    ['a tab in one-line text', { code: 'BIEN\tVENIDA10', message: '' }, CONTROL_CHARACTERS_MESSAGE],
    ['a wrong type', { code: 5, message: '' }, 'El campo "code" no es válido.'],
  ];

  it.each(bodies)('a contract wrapped to refuse them: %s', (_, body, message) => {
    const [error] = Body.validate(body, { coerce: true });
    expect(error && describeFailure(error)).toBe(message);
  });

  it('keeps line breaks in a contact message, and refuses NUL there', () => {
    const contact = { name: 'Lucía Gómez', email: 'lucia@ejemplo.com', phone: '1123456789', message: 'Hola,\r\n\tgracias' };
    expect(ContactBody.is(contact)).toBe(true);
    const [error] = refusingControlCharacters(ContactBody).validate({ ...contact, message: 'Hola\u0000' });
    expect(error && describeFailure(error)).toBe(CONTROL_CHARACTERS_MESSAGE);
  });
});

describe('ids', () => {
  it.each([
    [1, true],
    [2_147_483_647, true],
    [0, false],
    [-1, false],
    [1.5, false],
    [2_147_483_648, false],
    [1e308, false],
  ])('%s is an id: %s', (value, valid) => {
    expect(IdNumber.is(value)).toBe(valid);
  });
});

describe('rules over a whole body run only on well-typed values', () => {
  // A later field failing only a rule (no products, a street too long) used to make superstruct run
  // the body's own rule on the ill-typed address anyway, and the rule threw.
  const order = { shipmentMethod: 'Envío a domicilio', products: [], totalPrice: 1, shippingCost: 0, paymentMethod: 'Transferencia' };
  const guest = { ...order, name: 'Lucía Gómez', email: 'lucia@ejemplo.com', phone: '1123456789', cuil: '27302223330' };
  const longText = 'x'.repeat(101);
  const address = { street: 'Av. Cabildo', number: 2040, zipCode: 'C1428AAP', city: 'Belgrano', province: 'CABA' };

  const cases: [name: string, validate: () => unknown, message: string][] = [
    ...(['Av. Cabildo 2040', 2040, true, null, [], [address]] as unknown[]).flatMap((value): [string, () => unknown, string][] => [
      [`an order with address ${JSON.stringify(value)}`, () => OrderBody.validate({ ...order, address: value }, { coerce: true }), 'El campo "address" no es válido.'],
      [`a guest order with address ${JSON.stringify(value)}`, () => GuestOrderBody.validate({ ...guest, address: value }, { coerce: true }), 'El campo "address" no es válido.'],
    ]),
    ['an address whose street is a number', () => AddressBody.validate({ ...address, street: 5, zipCode: longText }, { coerce: true }), 'El campo "street" no es válido.'],
    ['an address whose city is an object', () => AddressBody.validate({ ...address, city: {}, province: longText }, { coerce: true }), 'El campo "city" no es válido.'],
    [
      'a profile whose address has a null street',
      () =>
        CreateProfileBody.validate(
          { first_name: 'Martín', cuil: '20301112220', birthday: '15/04/1990', phone: '1123456789', address: { ...address, street: null, city: longText } },
          { coerce: true },
        ),
      'El campo "address.street" no es válido.',
    ],
  ];

  it.each(cases)('%s: a 400 message, never a throw', (_, validate, message) => {
    const [error] = validate() as [Parameters<typeof describeFailure>[0] | undefined];
    expect(error && describeFailure(error)).toBe(message);
  });

  it('still says what is missing when the types are right', () => {
    const [error] = OrderBody.validate({ ...order, products: [{ productId: 1, quantity: 1 }] }, { coerce: true });
    expect(error && describeFailure(error)).toBe('Por favor complete todos los datos de envío');
  });
});

describe('bounds counted before anything else runs', () => {
  it('a capped list past its cap is refused without looking at a single element', () => {
    let looked = 0;
    const Counted = refine(IdNumber, 'counted', () => {
      looked++;
      return true;
    });
    const [error] = validate({ ids: Array.from({ length: 500_000 }, () => 1) }, type({ ids: cappedArray(Counted, 100) }));
    expect(looked).toBe(0);
    expect(error && describeFailure(error)).toBe('El campo "ids" admite hasta 100 elementos.');
    expect(validate({ ids: [1, 2] }, type({ ids: cappedArray(Counted, 100) }))[0]).toBeUndefined();
    expect(looked).toBe(2);
  });

  it('a capped list says when it is too short, and still names a wrong element', () => {
    const Lines = type({ lines: cappedArray(IdNumber, 3, 1) });
    expect(describeFailure(validate({ lines: [] }, Lines)[0]!)).toBe('El campo "lines" debe tener al menos 1 elemento.');
    expect(describeFailure(validate({ lines: [1, 'x'] }, Lines)[0]!)).toBe('El campo "lines" no es válido.');
  });

  it('a bounded text past its bound never reaches the rules refined on it', () => {
    let ran = false;
    const Code = refine(boundedString(10), 'code', () => {
      ran = true;
      return true;
    });
    const [error] = validate({ code: 'x'.repeat(1_000_000) }, type({ code: Code }));
    expect(ran).toBe(false);
    expect(error && describeFailure(error)).toBe('El campo "code" no puede superar los 10 caracteres.');
  });
});
