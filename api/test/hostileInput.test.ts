import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCalls } from './accounts';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';
import { staffToken } from './staffSession';
import { freshCuil } from './cuils';

/**
 * Whatever a stranger or a member sends — any JSON, the right shape with wrong types, text with NUL,
 * control characters, half characters or a megabyte of it, odd params, queries and headers — the
 * server answers it as a client's mistake (4xx) or serves it, never with a 5xx. The routes come
 * from the OpenAPI description the server publishes, so a new route is fuzzed the day it exists.
 * No route is left out. The 503s by design (a provider that is not configured, the database gone)
 * are kept away by the setup: payment sandboxes (the default outside production), a Google client.
 * HOSTILE_RUNS=1000 digs deeper locally; CI keeps the default.
 */
const RUNS_PER_OPERATION = Number(process.env.HOSTILE_RUNS ?? 60);
const PASSWORD = 'secreta123';

type Schema = { type?: string; properties?: Record<string, Schema>; required?: string[]; items?: Schema; enum?: unknown[] };
type Operation = { method: string; path: string; pathParams: string[]; queryParams: string[]; body?: Schema; forMembers?: boolean };
type Auth = 'none' | 'member' | 'staff' | 'forged';
type Body = { payload: string; contentType: string };
type HostileRequest = { path: Record<string, string>; query: string; body: Body | undefined; auth: Auth; headers: Record<string, string>; from: string };

type OpenApi = {
  paths: Record<
    string,
    Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content: Record<string, { schema: Schema }> }; security?: unknown[] }>
  >;
};

function operationsOf(doc: OpenApi): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      body: op.requestBody?.content['application/json']?.schema,
      // An empty requirement (`{}`) lets a stranger in too: such a route answers them in its own way.
      forMembers: Boolean(op.security?.length) && !op.security!.some((requirement) => Object.keys(requirement as object).length === 0),
    })),
  );
}

// What /docs leaves out takes input too: the payment sandbox's page, the shopper's return from a
// payment (a redirect), the images (hide: true), the built app's files and its page for any other
// path, the documentation's own files, unknown API paths.
const UNDOCUMENTED_OPERATIONS: Operation[] = [
  { method: 'GET', path: '/sandbox/checkout/{id}', pathParams: ['id'], queryParams: [] },
  {
    method: 'POST',
    path: '/sandbox/checkout/{id}',
    pathParams: ['id'],
    queryParams: [],
    body: { type: 'object', properties: { decision: { type: 'string', enum: ['approved', 'pending', 'rejected'] } } },
  },
  ...['mercadopago', 'getnet'].map((provider) => ({ method: 'GET', path: `/api/payment/${provider}/return`, pathParams: [], queryParams: ['orderId', 'payment_id'] })),
  ...['product', 'banner', 'avatar'].map((kind) => ({ method: 'GET', path: `/${kind}/{name}`, pathParams: ['name'], queryParams: ['w'] })),
  ...['/{path}', '/assets/{path}', '/docs/static/{path}', '/api/{path}'].map((path) => ({ method: 'GET', path, pathParams: ['path'], queryParams: [] })),
  { method: 'POST', path: '/api/{path}', pathParams: ['path'], queryParams: [] },
];

// ---- Text a person would never type, and text that looks right ----

// NUL above all: PostgreSQL cannot store it, so it is the one that turns into a 500.
const controlCharacter = fc.oneof(
  { arbitrary: fc.constant(0), weight: 4 },
  { arbitrary: fc.integer({ min: 1, max: 0x1f }), weight: 2 },
  { arbitrary: fc.integer({ min: 0x7f, max: 0x9f }), weight: 1 },
  { arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }), weight: 1 }, // half of a surrogate pair
).map((code) => String.fromCharCode(code));

