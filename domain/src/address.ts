// A delivery address of spec §3; checkout may continue only with a complete one (§4 Delivery).

export type Address = {
  street: string;
  /** House number: numeric, from a form as text or from the server as a number. */
  number: number | string;
  zipCode: string;
  city: string;
  province: string;
};

const isFilled = (text: string) => text.trim() !== '';

/** Every field filled, and a house number made of digits that is not 0. */
export function isAddressComplete(address: Address): boolean {
  const { street, number, zipCode, city, province } = address;
  const houseNumber = String(number).trim();
  const hasHouseNumber = /^\d+$/.test(houseNumber) && Number(houseNumber) !== 0;
  return hasHouseNumber && [street, zipCode, city, province].every(isFilled);
}
