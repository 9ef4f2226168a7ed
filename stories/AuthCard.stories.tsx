import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AuthCard, Button, Text } from '@tienda/ui';

const meta = {
  title: 'Piezas/AuthCard',
  component: AuthCard,
  parameters: { snapshot: { widths: [390, 1280] } },
  args: {
    title: 'Ingresar',
    intro: 'Con tu cuenta sigues tus compras y pides tu préstamo.',
    children: <Button fullWidth>Ingresar</Button>,
    footer: <Text size="small">¿No tienes cuenta? Créala en un minuto.</Text>,
  },
} satisfies Meta<typeof AuthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame of the sign-in pages: a centred card on desktop, the page itself on phones. */
export const Narrow: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Ingresar');
    await expect(canvas.getByText('¿No tienes cuenta? Créala en un minuto.')).toBeVisible();
  },
};

export const Wide: Story = {
  args: { title: 'Crear cuenta', width: 'wide' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
  },
};