// Values that pass the field rules, so that the hostile part travels past validation.
const PLAUSIBLE: Record<string, string[]> = {
  email: ['lucia@ejemplo.com', 'nadie@ejemplo.com'],
  password: [PASSWORD, 'otra-clave1'],
  currentPassword: [PASSWORD],
  newPassword: ['nueva-clave1'],
  name: ['Lucía Gómez', '1.webp'], // a person's, or an image's
  first_name: ['Martín'],
  last_name: ['Sosa'],
  cuil: ['20301112220', '27302223330'],
  phone: ['1123456789'],
  birthday: ['15/04/1990'],
  code: ['BIENVENIDA10', 'AHORRO5000', '12345'],
  couponCode: ['BIENVENIDA10'],
  street: ['Av. Cabildo'],
  zipCode: ['C1428AAP', '1425'],
  zipcode: ['C1428AAP', '1425'],
  city: ['Belgrano'],
  state: ['Ciudad Autónoma de Buenos Aires'],
  province: ['Ciudad Autónoma de Buenos Aires'],
  store: ['Sucursal Centro'],
  message: ['Hola,\nquiero devolver mi compra.'],
  search: ['celular'],
  q: ['auri'],
  carrierId: ['1'],
  plan: ['19'],
  channel: ['ONLINEAPP'],
  id: ['1', '2', '00000000-0000-4000-8000-000000000000'],
  page: ['1', '2'],
  limit: ['12'],
  pageNumber: ['1', '2'],
  orderNumber: ['1', '#1'],
  orderId: ['1'],
  categoryIds: ['1,2'],
  payment_id: ['1'],
  w: ['480'],
  status: ['pending_payment'],
  path: ['index.html', 'index-abc123.js', 'product/1', 'no-existe'],
};

// Fields the OpenAPI description leaves untyped (a choice of shapes): values that fit one of them.
const PLAUSIBLE_SHAPES: Record<string, unknown[]> = {
  address: [{ store: 'Sucursal Centro' }, { street: 'Av. Cabildo', number: 2040, zipCode: 'C1428AAP', city: 'Belgrano', province: 'Ciudad Autónoma de Buenos Aires' }],
  number: [2040, '2040 B'],
};

const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.tuple(fc.string({ maxLength: 10 }), controlCharacter, fc.string({ maxLength: 10 })).map(([before, control, after]) => before + control + after),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'Ñandú 💳 ﷽',
    '\u202e\u200b',
    '-1',
    '0',
    '1.5',
    '1e309',
    '2147483648',
    '99999999999999999999',
    'NaN',
    'null',
    '__proto__',
    'constructor',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    'x'.repeat(100_000),
  ),
);

/**
 * A text for a field: what it expects, that value with a control character inside, or anything.
 * A tame text is only the first kind (or printable ASCII), so that whole bodies pass validation.
 */
function textFor(field: string | undefined, tame = false): fc.Arbitrary<string> {
  const plausible = field ? PLAUSIBLE[field] : undefined;
  if (tame) return plausible ? fc.constantFrom(...plausible) : fc.string({ maxLength: 20 });
  if (!plausible) return hostileText;
  const value = fc.constantFrom(...plausible);
  const spoiled = fc.tuple(value, fc.nat(), controlCharacter).map(([text, at, control]) => {
    const cut = at % (text.length + 1);
    return text.slice(0, cut) + control + text.slice(cut);
  });
  return fc.oneof({ arbitrary: value, weight: 5 }, { arbitrary: spoiled, weight: 2 }, { arbitrary: hostileText, weight: 1 });
}

const anyNumber = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 30 }), weight: 6 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
  { arbitrary: fc.constantFrom(0, -1, 0.5, 2 ** 31, 2 ** 53, 1e20, 1e308, 5e-324), weight: 1 },
);

/** A value shaped like the schema, each part sometimes of the wrong type; a tame one always fits the shape. */
function shapedLike(schema: Schema, tame: boolean, field?: string, depth = 0): fc.Arbitrary<unknown> {
  let right: fc.Arbitrary<unknown>;
  if (schema.enum) {
    const member = fc.constantFrom(...schema.enum);
    right = tame ? member : fc.oneof({ arbitrary: member, weight: 6 }, { arbitrary: hostileText, weight: 1 });
  } else if (schema.type === 'object' && schema.properties && depth < 4) {
    const fields = Object.fromEntries(Object.entries(schema.properties).map(([name, inner]) => [name, shapedLike(inner, tame, name, depth + 1)]));
    const required = schema.required ?? [];
    right = tame ? fc.record(fields, { requiredKeys: required }) : fc.oneof(fc.record(fields), fc.record(fields, { requiredKeys: [] }));
  } else if (schema.type === 'array') {
    right = fc.array(shapedLike(schema.items ?? {}, tame, field, depth + 1), { minLength: tame ? 1 : 0, maxLength: 3 });
  } else if (schema.type === 'string') {
    right = textFor(field, tame);
  } else if (schema.type === 'integer' || schema.type === 'number') {
    right = anyNumber;
  } else if (schema.type === 'boolean') {
    right = fc.boolean();
  } else {
    const shapes = field ? PLAUSIBLE_SHAPES[field] : undefined;
    right = shapes ? fc.oneof({ arbitrary: fc.constantFrom(...shapes), weight: 4 }, { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 }) : fc.jsonValue({ maxDepth: 2 });
  }
  if (tame) return right;
  const wrong = fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileText);
  return fc.oneof({ arbitrary: right, weight: 9 }, { arbitrary: wrong, weight: 1 });
}

