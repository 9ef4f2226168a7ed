import { array, coerce, integer, literal, max, min, object, pattern, refine, string, Struct, trimmed, type Failure, type Infer } from 'superstruct';

/** The largest PostgreSQL integer: ids beyond it cannot exist. */
const MAX_ID = 2_147_483_647;

/** A positive whole id as JSON carries it: 1e308 is an integer too, but names no row. */
export const IdNumber = max(min(integer(), 1), MAX_ID);

/** A positive whole id, also when it arrives as text in a URL. */
export const Id = coerce(IdNumber, string(), (value) => (/^\d+$/.test(value) ? Number(value) : value));

/** A page number (from 1), also from a query string. */
export const PageNumber = Id;

export const CONTROL_CHARACTERS_MESSAGE = 'El texto contiene caracteres no permitidos.';

// Tab, line feed and carriage return are text (a message has lines); every other control character
// is not, and NUL cannot even be stored in PostgreSQL. A lone surrogate is half a character.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDFFF]/u;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/** Whether a text holds a character no person types (tab and line breaks are allowed). */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

type Step = { key: string | number; parent: Step | undefined };

const pathOf = (step: Step | undefined): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let at = step; at; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * Where, in any value (a request body, params or query), the first text with a control character
 * is: a string or an object key, at any depth. Walked without recursion and without copying paths,
 * so neither deep nesting nor a long list makes it slow.
 */
export function pathToControlCharacter(value: unknown): (string | number)[] | undefined {
  const pending: { value: unknown; step: Step | undefined }[] = [{ value, step: undefined }];
  while (pending.length > 0) {
    const { value: current, step } = pending.pop()!;
    if (typeof current === 'string') {
      if (hasControlCharacters(current)) return pathOf(step);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, step: { key: index, parent: step } }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (hasControlCharacters(key)) return pathOf({ key, parent: step });
        pending.push({ value: item, step: { key, parent: step } });
      }
    }
  }
  return undefined;
}

/**
 * The struct, refusing every text of the value with a control character before its own checks run.
 * The server wraps each route's contract with it, so no field, param or query can forget the rule.
 */
export function refusingControlCharacters<T, S>(struct: Struct<T, S>): Struct<T, S> {
  return new Struct({
    ...struct,
    *validator(value, context) {
      const path = pathToControlCharacter(value);
      if (path) {
        const failure: Partial<Failure> = { path: [...context.path, ...path], refinement: 'plainText', message: CONTROL_CHARACTERS_MESSAGE };
        yield failure;
        return;
      }
      yield* struct.validator(value, context);
    },
  });
}

/**
 * A rule over a whole object that runs only once every field has its type. Superstruct also runs an
 * object's refinement when a field failed its type but a later one only failed a rule, so a plain
 * `refine` would be handed, say, a number where the address should be, and throw.
 */
export function refineWellTyped<T, S>(struct: Struct<T, S>, name: string, rule: (value: T) => boolean | string): Struct<T, S> {
  return refine(struct, name, (value) => !struct.is(value) || rule(value));
}

/** The text struct, also refusing tabs and line breaks: a name, a street or a code is one line. */
export const singleLine = <S>(struct: Struct<string, S>) =>
  refine(struct, 'singleLine', (value) => !LINE_BREAK_OR_TAB.test(value) || CONTROL_CHARACTERS_MESSAGE);

const fieldName = (path: readonly unknown[]) => path.filter((key) => typeof key === 'string').join('.') || 'texto';

/**
 * Text of at most `maxLength` characters. The bound is the struct's own type check, so no rule
 * refined on top of it (a pattern, a phone parser) ever sees a longer text: a megabyte of
 * "e-mail" is refused in one comparison. The bound travels in the schema, so /docs says it
 * (maxLength) and the worst-input test knows it. `tooLong` is the sentence for a text past it.
 */
export function boundedString(maxLength: number, tooLong?: string): Struct<string, { maxLength: number }> {
  return new Struct({
    type: 'string',
    schema: { maxLength },
    validator: (value, context) => {
      if (typeof value !== 'string') return `Expected a string, but received: ${typeof value}`;
      if (value.length <= maxLength) return true;
      return { refinement: 'maxLength', message: tooLong ?? `El campo "${fieldName(context.path)}" no puede superar los ${maxLength} caracteres.` };
    },
  });
}

/**
 * A list of at most `maxItems` elements (and at least `minItems`). Superstruct checks every element
 * of a list before any refinement such as size(), so a capped list is counted first and, when too
 * long, none of its elements is looked at. The bounds travel in the schema for /docs.
 */
export function cappedArray<T, S>(element: Struct<T, S>, maxItems: number, minItems = 0): Struct<T[], { element: Struct<T, S>; minItems: number; maxItems: number }> {
  const plain = array(element);
  const fits = (value: unknown) => Array.isArray(value) && value.length >= minItems && value.length <= maxItems;
  return new Struct({
    type: 'array',
    schema: { element, minItems, maxItems },
    coercer: plain.coercer,
    validator: (value, context) => {
      if (!Array.isArray(value)) return `Expected an array, but received: ${typeof value}`;
      if (fits(value)) return true;
      const field = fieldName(context.path);
      return {
        refinement: 'items',
        message:
          value.length > maxItems
            ? `El campo "${field}" admite hasta ${maxItems} elementos.`
            : `El campo "${field}" debe tener al menos ${minItems} ${minItems === 1 ? 'elemento' : 'elementos'}.`,
      };
    },
    *entries(value, context) {
      if (fits(value)) yield* plain.entries(value, context);
    },
  });
}

/** One line of free text with a sane bound, trimmed at the edges. */
export const ShortText = (maxLength: number) => singleLine(trimmed(boundedString(maxLength)));

/** Free text of several lines (a message), with a sane bound, trimmed at the edges. */
export const MultilineText = (maxLength: number) => trimmed(boundedString(maxLength));

/** The answer of a call that only says it was done, in a sentence a person reads ('Datos guardados correctamente'). */
export const MessageResponse = object({ ok: literal(true), message: string() });
export type MessageResponse = Infer<typeof MessageResponse>;

/** The answer of a call that only says it was done: a health probe, a provider's notification taken. */
export const OkResponse = object({ ok: literal(true) });

/** A day as YYYY-MM-DD that exists on the calendar (no 31 February). */
export const CalendarDay = refine(
  pattern(boundedString(10), /^\d{4}-\d{2}-\d{2}$/),
  'calendarDay',
  (value) => (value >= '1900' && isCalendarDay(value)) || 'La fecha debe ser un día que exista, como AAAA-MM-DD.',
);

function isCalendarDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}
