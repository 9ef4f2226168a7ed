import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CONSUMER_DEFENCE_URL, LegalScreen } from '@tienda/ui';
import { seller } from './fixtures/seller';

const meta = {
  title: 'Pantallas/Legal',
  component: LegalScreen,
  args: { seller },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof LegalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Datos legales');
    // Who sells, with its tax registration, each fact on its line.
    const identity = canvas.getByRole('heading', { level: 2, name: 'Quién vende' }).nextElementSibling as HTMLElement;
    const facts = within(identity).getAllByRole('listitem').map((item) => item.textContent);
    await expect(facts).toEqual([
      'Razón social: Tienda de Crédito Demo S.A.',
      'CUIT: 30-99999999-5',
      'Domicilio legal: Av. Corrientes 1234, piso 5, C1043AAZ Ciudad Autónoma de Buenos Aires',
      'Teléfono: 0800-345-6789',
      'Correo electrónico: hola@creditienda.com.ar',
      'Atención al cliente: Lunes a viernes de 9 a 18 h',
      'Condición frente al IVA: IVA Responsable Inscripto',
      'Ingresos Brutos: 901-999999-5',
      'Inicio de actividades: 2005',
    ]);
    await expect(within(identity).getByRole('link', { name: '0800-345-6789' })).toHaveAttribute('href', 'tel:08003456789');

    // The consumer authorities, with their phones and sites, and the national complaint form.
    await expect(canvas.getByText('Dirección Nacional de Defensa del Consumidor').closest('li')).toHaveTextContent('(Nación): 0800-666-1518');
    await expect(canvas.getByText('Dirección General de Defensa y Protección del Consumidor').closest('li')).toHaveTextContent(
      '(Ciudad de Buenos Aires, Ley 2.244): línea 147',
    );
    await expect(canvas.getByRole('link', { name: 'formulario de reclamos (se abre en una pestaña nueva)' })).toHaveAttribute('href', CONSUMER_DEFENCE_URL);
    // The personal-data authority.
    await expect(canvas.getByText(/^La AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sitio de la Agencia (se abre en una pestaña nueva)' })).toHaveAttribute('href', 'https://www.argentina.gob.ar/aaip');

    // Every right, one link away.
    for (const [name, href] of [
      ['Términos y condiciones', '/terms-and-conditions'],
      ['Política de privacidad', '/policy-and-privacy'],
      ['Botón de arrepentimiento', '/repentance'],
      ['Botón de baja', '/baja'],
      ['Formulario de contacto', '/contacto'],
    ] as const) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  },
};
