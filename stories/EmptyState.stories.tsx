import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RotateCw, SearchX, WifiOff } from 'lucide-react';
import { Button, EmptyState } from '@tienda/ui';

const meta = {
  title: 'Piezas/EmptyState',
  component: EmptyState,
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoResults: Story = {
  args: {
    icon: <SearchX size={32} />,
    title: 'Ups, no encontramos productos que coincidan con tu búsqueda.',
    description: 'Intenta con otros filtros o ajusta tu búsqueda para encontrar lo que necesitas.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Ups, no encontramos productos que coincidan con tu búsqueda.');
    await expect(canvas.getByText('Intenta con otros filtros o ajusta tu búsqueda para encontrar lo que necesitas.')).toBeVisible();
    // The icon is decoration: nothing but the words reaches a screen reader.
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

const onRetry = fn();

export const Failure: Story = {
  args: {
    role: 'alert',
    tone: 'critical',
    icon: <WifiOff size={32} />,
    title: 'No pudimos cargar los productos.',
    description: 'Revisa tu conexión a internet y vuelve a intentarlo.',
    actions: (
      <Button icon={<RotateCw size={18} aria-hidden="true" />} onClick={onRetry}>
        Reintentar
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    onRetry.mockClear();
    await expect(canvas.getByRole('alert')).toHaveTextContent('No pudimos cargar los productos.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(onRetry).toHaveBeenCalledOnce();
  },
};
