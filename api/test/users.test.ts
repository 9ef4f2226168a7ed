import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { is } from 'superstruct';
import { UserResponse } from '@tienda/domain';
import { databaseKinds } from './databases';
import { startTestApp, type TestApp } from './testApp';
import { accountCalls } from './accounts';
import { freshCuil } from './cuils';

const PROFILE = { first_name: 'Carla', last_name: 'Fernández', cuil: '27302223330', phone: '1123456789', birthday: '15/03/1990' };
const ADDRESS = { street: 'Av. Corrientes', number: 1234, zipCode: 'C1043', city: 'Ciudad Autónoma de Buenos Aires', province: 'CABA' };

/** A multipart form with one file, as a browser's <input type=file> sends it. */
function fileForm(filename: string, contentType: string, data: Buffer) {
  const boundary = `----tienda${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(databaseKinds)('perfil del usuario en %s', (kind) => {
  let t: TestApp;
  let a: ReturnType<typeof accountCalls>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    a = accountCalls(t.app);
  });
  afterAll(() => t.close());

  const me = async (token: string) => (await a.call('GET', '/api/user', { token })).json().user;

  it('shows the signed-in user, never a password hash, and nobody to a visitor', async () => {
    const { token } = await a.signUp('perfil@ejemplo.com', 'clave-secreta');
    const res = await a.call('GET', '/api/user', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      user: {
        id: expect.any(Number),
        first_name: '',
        last_name: '',
        email: 'perfil@ejemplo.com',
        cuil: null,
        phone: null,
        birthday: null,
        addresses: [],
        email_verified: false,
        avatar: null,
        google_only: false,
      },
    });
    expect(is(res.json(), UserResponse)).toBe(true);
    expect(res.body).not.toMatch(/argon2|password|hash/i);

    const visitor = await a.call('GET', '/api/user');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ ok: false, message: 'Inicia sesión para continuar.' });
  });

  it('saves the registration steps: name and CUIL, then birthday and phone', async () => {
    const { token } = await a.signUp('pasos@ejemplo.com');
    const cuil = freshCuil();
    const first = await a.call('POST', '/api/user/first-data', { token, payload: { first_name: 'Carla', last_name: 'Fernández', cuil } });
    expect(first.json()).toEqual({ ok: true, message: 'Datos guardados correctamente' });
    const second = await a.call('POST', '/api/user/second-data', { token, payload: { birthday: '15/03/1990', phone: '1123456789' } });
    expect(second.json()).toEqual({ ok: true, message: 'Datos guardados correctamente' });
    expect(await me(token)).toMatchObject({ ...PROFILE, cuil });
  });

  it('saves a one-word name from the sign-up form without a last name, to be added later', async () => {
    const { token } = await a.signUp('unnombre@ejemplo.com');
    const cuil = freshCuil();
    const res = await a.call('POST', '/api/user/first-data', { token, payload: { first_name: 'Carla', cuil } });
    expect(res.json()).toEqual({ ok: true, message: 'Datos guardados correctamente' });
    expect(await me(token)).toMatchObject({ first_name: 'Carla', cuil });
  });

  it('refuses registration data that breaks the spec’s rules, with its messages', async () => {
    const { token } = await a.signUp('reglas@ejemplo.com');
    const year = new Date().getFullYear();
    const cases: [string, unknown, string][] = [
      ['/api/user/first-data', { ...PROFILE, cuil: '2730222333' }, 'El CUIL debe contener exactamente 11 números.'],
      ['/api/user/first-data', { ...PROFILE, cuil: '27302223331' }, 'El CUIL no es válido.'],
      ['/api/user/first-data', { ...PROFILE, first_name: 'Al' }, 'El nombre debe tener al menos 3 caracteres.'],
      ['/api/user/first-data', { ...PROFILE, last_name: 'Al' }, 'El nombre debe tener al menos 3 caracteres.'],
      ['/api/user/second-data', { birthday: `01/01/${year - 10}`, phone: '1123456789' }, 'Debes tener al menos 18 años para registrarte.'],
      ['/api/user/second-data', { birthday: '31/02/1990', phone: '1123456789' }, 'Introduce una fecha válida.'],
      ['/api/user/second-data', { birthday: '1990-03-15', phone: '1123456789' }, 'Introduce una fecha válida.'],
      ['/api/user/second-data', { birthday: '15/03/1990', phone: '12ab' }, 'Introduce un número de teléfono válido.'],
      ['/api/user/second-data', { birthday: '15/03/1990', phone: 1123456789 }, 'El campo "phone" no es válido.'],
    ];
    for (const [url, payload, message] of cases) {
      const res = await a.call('POST', url, { token, payload });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ ok: false, message });
    }
    expect(await me(token)).toMatchObject({ cuil: null, birthday: null, phone: null });
  });

  it('edits the profile, only the fields sent', async () => {
    const { token } = await a.signUp('edita@ejemplo.com');
    const cuil = freshCuil();
    await a.call('POST', '/api/user/first-data', { token, payload: { first_name: 'Carla', last_name: 'Fernández', cuil } });
    const res = await a.call('PUT', '/api/user', { token, payload: { last_name: 'Fernández Ruiz', phone: '3515551234' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, message: 'Datos actualizados correctamente', user: { first_name: 'Carla', last_name: 'Fernández Ruiz', cuil, phone: '3515551234' } });

    const bad = await a.call('PUT', '/api/user', { token, payload: { first_name: 'Carla ' } });
    expect(bad.json()).toEqual({ ok: false, message: 'El nombre no puede tener espacios al inicio o al final.' });
    const malformed = await a.call('PUT', '/api/user', { token, payload: '{"first_name":', headers: { 'content-type': 'application/json' } });
    expect(malformed.json()).toEqual({ ok: false, message: 'El cuerpo de la solicitud no es JSON válido.' });
  });

  it('completes a whole profile in one call, with a first address', async () => {
    const { token } = await a.signUp('completa@ejemplo.com');
    const profile = { ...PROFILE, cuil: freshCuil() };
    const res = await a.call('POST', '/api/user/create', { token, payload: { ...profile, address: ADDRESS } });
    expect(res.statusCode).toBe(200);
    const { ok, message, user } = res.json();
    expect({ ok, message }).toEqual({ ok: true, message: 'Perfil completado correctamente' });
    expect(user).toMatchObject({ ...profile, addresses: [{ id: expect.any(Number), ...ADDRESS }] });

    // A half-valid call saves nothing.
    const { token: other } = await a.signUp('a-medias@ejemplo.com');
    const half = await a.call('POST', '/api/user/create', { token: other, payload: { ...PROFILE, address: { ...ADDRESS, city: '' } } });
    expect(half.statusCode).toBe(400);
    expect(await me(other)).toMatchObject({ cuil: null, addresses: [] });
  });

  describe('addresses', () => {
    it('creates an address, its number also typed as text', async () => {
      const { token } = await a.signUp('direccion@ejemplo.com');
      const res = await a.call('POST', '/api/user/address', { token, payload: { ...ADDRESS, number: '742' } });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ ok: true, message: 'Dirección creada correctamente', address: { id: expect.any(Number), ...ADDRESS, number: 742 } });
      expect((await me(token)).addresses).toEqual([res.json().address]);
    });

    it('refuses an incomplete address', async () => {
      const { token } = await a.signUp('incompleta@ejemplo.com');
      const incomplete = 'Completa todos los datos de la dirección: calle, número (distinto de 0), código postal, ciudad y provincia.';
      for (const payload of [{ ...ADDRESS, number: 0 }, { ...ADDRESS, street: '   ' }, { ...ADDRESS, zipCode: '' }]) {
        const res = await a.call('POST', '/api/user/address', { token, payload });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ ok: false, message: incomplete });
      }
      const wrongType = await a.call('POST', '/api/user/address', { token, payload: { ...ADDRESS, number: 'mil' } });
      expect(wrongType.json()).toEqual({ ok: false, message: 'El campo "number" no es válido.' });
      const missing = await a.call('POST', '/api/user/address', { token, payload: { street: 'Mitre', number: 10 } });
      expect(missing.json()).toEqual({ ok: false, message: 'Falta el campo "zipCode".' });
      expect((await me(token)).addresses).toEqual([]);
    });

    it('updates one’s own address', async () => {
      const { token } = await a.signUp('mudanza@ejemplo.com');
      const { address } = (await a.call('POST', '/api/user/address', { token, payload: ADDRESS })).json();
      const moved = { street: 'San Martín', number: 55, zipCode: 'X5000', city: 'Córdoba', province: 'Córdoba' };
      const res = await a.call('PUT', `/api/user/address/${address.id}`, { token, payload: moved });
      expect(res.json()).toEqual({ ok: true, message: 'Se actualizó la dirección correctamente', address: { id: address.id, ...moved } });
      expect((await me(token)).addresses).toEqual([{ id: address.id, ...moved }]);
    });

    it('never reaches another user’s address', async () => {
      const owner = await a.signUp('duena@ejemplo.com');
      const intruder = await a.signUp('intruso@ejemplo.com');
      const { address } = (await a.call('POST', '/api/user/address', { token: owner.token, payload: ADDRESS })).json();

      const res = await a.call('PUT', `/api/user/address/${address.id}`, { token: intruder.token, payload: { ...ADDRESS, street: 'Calle Falsa' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ ok: false, message: 'Dirección no encontrada' });
      expect((await me(owner.token)).addresses).toEqual([address]);
      expect((await me(intruder.token)).addresses).toEqual([]);

      expect((await a.call('PUT', '/api/user/address/999999', { token: owner.token, payload: ADDRESS })).statusCode).toBe(404);
      for (const id of ['abc', '0', '99999999999']) {
        const bad = await a.call('PUT', `/api/user/address/${id}`, { token: owner.token, payload: ADDRESS });
        expect(bad.statusCode, id).toBe(400);
        expect(bad.json()).toEqual({ ok: false, message: 'El campo "id" no es válido.' });
      }
      expect((await a.call('POST', '/api/user/address', { payload: ADDRESS })).statusCode).toBe(401);
    });
  });

  it('verifies the e-mail through /api/user/verify-code too', async () => {
    const { token } = await a.signUp('codigo@ejemplo.com');
    const code = await a.latestCode('codigo@ejemplo.com');
    const wrong = await a.call('POST', '/api/user/verify-code', { token, payload: { code: code === '99999' ? '11111' : '99999' } });
    expect(wrong.json()).toEqual({ ok: false, message: 'El codigo es incorrecto' });
    const right = await a.call('POST', '/api/user/verify-code', { token, payload: { code } });
    expect(right.json()).toEqual({ ok: true, message: 'Email verificado' });
    expect((await me(token)).email_verified).toBe(true);
  });

  describe('avatar', () => {
    const upload = (token: string, filename: string, contentType: string, data: Buffer) =>
      t.app.inject({ method: 'POST', url: '/api/user/avatar', ...withAuth(token, fileForm(filename, contentType, data)) });
    const withAuth = (token: string, form: ReturnType<typeof fileForm>) => ({ payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${token}` } });
    const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2f6fde' } }).png().toBuffer();

    it('takes a PNG, re-encodes it to a 256×256 WebP, and replaces the previous one', async () => {
      const { token } = await a.signUp('foto@ejemplo.com');
      const res = await upload(token, 'yo.png', 'image/png', await png(640, 480));
      expect(res.statusCode, res.body).toBe(200);
      const { ok, message, avatar } = res.json();
      expect({ ok, message }).toEqual({ ok: true, message: 'Foto de perfil actualizada' });
      expect(avatar).toMatch(/^[0-9a-f]{32}\.webp$/);
      expect((await me(token)).avatar).toBe(avatar);

      const served = await a.call('GET', `/avatar/${avatar}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      // A face is nobody else's to keep: no shared cache stores it.
      expect(served.headers['cache-control']).toBe('private, max-age=300');
      const { format, width, height } = await sharp(served.rawPayload).metadata();
      expect({ format, width, height }).toEqual({ format: 'webp', width: 256, height: 256 });

      const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#e0457b' } }).jpeg().toBuffer();
      const next = (await upload(token, 'nueva.jpg', 'image/jpeg', jpeg)).json().avatar;
      expect(next).not.toBe(avatar);
      expect((await a.call('GET', `/avatar/${next}`)).statusCode).toBe(200);
      expect((await a.call('GET', `/avatar/${avatar}`)).statusCode).toBe(404);
    });

    it('judges the file by its content, not its name', async () => {
      const { token } = await a.signUp('falsa@ejemplo.com');
      const text = await upload(token, 'foto.png', 'image/png', Buffer.from('esto es texto, no una imagen\n'.repeat(20)));
      expect(text.statusCode).toBe(400);
      expect(text.json()).toEqual({ ok: false, message: 'La imagen debe ser un archivo JPEG, PNG o WebP.' });

      const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
      expect((await upload(token, 'foto.png', 'image/png', gif)).json().message).toBe('La imagen debe ser un archivo JPEG, PNG o WebP.');

      // A real PNG under a misleading name is still a PNG.
      expect((await upload(token, 'documento.txt', 'text/plain', await png(50, 50))).statusCode).toBe(200);
    });

    it('refuses images over 2 MB, and requests that are not a file form', async () => {
      const { token } = await a.signUp('pesada@ejemplo.com');
      const big = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
      const res = await upload(token, 'grande.png', 'image/png', big);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ ok: false, message: 'La imagen no puede superar los 2 MB.' });

      const json = await a.call('POST', '/api/user/avatar', { token, payload: { avatar: 'foto.png' } });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toEqual({ ok: false, message: 'Envía la imagen como archivo de un formulario (multipart/form-data).' });
      expect((await me(token)).avatar).toBeNull();

      const visitor = await t.app.inject({ method: 'POST', url: '/api/user/avatar', ...fileForm('yo.png', 'image/png', await png(10, 10)) });
      expect(visitor.statusCode).toBe(401);
    });
  });
});
