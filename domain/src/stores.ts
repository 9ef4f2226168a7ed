export type PickupStore = { id: number; store: string; address: string; phone: string; map: string };

/** The pickup store an order names when none was chosen (spec §9). */
export const DEFAULT_PICKUP_STORE = 'Sucursal Centro';

/** The URL Google Maps accepts in an iframe for an address. */
export function mapEmbedUrl(address: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
}

const store = (id: number, name: string, address: string, phone: string): PickupStore => ({
  id,
  store: name,
  address,
  phone,
  map: mapEmbedUrl(address),
});

// The 18 pickup stores of the delivery step (spec §2 Delivery).
export const STORES: readonly PickupStore[] = [
  store(1, DEFAULT_PICKUP_STORE, 'Av. Corrientes 1234, Ciudad Autónoma de Buenos Aires', '(011) 4372-1234'),
  store(2, 'Sucursal Palermo', 'Av. Santa Fe 3253, Ciudad Autónoma de Buenos Aires', '(011) 4821-5678'),
  store(3, 'Sucursal La Plata', 'Calle 8 1021, La Plata, Buenos Aires', '(0221) 483-2211'),
  store(4, 'Sucursal Mar del Plata', 'San Martín 2650, Mar del Plata, Buenos Aires', '(0223) 495-3322'),
  store(5, 'Sucursal Bahía Blanca', 'Alsina 150, Bahía Blanca, Buenos Aires', '(0291) 455-4433'),
  store(6, 'Sucursal Córdoba', '27 de Abril 370, Córdoba, Córdoba', '(0351) 422-5544'),
  store(7, 'Sucursal Río Cuarto', 'Constitución 850, Río Cuarto, Córdoba', '(0358) 463-6655'),
  store(8, 'Sucursal Rosario', 'Córdoba 1452, Rosario, Santa Fe', '(0341) 421-7766'),
  store(9, 'Sucursal Santa Fe', 'San Martín 2450, Santa Fe, Santa Fe', '(0342) 455-8877'),
  store(10, 'Sucursal Paraná', 'San Martín 780, Paraná, Entre Ríos', '(0343) 431-9988'),
  store(11, 'Sucursal Mendoza', 'Av. San Martín 1150, Mendoza, Mendoza', '(0261) 429-1020'),
  store(12, 'Sucursal San Juan', 'General Acha 250 Sur, San Juan, San Juan', '(0264) 421-3040'),
  store(13, 'Sucursal Tucumán', '24 de Septiembre 650, San Miguel de Tucumán, Tucumán', '(0381) 430-5060'),
  store(14, 'Sucursal Salta', 'Caseros 540, Salta, Salta', '(0387) 421-7080'),
  store(15, 'Sucursal Jujuy', 'Belgrano 780, San Salvador de Jujuy, Jujuy', '(0388) 422-9010'),
  store(16, 'Sucursal Resistencia', 'Av. Alberdi 350, Resistencia, Chaco', '(0362) 445-1122'),
  store(17, 'Sucursal Posadas', 'Bolívar 1870, Posadas, Misiones', '(0376) 442-3344'),
  store(18, 'Sucursal Neuquén', 'Av. Argentina 240, Neuquén, Neuquén', '(0299) 442-5566'),
];
