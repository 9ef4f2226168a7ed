import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The shop speaks *tú*, as the spec does ('Introduce un nombre', 'Intenta con otros filtros'): our
 * own copy — screens, stories, server messages and e-mails — never speaks *vos* ('Completá',
 * 'Tenés'). The voseo forms are derived from the verbs a shop's copy uses, so a new sentence with
 * any of them fails here.
 */
const VERBS = [
  'abrir', 'aceptar', 'acercar', 'agregar', 'avisar', 'buscar', 'cambiar', 'cargar', 'comprar', 'comunicar',
  'completar', 'confirmar', 'consultar', 'contactar', 'contar', 'correr', 'crear', 'deber', 'decir', 'dejar',
  'descargar', 'describir', 'elegir', 'encontrar', 'enviar', 'escribir', 'esperar', 'fijar', 'guardar', 'hacer',
  'ignorar', 'iniciar', 'ingresar', 'intentar', 'leer', 'llamar', 'mandar', 'mirar', 'necesitar', 'pagar',
  'llevar', 'pasar', 'pedir', 'poder', 'poner', 'preferir', 'presentar', 'probar', 'querer', 'recargar',
  'recibir', 'registrar', 'repetir', 'retirar', 'revisar', 'saber', 'seguir', 'seleccionar', 'subir', 'sumar',
  'tener', 'tocar', 'transferir', 'usar', 'venir', 'verificar', 'volver',
];

/** 'revisar' → revisá, revisás, revisate, revisanos, revisalo…; 'escribir' → escribí, escribís, escribinos… */
function voseoForms(verb: string): string[] {
  const stem = verb.slice(0, -2);
  const vowel = { ar: 'a', er: 'e', ir: 'i' }[verb.slice(-2)]!;
  const stressed = { a: 'á', e: 'é', i: 'í' }[vowel]!;
  // Without its accent, an imperative with a pronoun is voseo ('revisalo'); tú writes it 'revísalo'.
  const withPronoun = ['te', 'me', 'nos', 'lo', 'la', 'los', 'las'].map((pronoun) => `${stem}${vowel}${pronoun}`);
  return [`${stem}${stressed}`, `${stem}${stressed}s`, ...withPronoun];
}

// 'create' is crear's voseo with a clitic, and also the English word all over the code.
const ALSO_ENGLISH = new Set(['create']);
export const VOSEO = new Set(['vos', 'sos', ...VERBS.flatMap(voseoForms).filter((form) => !ALSO_ENGLISH.has(form))]);

const ROOT = join(import.meta.dirname, '../..');
const SOURCES = ['ui/src', 'storefront/src', 'backoffice/src', 'client/src', 'api/src', 'api/scripts', 'domain/src', 'stories'];
const COPY_FILE = /\.(m?tsx?|html|md)$/;

function* files(folder: string): Generator<string> {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (COPY_FILE.test(name) && !name.includes('.test.')) yield path;
  }
}

const WORD = /\p{L}+/gu;

describe('the shop speaks tú', () => {
  it('derives the voseo forms it looks for', () => {
    expect(VOSEO).toContain('completá');
    expect(VOSEO).toContain('tenés');
    expect(VOSEO).toContain('elegí');
    expect(VOSEO).toContain('escribinos');
    expect(VOSEO).toContain('revisalo');
    // The tú forms are not among them.
    for (const tu of ['completa', 'tienes', 'elige', 'escríbenos', 'revísalo', 'está', 'más']) expect(VOSEO).not.toContain(tu);
  });

  it('no voseo in screens, stories, server messages or e-mails', () => {
    const found: string[] = [];
    for (const source of SOURCES) {
      for (const path of files(join(ROOT, source))) {
        readFileSync(path, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            for (const [word] of line.matchAll(WORD)) {
              if (VOSEO.has(word.toLowerCase())) found.push(`${relative(ROOT, path)}:${index + 1} '${word}'`);
            }
          });
      }
    }
    expect(found).toEqual([]);
  });
});
