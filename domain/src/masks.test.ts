import { describe, it, expect } from 'vitest';
import { digitsOnly, maskDate } from './masks';

describe('digitsOnly', () => {
  it.each([
    ['11 2345-6789', '1123456789'],
    ['20-12345678-6', '20123456786'],
    ['+54 (351) 555 1234', '543515551234'],
    ['abc', ''],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(digitsOnly(input)).toBe(expected);
  });
});

describe('maskDate', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['01', '01'],
    ['010', '01/0'],
    ['0102', '01/02'],
    ['01022', '01/02/2'],
    ['01022000', '01/02/2000'],
    ['010220001', '01/02/2000'],
    ['01/02/2000', '01/02/2000'],
    ['01/', '01'],
    ['1a2b3c', '12/3'],
    ['31-12-1999', '31/12/1999'],
  ])('%j → %j', (input, expected) => {
    expect(maskDate(input)).toBe(expected);
  });
});
