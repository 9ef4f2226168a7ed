import { describe, expect, it } from 'vitest';
import { trackList } from './tracks';

describe('trackList', () => {
  it('gives fractions their shares in whole fr units', () => {
    expect(trackList(['3/5', '2/5'])).toBe('minmax(0, 3fr) minmax(0, 2fr)');
    expect(trackList(['2/5', '1/5', '1/5', '1/5'])).toBe('minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr)');
  });

  it('shares the row equally among fluid columns', () => {
    expect(trackList(['fluid', 'fluid', 'fluid'])).toBe('minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr)');
  });

  it('gives fluid columns what the fractions leave', () => {
    expect(trackList(['1/3', 'fluid'])).toBe('minmax(0, 1fr) minmax(0, 2fr)');
    expect(trackList(['1/4', 'fluid', 'fluid'])).toBe('minmax(0, 2fr) minmax(0, 3fr) minmax(0, 3fr)');
  });

  it('sizes a content column by what it holds', () => {
    expect(trackList(['content', 'fluid'])).toBe('auto minmax(0, 1fr)');
  });
});
