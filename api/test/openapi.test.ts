import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testApp';

type Schema = { type?: string; properties?: Record<string, unknown> };
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** Whether an operation documents what it answers when it succeeds: a 2xx JSON body with its fields. */
function documentsItsAnswer(operation: Operation): boolean {
  return Object.entries(operation.responses ?? {}).some(
    ([status, response]) => /^2\d\d$/.test(status) && Object.keys(response.content?.['application/json']?.schema?.properties ?? {}).length > 0,
  );
}

/**
 * /docs lists the JSON API (pages, pictures, files and redirects are hidden), and every call it lists
 * says what it answers: the answer's struct is its response schema, so the page documents every field
 * and the server writes out no other. The description is the same on either database.
 */
describe('the OpenAPI description at /docs', () => {
  let t: TestApp;
  let doc: OpenApi;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
  });
  afterAll(() => t.close());

  it('gives every listed call a response schema for its success', () => {
    const listed = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
    );
    expect(listed.length).toBeGreaterThan(50);
    const undocumented = listed.filter(({ operation }) => !documentsItsAnswer(operation)).map(({ route }) => route);
    expect(undocumented, `Sin esquema de respuesta: ${undocumented.join(', ')}`).toEqual([]);
  });
});
