import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { NotFoundScreen } from '@tienda/ui';

const meta = {
  title: 'Pantallas/NotFound',
  component: NotFoundScreen,
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['No encontramos esta página']);
    // Two ways back into the shop, the first a keyboard stop away.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/home');
    await expect(canvas.getByRole('link', { name: 'Explorar productos' })).toHaveAttribute('href', '/explore');
  },
};
