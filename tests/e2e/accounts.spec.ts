import { expect, test, type APIRequestContext, type Page } from './test';
import { unusedCuil } from './cuils';

// The member's side of the shop against the real server: register, verify with the code from the
// outbox, profile and addresses, log out and in, and the session rules of spec §4.

const PASSWORD = 'secreta123';
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@ejemplo.com`;

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

/** The five digits of the last code the outbox holds for `email`. */
async function codeFor(request: APIRequestContext, email: string): Promise<string> {
  const { mails } = await (await request.get('/dev/mailbox')).json();
  const mail = mails.find((m: { to: string }) => m.to === email);
  const code = /\b(\d{5})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no hay código para ${email}`);
  return code;
}

/** A verified member with a complete profile, made through the API as the register page does. */
async function verifiedMember(request: APIRequestContext) {
  const email = uniqueEmail('socio');
  // The sign-up answers the same for any e-mail; the password just chosen signs the new account in.
  await request.post('/api/auth/sign-up', { data: { email, password: PASSWORD } });
  const signed = await (await request.post('/api/auth/log-in', { data: { email, password: PASSWORD } })).json();
  const headers = { Authorization: `Bearer ${signed.token}` };
  await request.post('/api/user/first-data', { headers, data: { first_name: 'Marta', last_name: 'Suárez', cuil: unusedCuil() } });
  await request.post('/api/user/second-data', { headers, data: { birthday: '02/05/1985', phone: '3515551234' } });
  await request.post('/api/auth/verify-email', { headers, data: { code: await codeFor(request, email) } });
  return { email, token: signed.token as string, refreshToken: signed.refreshToken as string };
}

async function signInThroughTheForm(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('Sesión iniciada correctamente')).toBeVisible();
}

test('register → code from the outbox → verified → profile → add and edit an address → log out → log in', async ({ page, request }) => {
  const email = uniqueEmail('ana');
  // A CUIL is one account's: this journey's own, typed with dashes as people write it.
  const cuil = unusedCuil();
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Nombre y apellido' }).fill('Ana Gómez');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByRole('textbox', { name: 'CUIL' }).fill(`${cuil.slice(0, 2)}-${cuil.slice(2, 10)}-${cuil.slice(10)}`);
  await expect(page.getByRole('textbox', { name: 'CUIL' })).toHaveValue(cuil);
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('1123456789');
  await page.getByRole('textbox', { name: 'Fecha de nacimiento' }).pressSequentially('15031990');
  await expect(page.getByRole('textbox', { name: 'Fecha de nacimiento' })).toHaveValue('15/03/1990');
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText(email)).toBeVisible();
  // The sign-up sent a code: another one only after 60 s, counted down on the page.
  await expect(page.getByRole('button', { name: 'Reenviar código' })).toBeDisabled();
  await expect(page.getByText(/Puedes pedir otro código en 0:5\d/)).toBeVisible();

  // A wrong code first: the server's message under the boxes.
  const code = await codeFor(request, email);
  const wrong = code === '00000' ? '11111' : '00000';
  await page.getByRole('textbox', { name: 'Dígito 1 de 5' }).click();
  await page.keyboard.type(wrong);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText(/incorrecto/i).first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Dígito 1 de 5' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Email verificado')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);

  // The profile shows what the three sign-up calls saved.
  await page.goto('/profile');
  const personal = page.getByRole('region', { name: 'Información personal' });
  await expect(personal.getByText('Ana Gómez')).toBeVisible();
  await expect(personal.getByText(cuil)).toBeVisible();
  await expect(personal.getByText('1123456789')).toBeVisible();
  await expect(personal.getByText(email)).toBeVisible();
  await expect(personal.getByText('No ha agregado su domicilio')).toBeVisible();

  // Add an address in the dialog's 'Direcciones' tab.
  await personal.getByRole('button', { name: 'Editar perfil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar perfil' });
  await dialog.getByRole('tab', { name: 'Direcciones' }).click();
  await dialog.getByRole('button', { name: 'Agregar dirección' }).click();
  await dialog.getByRole('textbox', { name: 'Calle' }).fill('Av. Colón');
  await dialog.getByRole('textbox', { name: 'Número' }).fill('1200');
  await dialog.getByRole('textbox', { name: 'Código postal' }).fill('5000');
  await dialog.getByRole('combobox', { name: 'Provincia' }).click();
  await page.getByRole('option', { name: 'Córdoba' }).click();
  await dialog.getByRole('combobox', { name: 'Ciudad' }).click();
  await page.getByRole('option', { name: 'Córdoba' }).click();
  await dialog.getByRole('button', { name: 'Agregar dirección' }).click();
  await expect(page.getByText('Dirección creada correctamente')).toBeVisible();
  await expect(dialog.getByText('Av. Colón 1200, CP 5000, Córdoba, Córdoba')).toBeVisible();

  // …and edit it.
  await dialog.getByRole('button', { name: 'Editar Av. Colón 1200, CP 5000, Córdoba, Córdoba' }).click();
  await dialog.getByRole('textbox', { name: 'Número' }).fill('1350');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Se actualizó la dirección correctamente')).toBeVisible();
  await expect(dialog.getByText('Av. Colón 1350, CP 5000, Córdoba, Córdoba')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(personal.getByText('Av. Colón 1350, CP 5000, Córdoba, Córdoba')).toBeVisible();

  // This browser's session is in the list.
  await expect(page.getByText('Esta sesión', { exact: true })).toBeVisible();

  // Log out: tokens gone, home, and the profile is private again.
  await page.getByRole('region', { name: 'Tu cuenta' }).getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Sesión cerrada correctamente')).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('refreshToken')])).toEqual([null, null]);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);

  // Log in again, and back to the page that asked for it.
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('Sesión iniciada correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('region', { name: 'Información personal' }).getByText('Ana Gómez')).toBeVisible();
});