const PNG_START = '\x89PNG\r\n\x1a\n\0\0\0\rIHDR';

const json = (value: unknown): Body => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' });
const DEEP = 50_000;

function bodyFor(operation: Operation): fc.Arbitrary<Body | undefined> {
  const shaped = operation.body ? shapedLike(operation.body, false) : fc.jsonValue({ maxDepth: 3 });
  // Well-formed bodies with made-up values reach the handlers: unknown ids, wrong totals, spent coupons.
  const tame = operation.body ? shapedLike(operation.body, true) : fc.constant({});
  const raw = fc.record({
    payload: fc.oneof(hostileText, fc.constantFrom('{', '{"a":', '[1,]', '\u0000', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}')),
    contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'application/octet-stream'),
  });
  // A well-formed form with a file that is no image (or is, truncated), as the avatar upload takes.
  const form = fc
    .tuple(fc.constantFrom('file', 'avatar', 'otro'), fc.constantFrom('image/png', 'image/jpeg', 'text/plain'), fc.oneof(hostileText, fc.constant(PNG_START)))
    .map(([field, type, content]) => ({
      payload: `--x\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n--x--\r\n`,
      contentType: 'multipart/form-data; boundary=x',
    }));
  return fc.oneof(
    { arbitrary: shaped.map(json), weight: 6 },
    { arbitrary: form, weight: 1 },
    { arbitrary: tame.map(json), weight: 4 },
    { arbitrary: fc.jsonValue().map(json), weight: 2 },
    { arbitrary: raw, weight: 2 },
    { arbitrary: fc.constant(undefined), weight: 1 },
    // Nesting deep enough to overflow anything that walks a body recursively.
    { arbitrary: fc.constant({ payload: '['.repeat(DEEP) + ']'.repeat(DEEP), contentType: 'application/json' }), weight: 1 },
    // Past the body limit of any JSON route.
    { arbitrary: fc.constant(json({ text: 'x'.repeat(1_100_000) })), weight: 1 },
  );
}

const LONE_SURROGATE = /[\uD800-\uDFFF]/gu;

/** A text as it may travel in a URL: percent-encoded, or raw percent sequences no decoder accepts. */
function inUrl(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: text.map((value) => encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'))), weight: 6 },
    // encodeURIComponent refuses half characters: they travel as the bytes of one, or as broken escapes.
    { arbitrary: fc.constantFrom('%ED%A0%80', '%C0%80', '%FF', '%', '%zz', '%E2%82'), weight: 1 },
  );
}

function queryFor(operation: Operation): fc.Arbitrary<string> {
  const pair = (name: string) => inUrl(textFor(name)).map((value) => `${name}=${value}`);
  const declared = operation.queryParams.map((name) => fc.array(pair(name), { maxLength: 2 }));
  const undeclared = fc.array(fc.tuple(inUrl(hostileText), inUrl(hostileText)).map(([k, v]) => `${k}=${v}`), { maxLength: 2 });
  return fc.tuple(fc.tuple(...declared), undeclared).map(([known, unknown]) => [...known.flat(), ...unknown].join('&'));
}

const AUTHS: Auth[] = ['none', 'member', 'staff', 'forged'];

/** The bearer a protected route takes: an admin's session on the back office's, a member's on the rest. */
const credentialFor = (operation: Operation): Auth => (operation.path.startsWith('/api/backoffice/') ? 'staff' : 'member');

/**
 * Requests to the operation, with anything in them. A stranger's always reach the route (its path
 * params are ones the router takes) and never bring the credential it asks for.
 */
