import { withCheckDigit } from '../../api/test/cuils';

/** A valid CUIL of prefix 20 that no account holds yet (a CUIL is one account's): random, as journeys run in several processes. */
export function unusedCuil(): string {
  for (;;) {
    const cuil = withCheckDigit(`20${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
    if (cuil) return cuil;
  }
}