test('every validation message of spec §5 where the spec puts it', async ({ page, request }) => {
  // Log-in: its own two messages, then the server's answer to a wrong password.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('Introduce un Correo electrónico.')).toBeVisible();
  await expect(page.getByText('Introduce una Contraseña.')).toBeVisible();
  const member = await verifiedMember(request);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(member.email);
  await page.getByLabel('Contraseña').fill('otra-clave');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('Correo electrónico o contraseña incorrectos').first()).toBeVisible();

  // Register: every field required…
  await page.goto('/register');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  for (const message of [
    'Introduce un nombre.',
    'Introduce un correo electrónico.',
    'Introduce un CUIL.',
    'Introduce un número de teléfono.',
    'Introduce una fecha de nacimiento.',
    'Introduce una contraseña.',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }

  // …then each rule, its message under its field.
  const field = (name: string) => page.getByRole('textbox', { name });
  const cases: [string, string, string][] = [
    ['Nombre y apellido', 'Al', 'El nombre debe tener al menos 3 caracteres.'],
    ['Nombre y apellido', 'Bartolomé Esteban Murillo Cabrera', 'El nombre no debe exceder los 28 caracteres.'],
    ['Nombre y apellido', ' Ana Gómez', 'El nombre no puede tener espacios al inicio o al final.'],
    ['Correo electrónico', 'ana@', 'Correo electrónico no válido.'],
    ['CUIL', '2012345', 'El CUIL debe contener exactamente 11 números.'],
    ['Teléfono', '123', 'Introduce un número de teléfono válido.'],
    ['Fecha de nacimiento', '31021990', 'Introduce una fecha válida.'],
    ['Fecha de nacimiento', `0101${new Date().getFullYear() - 10}`, 'Debes tener al menos 18 años para registrarte.'],
  ];
  for (const [name, value, message] of cases) {
    await field(name).fill('');
    await field(name).pressSequentially(value);
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByLabel('Contraseña').fill('123');
  await expect(page.getByText('La contraseña debe tener entre 6 y 20 caracteres.')).toBeVisible();

  // An e-mail already registered: the page says what it says for a new one (nobody learns who has
  // an account), and the account's owner is told by mail instead.
  await field('Nombre y apellido').fill('Marta Suárez');
  await field('Correo electrónico').fill(member.email);
  await field('CUIL').fill(unusedCuil());
  await field('Teléfono').fill('3515551234');
  await field('Fecha de nacimiento').fill('');
  await field('Fecha de nacimiento').pressSequentially('02051985');
  // Someone who is not the owner: another password than the account's.
  await page.getByLabel('Contraseña').fill('otra-clave1');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole('heading', { name: 'Verifica tu correo electrónico' })).toBeVisible();
  await expect(page.getByText(`Te enviamos un código de 5 números a ${member.email}.`)).toBeVisible();
  await expect(async () => {
    const { mails } = await (await request.get('/dev/mailbox')).json();
    expect(mails.some((mail: { to: string; subject: string }) => mail.to === member.email && mail.subject === 'Alguien intentó crear una cuenta con tu correo')).toBe(true);
  }).toPass();
  // A code typed there asks to sign in first, as the mailed link does.
  await page.getByRole('textbox', { name: 'Dígito 1 de 5' }).click();
  await page.keyboard.type('12345');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an expired access token is renewed once for all the calls that need it', async ({ page, request }) => {
  const member = await verifiedMember(request);
  // Tokens are put in place on a page of the origin that is not the app, so no call renews them
  // before the one page this test watches. An access token without expiry counts as expired
  // (spec §4): the next calls must renew it first.
  await page.goto('/favicon.svg');
  await page.evaluate(({ refreshToken }) => {
    localStorage.setItem('token', 'vencido');
    localStorage.setItem('refreshToken', refreshToken);
  }, member);
  const renewals: string[] = [];
  const bearers: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/auth/refresh-token')) renewals.push(req.url());
    const authorization = req.headers()['authorization'];
    if (authorization && req.url().includes('/api/')) bearers.push(authorization);
  });
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Información personal' }).getByText('Marta Suárez')).toBeVisible();
  await expect(page.getByText('Esta sesión', { exact: true })).toBeVisible();
  expect(renewals).toHaveLength(1);
  // The calls went out at once (the user, the sessions; the shop's categories came rendered), all with the new token.
  expect(bearers.length).toBeGreaterThanOrEqual(2);
  expect(bearers.every((value) => value !== 'Bearer vencido')).toBe(true);
  expect(new Set(bearers).size).toBe(1);
});

