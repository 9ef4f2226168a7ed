import { describe, expect, it } from 'vitest';
import { parseCreditLines } from './creditLinesCsv';

describe('archivo de líneas de crédito', async () => {
  it('reads quoted fields, dashes in CUILs and any column order', async () => {
    const text = 'maximo_cuota,maximo_capital,cuil,resultado,respuesta_motor\n40000,300000.5,27-30222333-0,Aprobado,"Cupo ""especial"",\nrevisado"\n\n';
    expect(await parseCreditLines(text)).toEqual({
      errors: [],
      lines: [{ cuil: '27302223330', resultado: 'APROBADO', respuesta_motor: 'Cupo "especial",\nrevisado', maximo_capital: 300000.5, maximo_cuota: 40000 }],
    });
  });

  it('reports every problem with its line, and then loads nothing', async () => {
    const text = [
      'cuil,resultado,respuesta_motor,maximo_capital,maximo_cuota',
      '20301112220,APROBADO,ok,2000000,250000',
      '20301112221,APROBADO,ok,1000,100',
      '20301112220,,ok,1.000,100',
      '20403334449,RECHAZADO,no,0,-5',
    ].join('\n');
    expect(await parseCreditLines(text)).toEqual({
      lines: [{ cuil: '20301112220', resultado: 'APROBADO', respuesta_motor: 'ok', maximo_capital: 2000000, maximo_cuota: 250000 }],
      errors: [
        'Línea 3: El CUIL no es válido.',
        'Línea 4: falta el resultado. maximo_capital "1.000" no es un importe. el CUIL 20301112220 ya figura más arriba.',
        'Línea 5: maximo_cuota "-5" no es un importe.',
      ],
    });
  });

  it('says which columns the header lacks', async () => {
    expect((await parseCreditLines('cuil;resultado\n20301112220;APROBADO')).errors).toEqual(['Faltan columnas en el encabezado: respuesta_motor, maximo_capital, maximo_cuota.']);
  });

  it('names the line whose amount is past what the table keeps (10^12 and more)', async () => {
    const text = 'cuil,resultado,respuesta_motor,maximo_capital,maximo_cuota\n20301112220,APROBADO,ok,999999999999.99,1\n20403334449,APROBADO,ok,1000000000000,1\n';
    expect(await parseCreditLines(text)).toEqual({
      lines: [{ cuil: '20301112220', resultado: 'APROBADO', respuesta_motor: 'ok', maximo_capital: 999999999999.99, maximo_cuota: 1 }],
      errors: ['Línea 3: maximo_capital "1000000000000" supera el máximo de 999.999.999.999,99.'],
    });
  });

  it('says where a quote is left open', async () => {
    const text = 'cuil,resultado,respuesta_motor,maximo_capital,maximo_cuota\n20301112220,APROBADO,ok,1,1\n20403334449,APROBADO,"sin cerrar,1,1\n';
    expect(await parseCreditLines(text)).toEqual({ lines: [], errors: ['Línea 3: las comillas no están bien cerradas.'] });
  });
});
