// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CategoriesResponse } from '@tienda/domain';
import { ApiError, http, serverMessage } from './http';
import { jsonAnswer, stubbedFetch } from './stubbedFetch';

describe('the client checks every answer with its contract', () => {
  const fetchStub = stubbedFetch();
  const answer = (body: unknown, status = 200) => fetchStub.mock.mockResolvedValueOnce(jsonAnswer(body, status));

  it('hands over an answer of the promised shape, without fields the contract does not know', async () => {
    answer({ ok: true, categories: [{ id: 1, name: 'Celulares', status: 'activa', internalNote: 'no' }] });
    const { categories } = await http.get('/api/category/all', CategoriesResponse);
    expect(categories).toEqual([{ id: 1, name: 'Celulares', status: 'activa' }]);
  });

  it("refuses an answer of another shape, and the screen says its own words", async () => {
    answer({ ok: true, categories: [{ id: '1', name: null }] });
    const failure = await http.get('/api/category/all', CategoriesResponse).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(serverMessage(failure, 'No pudimos cargar las categorías.')).toBe('No pudimos cargar las categorías.');
  });

  it("passes on the server's Spanish message of a refused call", async () => {
    answer({ ok: false, message: 'El cupón no existe.' }, 404);
    const failure = await http.get('/api/category/all', CategoriesResponse).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 404, message: 'El cupón no existe.' });
  });
});
