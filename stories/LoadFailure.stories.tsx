import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoadFailure } from '@tienda/ui';

const meta = {
  title: 'Piezas/LoadFailure',
  component: LoadFailure,
  args: {
    title: 'No pudimos cargar tus compras',
    message: 'Revisa tu conexión a internet y vuelve a intentarlo.',
    onRetry: fn(),
  },
} satisfies Meta<typeof LoadFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('No pudimos cargar tus compras');
    await expect(alert).toHaveTextContent('Revisa tu conexión a internet y vuelve a intentarlo.');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('No pudimos cargar tus compras');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined, headingLevel: '1' },
  play: async ({ canvas }) => {
    // Nothing to try again: the failure is said, without a button.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('No pudimos cargar tus compras');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
