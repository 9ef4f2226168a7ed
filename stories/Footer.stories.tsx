import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CONSUMER_DEFENCE_URL, Footer } from '@tienda/ui';
import { contact, shopName } from './fixtures/shell';

const meta = {
  title: 'Piezas/Footer',
  component: Footer,
  args: { shopName, ...contact },
  parameters: { layout: 'fullscreen', snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = within(canvas.getByRole('contentinfo'));
    const hrefOf = (name: string | RegExp) => footer.getByRole('link', { name }).getAttribute('href');

    // Contact: dial, chat, write, or the form.
    await expect(hrefOf('Teléfono: 0800-345-6789')).toBe('tel:08003456789');
    await expect(hrefOf(/^WhatsApp: \+54 9 11 5555-0199/)).toBe('https://wa.me/5491155550199');
    await expect(hrefOf('hola@creditienda.com.ar')).toBe('mailto:hola@creditienda.com.ar');
    await expect(hrefOf('Formulario de contacto')).toBe('/contacto');
    // Legal and company pages.
    await expect(hrefOf('Términos y condiciones')).toBe('/terms-and-conditions');
    await expect(hrefOf('Política de privacidad')).toBe('/policy-and-privacy');
    await expect(hrefOf('Datos legales')).toBe('/legal');
    await expect(hrefOf('Quiénes somos')).toBe('/who-are-they');
    await expect(hrefOf('Servicio técnico')).toBe('/technical-service');
    // A guest follows an order from here.
    await expect(hrefOf('Seguimiento de compra')).toBe('/seguimiento');

    // Who sells, with its CUIT, address and hours.
    await expect(
      footer.getByText('Tienda de Crédito Demo S.A. · CUIT 30-99999999-5 · Av. Corrientes 1234, piso 5, C1043AAZ Ciudad Autónoma de Buenos Aires'),
    ).toBeVisible();
    await expect(footer.getByText('Atención al cliente: Lunes a viernes de 9 a 18 h')).toBeVisible();

    // The consumer-defence line, to the letter, its link to the national form in a new tab.
    const defence = footer.getByText(/^Defensa de las y los Consumidores\./);
    await expect(defence.textContent).toMatch(/^Defensa de las y los Consumidores\. Para reclamos: Ingrese aquí/);
    const complaint = within(defence).getByRole('link', { name: 'Ingrese aquí (se abre en una pestaña nueva)' });
    await expect(complaint).toHaveAttribute('href', CONSUMER_DEFENCE_URL);
    await expect(complaint).toHaveAttribute('target', '_blank');
    // The national authority and the City's (stores are in the City), with their phones.
    const authorities = within(footer.getByRole('list', { name: 'Autoridades de defensa del consumidor' }));
    const national = authorities.getByRole('link', { name: 'Dirección Nacional de Defensa del Consumidor (se abre en una pestaña nueva)' });
    await expect(national).toHaveAttribute('href', 'https://www.argentina.gob.ar/produccion/defensadelconsumidor');
    await expect(national.closest('li')).toHaveTextContent('(Nación): 0800-666-1518');
    const city = authorities.getByRole('link', { name: 'Dirección General de Defensa y Protección del Consumidor (se abre en una pestaña nueva)' });
    await expect(city).toHaveAttribute('href', 'https://buenosaires.gob.ar/defensaconsumidor');
    await expect(city.closest('li')).toHaveTextContent('(Ciudad de Buenos Aires, Ley 2.244): línea 147');

    // The withdrawal and the cancellation buttons, in plain sight.
    for (const [name, href] of [
      ['Botón de arrepentimiento', '/repentance'],
      ['Botón de baja', '/baja'],
    ] as const) {
      const button = footer.getByRole('link', { name });
      await expect(button).toHaveAttribute('href', href);
      await expect(button).toBeVisible();
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }

    // The company in three facts; the stores counted from the list of stores.
    await expect(footer.getByText('Desde 2005')).toBeVisible();
    await expect(footer.getByText('18').parentElement).toHaveTextContent('18 sucursales');
    await expect(footer.getByText('Más de 400').parentElement).toHaveTextContent('Más de 400 revendedores');
  },
};

export const OperatorsOwnSeller: Story = {
  args: {
    seller: {
      ...contact.seller,
      legalName: 'Electro Cuotas del Sur S.R.L.',
      cuit: '30-71122334-3',
      email: 'contacto@electrocuotas.com.ar',
      activitiesSince: 2011,
    },
    storeCount: 3,
  },
  parameters: { snapshot: { widths: [1280] } },
  play: async ({ canvas }) => {
    // Whatever the operator's settings say is what the footer says: nothing of the demo is typed in it.
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByText(/^Electro Cuotas del Sur S\.R\.L\. · CUIT 30-71122334-3 · /)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'contacto@electrocuotas.com.ar' })).toHaveAttribute('href', 'mailto:contacto@electrocuotas.com.ar');
    await expect(footer.getByText('Desde 2011')).toBeVisible();
    await expect(footer.getByText('3').parentElement).toHaveTextContent('3 sucursales');
    await expect(footer.queryByText(/Tienda de Crédito Demo/)).toBeNull();
  },
};

export const LinksAreThumbSized: Story = {
  parameters: { snapshot: { widths: [390] } },
  play: async ({ canvas }) => {
    // On a phone every listed footer link of the four columns sits in a row at least 44 px tall.
    const columns = canvas.getAllByRole('list').filter((list) => list.getAttribute('aria-label') === null);
    const items = columns.flatMap((list) => within(list).getAllByRole('listitem')).filter((li) => within(li).queryByRole('link'));
    await expect(items).toHaveLength(10);
    for (const item of items) {
      await expect(item.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