function hostileRequests(operation: Operation, stranger = false): fc.Arbitrary<HostileRequest> {
  const routable = Object.fromEntries(operation.pathParams.map((name) => [name, fc.constant(encodeURIComponent(PLAUSIBLE[name]?.[0] ?? '1'))]));
  const anything = Object.fromEntries(operation.pathParams.map((name) => [name, inUrl(textFor(name))]));
  const printable = fc.stringMatching(/^[\x21-\x7e]{0,300}$/);
  return fc.record({
    path: fc.record(stranger ? routable : anything),
    query: queryFor(operation),
    body: operation.method === 'GET' ? fc.constant(undefined) : bodyFor(operation),
    auth: fc.constantFrom(...(stranger ? AUTHS.filter((auth) => auth !== credentialFor(operation)) : AUTHS)),
    // Each from its own address, mostly: the per-address rate limits would otherwise answer 429 to all.
    from: fc.ipV4(),
    headers: fc.record(
      {
        'idempotency-key': printable,
        'x-signature': printable,
        'x-request-id': printable,
        'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate', '*', 'identity;q=0'),
        'x-forwarded-for': fc.constantFrom('1.2.3.4', 'no-es-una-ip', '::1'),
      },
      { requiredKeys: [] },
    ),
  });
}

// A token of the right form that the server never signed (alg none), and garbage.
const FORGED_TOKENS = ['eyJhbGciOiJub25lIiwidHlwIjoiYWNjZXNzIn0.eyJzdWIiOiIxIiwic2lkIjoieCJ9.', 'x', '', 'a.b.c'];

