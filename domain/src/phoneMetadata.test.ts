import fullMetadata from 'libphonenumber-js/metadata.min.json';
import { describe, expect, it } from 'vitest';
import { argentinePhoneMetadata } from './phoneMetadata';

describe('the Argentine phone metadata', () => {
  it("is the installed libphonenumber-js's own entry for Argentina (regenerate domain/src/phoneMetadata.ts from metadata.min.json if this fails)", () => {
    expect(argentinePhoneMetadata).toEqual({
      version: fullMetadata.version,
      country_calling_codes: { '54': ['AR'] },
      countries: { AR: fullMetadata.countries.AR },
      nonGeographic: {},
    });
  });
});
