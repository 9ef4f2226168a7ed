import { validateCuil } from '@tienda/domain';

/** The ten digits completed with the check digit the domain accepts, or null when none does (remainder 1). */
export function withCheckDigit(body: string): string | null {
  for (let digit = 0; digit <= 9; digit += 1) if (validateCuil(`${body}${digit}`) === null) return `${body}${digit}`;
  return null;
}

let serial = 31_000_000;

/** Valid CUILs of prefix 20, a new one on every call: a CUIL is one account's. */
export function freshCuil(): string {
  for (;;) {
    const cuil = withCheckDigit(`20${++serial}`);
    if (cuil) return cuil;
  }
}