test('a revoked refresh token sends the shopper to /login with the cart intact', async ({ page, request }) => {
  const member = await verifiedMember(request);
  await signInThroughTheForm(page, member.email);
  await expect(page).toHaveURL(/\/home$/);

  // Something in the cart.
  await page.goto('/explore?category=3');
  await page.getByRole('button', { name: /^Agregar al carrito: / }).first().click();
  // Tapped as the page appears: in the cart once the card says so.
  await expect(page.getByRole('button', { name: /^Quitar del carrito: / })).toHaveCount(1);
  const cart = await page.evaluate(() => localStorage.getItem('cart'));
  expect(JSON.parse(cart!).items).toHaveLength(1);

  // Elsewhere (another device of the same member), this browser's session is closed.
  const other = await (await request.post('/api/auth/log-in', { data: { email: member.email, password: PASSWORD } })).json();
  const headers = { Authorization: `Bearer ${other.token}` };
  const { sessions } = await (await request.get('/api/auth/session', { headers })).json();
  const browsers = sessions.filter((s: { current: boolean }) => !s.current);
  for (const session of browsers) expect((await request.delete(`/api/auth/session/${session.id}`, { headers })).ok()).toBe(true);

  // Time passes: the access token runs out, the renewal is refused, the shopper is told and sent to /login.
  await page.evaluate(() => localStorage.setItem('token', 'vencido'));
  await page.getByRole('link', { name: 'Carrito' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Tu sesión terminó. Inicia sesión de nuevo para continuar.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe(cart);
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();

  // Signing in again brings the shopper back to the cart, still holding the product.
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(member.email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('list', { name: 'Productos en el carrito' }).getByRole('listitem')).toHaveCount(1);
});

test('a log-out in another tab is noticed in this one', async ({ page, context, request }) => {
  const member = await verifiedMember(request);
  await signInThroughTheForm(page, member.email);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Información personal' })).toBeVisible();

  const otherTab = await context.newPage();
  await otherTab.goto('/profile');
  await otherTab.getByRole('region', { name: 'Tu cuenta' }).getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
  await expect(otherTab).toHaveURL(/\/home$/);

  await expect(page).toHaveURL(/\/login$/);
  await otherTab.close();
});

test('without a Google client id, Google’s script is never loaded', async ({ page }) => {
  const google: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('accounts.google.com')) google.push(req.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByText('¿Olvidaste tu contraseña?')).toBeVisible();
  expect(google).toEqual([]);
  expect(await page.locator('script[src*="accounts.google.com"]').count()).toBe(0);
});

test('the Queries page invites guests to sign in, and not members', async ({ page, request }) => {
  await page.goto('/queries');
  const invitation = page.getByRole('region', { name: '¿Tienes cuenta?' });
  await expect(invitation.getByRole('link', { name: 'Ingresar' })).toBeVisible();
  await expect(invitation.getByRole('link', { name: 'Crear cuenta' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Consultar por WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  const member = await verifiedMember(request);
  await signInThroughTheForm(page, member.email);
  await page.goto('/queries');
  await expect(page.getByRole('link', { name: 'Consultar por WhatsApp' })).toBeVisible();
  await expect(page.getByRole('region', { name: '¿Tienes cuenta?' })).toHaveCount(0);
});

test('a member changes the password, then closes the account', async ({ page, request }) => {
  const member = await verifiedMember(request);
  await signInThroughTheForm(page, member.email);
  await page.goto('/profile');

  // Change the password: a wrong current one is refused and nothing is lost.
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  let dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
  await dialog.getByLabel('Contraseña actual', { exact: true }).fill('equivocada');
  await dialog.getByLabel('Nueva contraseña', { exact: true }).fill('nueva4567');
  await dialog.getByLabel('Repite la nueva contraseña').fill('nueva4567');
  await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(dialog.getByText('La contraseña actual no es correcta.')).toBeVisible();
  // A wrong password is not a lost session.
  await expect(page).toHaveURL(/\/profile$/);
  await dialog.getByLabel('Contraseña actual', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Contraseña actualizada')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The old password no longer opens the account; the new one does.
  const old = await request.post('/api/auth/log-in', { data: { email: member.email, password: PASSWORD } });
  expect(old.status()).toBe(401);
  const renewed = await request.post('/api/auth/log-in', { data: { email: member.email, password: 'nueva4567' } });
  expect(renewed.ok()).toBe(true);

  // Close the account: the password confirms it.
  await page.getByRole('region', { name: 'Tu cuenta' }).getByRole('button', { name: 'Eliminar cuenta' }).click();
  dialog = page.getByRole('dialog', { name: 'Eliminar cuenta' });
  await dialog.getByLabel('Contraseña').fill('equivocada');
  await dialog.getByRole('button', { name: 'Eliminar cuenta' }).click();
  await expect(dialog.getByText('La contraseña no es correcta.')).toBeVisible();
  await dialog.getByLabel('Contraseña').fill('nueva4567');
  await dialog.getByRole('button', { name: 'Eliminar cuenta' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Tu cuenta fue eliminada. Gracias por haber comprado con nosotros.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const gone = await request.post('/api/auth/log-in', { data: { email: member.email, password: 'nueva4567' } });
  expect(gone.status()).toBe(401);
});

test('the code in the e-mail link verifies by itself; a missing profile is asked for; the avatar is uploaded and shown', async ({ page, request }) => {
  // An account made of the sign-up alone (as after a failed profile step).
  const email = uniqueEmail('enlace');
  await request.post('/api/auth/sign-up', { data: { email, password: PASSWORD } });
  const code = await codeFor(request, email);

  // The link opened where nobody is signed in: log in first, then the link's page does the rest.
  await page.goto(`/verify-email/${code}`);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('Email verificado')).toBeVisible();

  // Verified, but without name, CUIL, phone or birthday: the profile is completed first.
  await expect(page).toHaveURL(/\/auth\/complete-profile$/);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Julieta');
  await page.getByRole('textbox', { name: 'Apellido' }).fill('Ramírez');
  await page.getByRole('textbox', { name: 'CUIL' }).fill(unusedCuil());
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('2615554433');
  await page.getByRole('textbox', { name: 'Fecha de nacimiento' }).pressSequentially('09091992');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Perfil completado correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('completedForm'))).toBe('true');

  // The avatar: a picture chosen is uploaded and then served by the shop.
  await page.goto('/profile');
  // A real picture, drawn by the browser.
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 64;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1d4ed8';
    context.fillRect(0, 0, 64, 64);
    return canvas.toDataURL('image/png');
  });
  const png = Buffer.from(dataUrl.split(',')[1]!, 'base64');
  await page.locator('input[type="file"]').setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Foto de perfil actualizada')).toBeVisible();
  const avatar = page.getByRole('img', { name: 'Foto de perfil de Julieta Ramírez' });
  await expect(avatar).toHaveAttribute('src', /^\/avatar\/.+/);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});
