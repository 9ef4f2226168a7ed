import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { TOAST_DURATION_MS } from '@tienda/domain';
import { Button, Stack, Toaster, ToastProvider, useToast, type ToastMessage } from '@tienda/ui';

const toneExamples: ToastMessage[] = [
  { id: '1', message: 'Sesión iniciada correctamente', tone: 'success' },
  { id: '2', message: 'Error al iniciar sesión', tone: 'critical' },
  { id: '3', message: 'Se copió el CBU en el portapapeles', tone: 'info' },
];

const meta = {
  title: 'Piezas/Toast',
  component: Toaster,
  // Still pictures: these toasts wait to be closed instead of leaving after 2 s.
  args: { toasts: toneExamples, onDismiss: fn(), duration: Infinity },
  parameters: { snapshot: { page: true, widths: [390, 1280] } },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  play: async () => {
    // Success and info wait their turn; an error interrupts.
    const statuses = screen.getAllByRole('status');
    await expect(statuses.map((status) => status.textContent)).toEqual([
      'Sesión iniciada correctamente',
      'Se copió el CBU en el portapapeles',
    ]);
    await expect(screen.getByRole('alert')).toHaveTextContent('Error al iniciar sesión');
    await expect(screen.getAllByRole('button', { name: 'Cerrar notificación' })).toHaveLength(3);
  },
};

export const Stacked: Story = {
  args: {
    toasts: [
      ...toneExamples,
      { id: '4', message: 'No se pudo calcular el costo del envío. Porfavor elija retiro en local.', tone: 'critical' },
      { id: '5', message: 'Dirección creada correctamente', tone: 'success' },
    ],
  },
  play: async () => {
    const first = screen.getByText('Sesión iniciada correctamente').getBoundingClientRect();
    const newest = screen.getByText('Dirección creada correctamente').getBoundingClientRect();
    // Bottom-left, the newest nearest the corner.
    await expect(newest.top).toBeGreaterThan(first.bottom);
    await expect(newest.left).toBeLessThan(window.innerWidth / 2);
    await expect(window.innerHeight - newest.bottom).toBeLessThan(40);
  },
};

export const DismissByButton: Story = {
  render: function DismissableToasts(args) {
    const [toasts, setToasts] = useState(args.toasts);
    const dismiss = (id: string) => {
      setToasts((current) => current.filter((toast) => toast.id !== id));
      args.onDismiss(id);
    };
    return <Toaster {...args} toasts={toasts} onDismiss={dismiss} />;
  },
  play: async ({ args }) => {
    const [, errorClose] = screen.getAllByRole('button', { name: 'Cerrar notificación' });
    await userEvent.click(errorClose!);
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(args.onDismiss).toHaveBeenCalledWith('2');
    await expect(screen.queryByText('Error al iniciar sesión')).not.toBeInTheDocument();

    // Escape closes the toast that has focus.
    screen.getAllByRole('button', { name: 'Cerrar notificación' })[0]!.focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenLastCalledWith('1');
    await expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['Se copió el CBU en el portapapeles']);
  },
};

/** How the storefront uses it: one provider, and `useToast().show(...)` anywhere below. */
function LoginDemo() {
  const { show } = useToast();
  return (
    <Stack direction="row" space="small">
      <Button onClick={() => show('Sesión iniciada correctamente', 'success')}>Iniciar sesión</Button>
      <Button variant="secondary" onClick={() => show('Error al iniciar sesión', 'critical')}>Probar un error</Button>
    </Stack>
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const AutoClose: Story = {
  render: () => (
    <ToastProvider>
      <LoginDemo />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    const toast = await screen.findByRole('status');
    await expect(toast).toHaveTextContent('Sesión iniciada correctamente');
    // Still there three quarters of the way through, gone soon after the 2 s (the real timer).
    await sleep(TOAST_DURATION_MS * 0.75);
    await expect(toast).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

export const PausesWhileHoveredOrFocused: Story = {
  render: AutoClose.render,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Probar un error' }));
    const alert = await screen.findByRole('alert');
    // Time to read it (WCAG 2.2.1): while the pointer rests on it, it stays...
    await userEvent.hover(alert);
    await sleep(TOAST_DURATION_MS + 500);
    await expect(alert).toHaveTextContent('Error al iniciar sesión');
    await userEvent.unhover(alert);

    // ...and while keyboard focus is in it.
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Cerrar notificación' })).toHaveFocus();
    await sleep(TOAST_DURATION_MS + 500);
    await expect(alert).toBeInTheDocument();

    // Once the shopper moves on, the rest of the 2 s runs out.
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};
