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

    // Contact: dial, chat and write.
    await expect(hrefOf('Teléfono: 0800-345-6789')).toBe('tel:08003456789');
    await expect(hrefOf(/^WhatsApp: \+54 9 11 5555-0199/)).toBe('https://wa.me/5491155550199');
    await expect(hrefOf('hola@tienda.com.ar')).toBe('mailto:hola@tienda.com.ar');
    // Legal and company pages.
    await expect(hrefOf('Términos y condiciones')).toBe('/terms-and-conditions');
    await expect(hrefOf('Política de privacidad')).toBe('/policy-and-privacy');
    await expect(hrefOf('Quiénes somos')).toBe('/who-are-they');
    await expect(hrefOf('Servicio técnico')).toBe('/technical-service');
    // A guest follows an order from here.
    await expect(hrefOf('Seguimiento de compra')).toBe('/seguimiento');

    // The consumer-defence line, to the letter, its link to the national form in a new tab.
    const defence = footer.getByText(/^Defensa de las y los Consumidores\./);
    await expect(defence.textContent).toMatch(/^Defensa de las y los Consumidores\. Para reclamos: Ingrese aquí/);
    const complaint = within(defence).getByRole('link', { name: 'Ingrese aquí (se abre en una pestaña nueva)' });
    await expect(complaint).toHaveAttribute('href', CONSUMER_DEFENCE_URL);
    await expect(complaint).toHaveAttribute('target', '_blank');

    // The withdrawal button, in plain sight.
    const repentance = footer.getByRole('link', { name: 'Botón de arrepentimiento' });
    await expect(repentance).toHaveAttribute('href', '/repentance');
    await expect(repentance).toBeVisible();
    await expect(repentance.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);

    // The company in three facts.
    await expect(footer.getByText('Desde 2005')).toBeVisible();
    await expect(footer.getByText('14').parentElement).toHaveTextContent('14 sucursales');
    await expect(footer.getByText('Más de 400').parentElement).toHaveTextContent('Más de 400 revendedores');
  },
};

export const LinksAreThumbSized: Story = {
  parameters: { snapshot: { widths: [390] } },
  play: async ({ canvas }) => {
    // On a phone every listed footer link sits in a row at least 44 px tall.
    const items = canvas.getAllByRole('listitem').filter((li) => within(li).queryByRole('link'));
    await expect(items).toHaveLength(8);
    for (const item of items) {
      await expect(item.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
