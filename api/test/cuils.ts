/** Valid CUILs of prefix 20 (check digit by the AFIP weights), a new one on every call: a CUIL is one account's. */
let serial = 31_000_000;

export function freshCuil(): string {
  for (;;) {
    const body = `20${++serial}`;
    const sum = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2].reduce((total, weight, i) => total + weight * Number(body[i]), 0);
    const remainder = sum % 11;
    if (remainder !== 1) return `${body}${remainder === 0 ? 0 : 11 - remainder}`;
  }
}
