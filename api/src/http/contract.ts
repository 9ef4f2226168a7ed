import type { FastifyPluginAsync, FastifySchemaCompiler, FastifyTypeProvider, RawServerDefault } from 'fastify';
import { StructError, type Struct } from 'superstruct';
import { describeFailure, refusingControlCharacters } from '@tienda/domain';

/**
 * Routes declare their bodies, params and queries with the domain's superstruct
 * contracts. `contract(struct)` gives Fastify a JSON Schema (for the OpenAPI page at
 * /docs) and remembers the struct behind it, so validation itself is superstruct's:
 * the same rules, and the same Spanish messages, as the storefront's forms. Every contract also
 * refuses control characters in any text it carries (NUL cannot even reach PostgreSQL).
 *
 * The schema also carries the struct's type, so a route's body, params, query and answers are typed
 * from its contract (through `ContractTypeProvider`) instead of being restated as generics.
 */
const structs = new WeakMap<object, Struct<any, any>>();

declare const carried: unique symbol;
/** A JSON Schema that remembers, for the compiler only, the type its struct produces. */
export type Contract<T> = Record<string, unknown> & { readonly [carried]?: T };

export function contract<T>(struct: Struct<T, any>): Contract<T> {
  const schema = toJsonSchema(struct);
  structs.set(schema, refusingControlCharacters(struct));
  return schema;
}

/**
 * An answer as a handler writes it. TypeScript widens the `true` of a handler's `{ ok: true }` to
 * boolean while it infers a route's types, so a contract's `literal(true)` is checked as a boolean.
 */
type Answer<T> = T extends boolean ? boolean : T extends object ? { [K in keyof T]: Answer<T[K]> } : T;

/** Types `request.body`, `params`, `query` and the handler's answer from the route's contracts. */
export interface ContractTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends Contract<infer T> ? T : unknown;
  serializer: this['schema'] extends Contract<infer T> ? Answer<T> : unknown;
}

/** A plugin whose routes take their types from their contracts. */
export type ShopPlugin<Options extends Record<string, unknown> = Record<never, never>> = FastifyPluginAsync<
  Options,
  RawServerDefault,
  ContractTypeProvider
>;

export const validatorCompiler: FastifySchemaCompiler<any> = ({ schema }) => {
  const struct = structs.get(schema as object);
  if (!struct) throw new Error('Esquema sin contrato: usa contract(struct) en la ruta.');
  return (data: unknown) => {
    const [error, value] = struct.validate(data, { coerce: true });
    if (error) return { error: validationError(error) };
    return { value };
  };
};

function validationError(error: StructError) {
  // Fastify answers 400 with this message (see errors.ts).
  return Object.assign(new Error(describeFailure(error)), { validation: error.failures() });
}

/**
 * A JSON Schema of a superstruct contract: the OpenAPI page documents it, and as a response schema
 * fast-json-stringify writes the answer out with it. So it says exactly what the struct allows: an
 * `object()` lists every field and nothing else is written; a `type()` (a shape that tolerates more,
 * such as a provider's answer passed on) keeps the fields it does not name; a value that may be null
 * says so, or the serializer would turn null into "" or 0.
 */
export function toJsonSchema(struct: Struct<any, any>): Record<string, unknown> {
  const schema = shapeOf(struct);
  if (!('type' in schema) || !acceptsNull(struct)) return schema;
  return { ...schema, nullable: true, ...(Array.isArray(schema.enum) ? { enum: [...schema.enum, null] } : {}) };
}

function shapeOf(struct: Struct<any, any>): Record<string, unknown> {
  const inner = struct.schema as any;
  switch (struct.type) {
    case 'object':
    case 'type': {
      const properties: Record<string, unknown> = {};
      const required: string[] = [];
      for (const [key, field] of Object.entries(inner as Record<string, Struct<any, any>>)) {
        properties[key] = toJsonSchema(field);
        if (!isOptional(field)) required.push(key);
      }
      return {
        type: 'object',
        properties,
        ...(required.length ? { required } : {}),
        ...(struct.type === 'type' ? { additionalProperties: true } : {}),
      };
    }
    case 'record':
      return { type: 'object', additionalProperties: true };
    case 'array': {
      // A capped list (cappedArray) carries its element and bounds; a plain array() only its element.
      if (inner && 'maxItems' in inner) {
        const { element, minItems, maxItems } = inner as { element: Struct<any, any>; minItems: number; maxItems: number };
        return { type: 'array', items: toJsonSchema(element), ...(minItems > 0 ? { minItems } : {}), maxItems };
      }
      return { type: 'array', items: inner ? toJsonSchema(inner) : {} };
    }
    case 'enums': {
      const values = Object.values(inner as Record<string, string | number>);
      return { type: values.every((value) => typeof value === 'number') ? 'number' : 'string', enum: values };
    }
    case 'literal':
      return inner === null ? {} : { type: typeof inner, enum: [inner] };
    case 'integer':
      return { type: 'integer' };
    case 'number':
      return { type: 'number' };
    case 'string':
      // A bounded text (boundedString) says its bound.
      return { type: 'string', ...(inner && typeof inner.maxLength === 'number' ? { maxLength: inner.maxLength } : {}) };
    case 'boolean':
      return { type: 'boolean' };
    default:
      // A union, any() or unknown(): a choice of shapes the schema leaves open.
      return {};
  }
}

function isOptional(struct: Struct<any, any>): boolean {
  const [error] = struct.validate(undefined);
  return !error;
}

function acceptsNull(struct: Struct<any, any>): boolean {
  const [error] = struct.validate(null);
  return !error;
}
