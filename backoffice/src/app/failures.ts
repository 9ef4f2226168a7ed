import { serverMessage } from '../api/http';

/**
 * A refused form as a screen shows it: beside the field the server's sentence is about, or over
 * the whole form. The server names a field in its validation sentence ('El campo "stock"…'); a
 * record it cannot find is recognised by the words `fields` gives for that field.
 */
export function refusalOf<Field extends string>(
  failure: unknown,
  fallback: string,
  fields: Partial<Record<Field, RegExp>> = {},
): { errors: Partial<Record<Field, string>>; failure: string | null } {
  const message = serverMessage(failure, fallback);
  const named = /El campo "([A-Za-z]+)/.exec(message)?.[1];
  const field = (Object.keys(fields) as Field[]).find((key) => key === named || fields[key]!.test(message));
  return field ? { errors: { [field]: message } as Partial<Record<Field, string>>, failure: null } : { errors: {}, failure: message };
}