describe.each(databaseKinds)('ninguna entrada hostil llega a un 5xx en %s', (kind) => {
  let t: TestApp;
  let accounts: ReturnType<typeof accountCalls>;
  let members = 0;

  beforeAll(async () => {
    // GOOGLE_*: without a client id the Google route answers 503 by design ("no disponible");
    // with one it checks tokens, and keys from a closed port fail as a 401.
    t = await startTestApp(kind, { GOOGLE_CLIENT_ID: 'tienda-de-prueba', GOOGLE_JWKS_URL: 'http://127.0.0.1:9/jwks' });
    accounts = accountCalls(t.app);
  });
  afterAll(() => t?.close());

  /** A member with a whole profile, so the routes that need one (loans, orders) go all the way. */
  async function newMember(): Promise<string> {
    members += 1;
    const { token } = await accounts.signUp(`hostil${members}@ejemplo.com`, PASSWORD);
    const profile = { first_name: 'Martín', last_name: 'Sosa', cuil: freshCuil(), birthday: '15/04/1990', phone: '1123456789' };
    const res = await accounts.call('POST', '/api/user/create', { token, payload: profile });
    expect(res.statusCode, res.body).toBe(200);
    return token;
  }

  const urlOf = (operation: Operation, request: HostileRequest) => {
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => request.path[name] ?? '');
    return request.query ? `${path}?${request.query}` : path;
  };

  async function send(operation: Operation, request: HostileRequest, tokens: { member: string; staff: string }, forged: string) {
    const bearer = { none: undefined, member: tokens.member, staff: tokens.staff, forged }[request.auth];
    const headers: Record<string, string> = { ...request.headers, ...(bearer === undefined ? {} : { authorization: `Bearer ${bearer}` }) };
    if (request.body) headers['content-type'] = request.body.contentType;
    return t.app.inject({
      method: operation.method as InjectOptions['method'],
      url: urlOf(operation, request),
      headers,
      payload: request.body?.payload,
      remoteAddress: request.from,
    });
  }

  const describeRequest = (operation: Operation, request: HostileRequest) =>
    JSON.stringify({ url: urlOf(operation, request).slice(0, 300), auth: request.auth, headers: request.headers, body: request.body?.payload.slice(0, 300) });

  // A run of every route takes about 0.1 s here; ten times that leaves room for a slow machine.
  const timeout = 60_000 + RUNS_PER_OPERATION * 1_000;

  it('answers hostile search terms and filters with 400 or an empty listing, never a 500', async () => {
    const filter = (body: unknown, page: number | string = 1) => t.app.inject({ method: 'PUT', url: `/api/product/filter/${page}`, payload: body as object });
    const suggest = (q: string) => t.app.inject({ method: 'GET', url: `/api/product/search?q=${encodeURIComponent(q)}` });
    const refused = [
      await filter({ search: 'sam\u0000sung' }),
      await filter({ search: 'a'.repeat(10_000) }),
      await filter({ minPrice: -1 }),
      await filter({ maxPrice: 'NaN' }),
      await filter({ minPrice: null }),
      await filter({ minPrice: 1e300 }),
      // 1e400 is Infinity once parsed.
      await t.app.inject({ method: 'PUT', url: '/api/product/filter/1', headers: { 'content-type': 'application/json' }, payload: '{"maxPrice":1e400}' }),
      await filter({ categoryIds: [-1] }),
      await filter({ brandIds: [1.5] }),
      await filter({ brandIds: ['1 OR 1=1'] }),
      // Past the cap of 100 ids: refused before any id is looked at.
      await filter({ brandIds: Array.from({ length: 101 }, (_, i) => 100_000 + i) }),
      await filter({}, 0),
      await filter({}, '99999999999'),
      await suggest('sam\u0000sung'),
      await suggest('a'.repeat(10_000)),
    ];
    expect(refused.map((res) => res.statusCode)).toEqual(refused.map(() => 400));
    // Ten thousand ids do not even fit in a listing's body.
    expect((await filter({ brandIds: Array.from({ length: 10_000 }, (_, i) => 100_000 + i) })).statusCode).toBe(413);

    const nothing = [
      await filter({ categoryIds: [999_999] }),
      await filter({ brandIds: Array.from({ length: 100 }, (_, i) => 100_000 + i) }),
      await filter({ minPrice: 900_000, maxPrice: 10 }),
      await filter({ minPrice: 999_999_999_999 }),
      await filter({ search: "'; DROP TABLE products; --" }),
      await filter({ search: '%_\\' }),
      await filter({}, 2_147_483_647),
    ];
    for (const res of nothing) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ products: [], totalCapped: false });
    }
    for (const term of ["' OR 1=1 --", 'samsung:* | !a', '(a & b) <-> c', '"\'\'"', ':*', '&', '¿ñandú?', '🙂', 'ß'.repeat(100)]) {
      expect((await suggest(term)).statusCode, term).toBe(200);
      expect((await filter({ search: term, sort: 'asc', categoryIds: [1] })).statusCode, term).toBe(200);
    }
    // The catalogue is still there.
    expect((await filter({})).json().data.total).toBeGreaterThan(0);
  });

  it('answers every documented route, for strangers and members, without a server error', { timeout }, async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as OpenApi;
    const operations = [...operationsOf(doc), ...UNDOCUMENTED_OPERATIONS];
    expect(operations.length).toBeGreaterThan(50);

    // The known 500s, sent as they were found.
    const memberToken = await newMember();
    const sharedStaff = await staffToken(t.app);
    const order = { shipmentMethod: 'Envío a domicilio', products: [], totalPrice: 1, shippingCost: 0, paymentMethod: 'Transferencia' };
    for (const path of ['/api/order/user', '/api/order/guest']) {
      for (const address of ['Av. Cabildo 2040', 2040, true, null]) {
        const res = await accounts.call('POST', path, { token: memberToken, payload: { ...order, address } });
        expect(res.statusCode, `${path} con address ${JSON.stringify(address)}: ${res.body}`).toBe(400);
      }
    }
    const nul = await accounts.call('POST', '/api/coupons/validate', { payload: { code: 'BIEN\u0000VENIDA10', purchaseAmount: 1000 } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('El texto contiene caracteres no permitidos.');

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const operation of operations) {
      // Each protected route gets its own member or admin session: one that logs out or deletes the account spoils no other.
      const staffRoute = credentialFor(operation) === 'staff';
      const tokens = {
        member: operation.forMembers && !staffRoute ? await newMember() : memberToken,
        staff: operation.forMembers && staffRoute ? await staffToken(t.app) : sharedStaff,
      };
      const check = async (stranger: boolean, numRuns: number, answersWell: (status: number) => boolean) => {
        const result = await fc.check(
          fc.asyncProperty(hostileRequests(operation, stranger), fc.constantFrom(...FORGED_TOKENS), async (request, forged) => {
            const res = await send(operation, request, tokens, forged);
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            if (!answersWell(res.statusCode)) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)} ← ${describeRequest(operation, request)}`);
          }),
          { numRuns },
        );
        if (result.failed) {
          const cause = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
          failures.push(`${operation.method} ${operation.path}: ${cause} (seed ${result.seed}, path ${result.counterexamplePath})`);
        }
      };
      await check(false, RUNS_PER_OPERATION, (status) => status < 500);
      // Whoever may not call a protected route hears 401, before anything else in the request is read.
      if (operation.forMembers) await check(true, Math.ceil(RUNS_PER_OPERATION / 3), (status) => status === 401);
    }
    expect(failures).toEqual([]);
    // The fuzzing reached the handlers, not only the validators.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
  });
});
