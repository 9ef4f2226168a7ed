import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShieldCheck } from 'lucide-react';
import { Badge, Button, Card, Column, Columns, Text } from '@tienda/ui';

const meta = {
  title: 'Primitivas/Card',
  component: Card,
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Titled: Story = {
  args: {
    title: 'Entrega',
    children: <Text tone="muted">Av. Corrientes 1234, CP 1043, Balvanera, Ciudad Autónoma de Buenos Aires</Text>,
  },
  play: async ({ canvas }) => {
    // A titled card is a section that screen readers reach by its title.
    const card = canvas.getByRole('region', { name: 'Entrega' });
    await expect(card).toHaveTextContent('Av. Corrientes 1234');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Entrega' })).toBeVisible();
  },
};

export const WithIconAndAction: Story = {
  args: {
    title: 'Tu préstamo pre-aprobado',
    icon: <ShieldCheck size={22} aria-hidden="true" />,
    action: <Badge tone="success">APROBADO</Badge>,
    space: 'large',
    children: (
      <>
        <Text>12 cuotas fijas de $ 15.000,00</Text>
        <Button fullWidth>Confirmar préstamo</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { name: 'Tu préstamo pre-aprobado' });
    const badge = canvas.getByText('APROBADO');
    const [titleBox, badgeBox] = [title.getBoundingClientRect(), badge.getBoundingClientRect()];
    // The status follows the title: at the end of its row, or under it when the row is too narrow.
    if (window.innerWidth >= 1024) await expect(badgeBox.left).toBeGreaterThan(titleBox.right);
    else await expect(badgeBox.left > titleBox.right || badgeBox.top >= titleBox.bottom).toBe(true);
    await expect(canvas.getByRole('button', { name: 'Confirmar préstamo' })).toBeVisible();
  },
};

export const Untitled: Story = {
  args: {
    padding: { mobile: 'medium', desktop: 'large' },
    children: <Text>El contenido de un paso de la compra, sobre la misma superficie que su resumen.</Text>,
  },
  play: async ({ canvas }) => {
    // Without a title it is only a surface: no landmark to announce.
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.getByText(/El contenido de un paso/)).toBeVisible();
  },
};

export const SideBySide: Story = {
  render: () => (
    <Columns space="medium" collapseBelow="desktop">
      <Column>
        <Card title="Medio de pago" titleSize="4" space="xsmall" height="full">
          <Text weight="medium">Mercado Pago</Text>
        </Card>
      </Column>
      <Column>
        <Card title="Contacto" titleSize="4" space="xsmall" height="full">
          <Text tone="muted">lucia.fernandez@ejemplo.com</Text>
          <Text tone="muted">1123456789</Text>
        </Card>
      </Column>
    </Columns>
  ),
  play: async ({ canvas }) => {
    const payment = canvas.getByRole('region', { name: 'Medio de pago' }).getBoundingClientRect();
    const contact = canvas.getByRole('region', { name: 'Contacto' }).getBoundingClientRect();
    if (window.innerWidth >= 1024) {
      // Side by side, equally tall whatever each holds.
      await expect(contact.left).toBeGreaterThan(payment.right);
      await expect(contact.height).toBe(payment.height);
    } else {
      await expect(contact.top).toBeGreaterThan(payment.bottom);
    }
  },
};
