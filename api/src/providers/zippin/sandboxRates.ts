// The sandbox's price list: what a parcel costs by the destination's zone and its weight.
// Demo figures in pesos before IVA, of the order of magnitude of Argentine couriers.

export type Zone = 'caba' | 'buenosAires' | 'centro' | 'norteCuyo' | 'patagonia' | 'tierraDelFuego';

/** Each province (by the name the shop's province list uses) and its zone. */
export const PROVINCE_ZONES: Record<string, Zone> = {
  'Ciudad Autónoma de Buenos Aires': 'caba',
  'Buenos Aires': 'buenosAires',
  Córdoba: 'centro',
  'Santa Fe': 'centro',
  'Entre Ríos': 'centro',
  'La Pampa': 'centro',
  'San Luis': 'centro',
  Mendoza: 'norteCuyo',
  'San Juan': 'norteCuyo',
  'La Rioja': 'norteCuyo',
  Catamarca: 'norteCuyo',
  Tucumán: 'norteCuyo',
  'Santiago del Estero': 'norteCuyo',
  Salta: 'norteCuyo',
  Jujuy: 'norteCuyo',
  Chaco: 'norteCuyo',
  Formosa: 'norteCuyo',
  Corrientes: 'norteCuyo',
  Misiones: 'norteCuyo',
  Neuquén: 'patagonia',
  'Río Negro': 'patagonia',
  Chubut: 'patagonia',
  'Santa Cruz': 'patagonia',
  'Tierra del Fuego': 'tierraDelFuego',
};

/** Base price, price per kilogram charged, and delivery days (Monday to Saturday) of each zone. */
export const ZONE_RATES: Record<Zone, { base: number; perKg: number; days: number }> = {
  caba: { base: 3500, perKg: 450, days: 2 },
  buenosAires: { base: 4800, perKg: 600, days: 3 },
  centro: { base: 6200, perKg: 800, days: 4 },
  norteCuyo: { base: 7500, perKg: 950, days: 5 },
  patagonia: { base: 8900, perKg: 1150, days: 6 },
  tierraDelFuego: { base: 11_500, perKg: 1500, days: 8 },
};

/** Cubic centimetres that weigh as one kilogram: couriers charge bulky parcels by their volume. */
export const VOLUMETRIC_DIVISOR = 5000;

export const IVA = 0.21;

/** The sandbox's carrier, standing in for the one Zippin would pick. */
export const SANDBOX_CARRIER = { id: 1, name: 'Transporte de prueba', rating: 1, logo: null };
