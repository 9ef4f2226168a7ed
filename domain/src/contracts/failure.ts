import { literal, object, string, type Infer, type StructError } from 'superstruct';

const BUILT_IN_REFINEMENTS = new Set(['size', 'min', 'max', 'pattern', 'nonempty', 'empty']);

/**
 * The Spanish sentence for a rejected body: a field rule's own message when one
 * failed (refinements carry the spec's texts), otherwise which field is missing or wrong.
 */
export function describeFailure(error: StructError): string {
  const failure = error.failures()[0] ?? error;
  // List positions are not names a person knows: 'categoryIds.0' is said 'categoryIds'.
  const field = failure.path.filter((key) => typeof key === 'string').join('.');
  // Our field rules speak Spanish; superstruct's own refinements (size, min…) speak English.
  if (failure.refinement && !BUILT_IN_REFINEMENTS.has(failure.refinement)) return failure.message;
  if (!field) return 'El cuerpo de la solicitud no es válido.';
  if (failure.value === undefined) return `Falta el campo "${field}".`;
  return `El campo "${field}" no es válido.`;
}

/** What every refused call answers (4xx, 5xx): `ok` false and a Spanish sentence for the person. */
export const FailureResponse = object({ ok: literal(false), message: string() });
export type FailureResponse = Infer<typeof FailureResponse>;
