/** A valid CUIL of prefix 20 that no account holds yet (a CUIL is one account's); check digit by the AFIP weights. */
export function unusedCuil(): string {
  for (;;) {
    const body = `20${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const sum = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2].reduce((total, weight, i) => total + weight * Number(body[i]), 0);
    const remainder = sum % 11;
    if (remainder !== 1) return `${body}${remainder === 0 ? 0 : 11 - remainder}`;
  }
}
