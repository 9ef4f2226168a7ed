import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TERMS_VERSION } from '@tienda/domain';
import { TermsScreen } from '@tienda/ui';
import { seller } from './fixtures/seller';

const meta = {
  title: 'Pantallas/Terms',
  component: TermsScreen,
  args: { seller },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof TermsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Términos y condiciones');
    const sections = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(sections).toEqual(
      expect.arrayContaining(['Quién vende', 'Medios de pago', 'Envíos a domicilio', 'Retiro en sucursal', 'Cambios y devoluciones', 'Derecho de arrepentimiento', 'Garantía']),
    );
    // Accepted on purpose at checkout, never by browsing.
    await expect(canvas.getByText(/Las aceptas al confirmar tu compra, en su último paso/)).toBeVisible();
    await expect(canvas.queryByText(/Al navegar/)).toBeNull();
    // The seller, named with its CUIT and address.
    await expect(canvas.getByText('Tienda de Crédito Demo S.A.')).toBeVisible();
    await expect(canvas.getByText('30-99999999-5')).toBeVisible();
    await expect(canvas.getByText('Av. Corrientes 1234, piso 5, C1043AAZ Ciudad Autónoma de Buenos Aires')).toBeVisible();
    // The policies of spec §9, each said where a shopper looks for it.
    await expect(canvas.getByText(/de lunes a sábado, de 8 a 20 h/)).toBeVisible();
    await expect(canvas.getByText(/tienes 15 días corridos/)).toBeVisible();
    await expect(canvas.getByText(/dentro de los 10 días de haberlo recibido/)).toBeVisible();
    // Visible damage: 48 hours are a recommendation, never a lost right.
    await expect(canvas.getByText(/Te recomendamos hacerlo dentro de las 48 horas/)).toBeVisible();
    await expect(canvas.getByText(/avisar después no te hace perder ningún derecho/)).toBeVisible();
    // The withdrawal right: calendar days from receipt, the next business day, our cost, examination free.
    await expect(canvas.getByText(/Tienes 10 días corridos desde que recibiste el producto/)).toHaveTextContent(/artículos 1110 a 1116 del Código Civil y Comercial/);
    await expect(canvas.getByText(/Si el último día no es hábil, el plazo se\s+extiende hasta el siguiente día hábil/)).toBeVisible();
    await expect(canvas.getByText(/Los gastos de devolución corren por nuestra cuenta/)).toBeVisible();
    // The legal guarantee: 6 months from delivery, and what the guarantor owes.
    await expect(canvas.getByText(/Ley 24.240 \(artículo 11\): 6\s+meses desde que los recibes/)).toBeVisible();
    await expect(canvas.getByText(/reparar el producto sin costo para ti, incluidos los gastos de flete/)).toBeVisible();
    // The consumer authorities with their contact data.
    const national = canvas.getByRole('link', { name: 'www.argentina.gob.ar/produccion/defensadelconsumidor (se abre en una pestaña nueva)' });
    await expect(national.closest('li')).toHaveTextContent('Dirección Nacional de Defensa del Consumidor (Nación): 0800-666-1518');
    const city = canvas.getByRole('link', { name: 'buenosaires.gob.ar/defensaconsumidor (se abre en una pestaña nueva)' });
    await expect(city.closest('li')).toHaveTextContent('línea 147');
    // The version each order stores.
    await expect(canvas.getByText(`Versión ${TERMS_VERSION}.`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Botón de arrepentimiento' })).toHaveAttribute('href', '/repentance');
    await expect(canvas.getByRole('link', { name: 'Políticas de privacidad' })).toHaveAttribute('href', '/policy-and-privacy');
    const contactLinks = canvas.getAllByRole('link', { name: 'formulario de contacto' });
    for (const link of contactLinks) await expect(link).toHaveAttribute('href', '/contacto');
    await expect(within(canvas.getByRole('article')).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(8);
  },
};
