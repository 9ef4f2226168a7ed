export type CreditLineSeed = {
  cuil: string;
  resultado: 'APROBADO' | 'RECHAZADO';
  respuesta_motor: string;
  maximo_capital: number;
  maximo_cuota: number;
};

// What the sandbox credit engine answers, by CUIL: a large line, a small one (a cart above
// $300.000 is only 'PENDIENTE' or 'nearly there') and a refusal.
export const CREDIT_LINES: readonly CreditLineSeed[] = [
  { cuil: '20301112220', resultado: 'APROBADO', respuesta_motor: 'Cliente con cupo pre-aprobado.', maximo_capital: 2_000_000, maximo_cuota: 250_000 },
  { cuil: '27302223330', resultado: 'APROBADO', respuesta_motor: 'Cliente con cupo pre-aprobado.', maximo_capital: 300_000, maximo_cuota: 40_000 },
  { cuil: '20403334449', resultado: 'RECHAZADO', respuesta_motor: 'El cliente no califica según la política crediticia vigente.', maximo_capital: 0, maximo_cuota: 0 },
];
