import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BajaScreen, type BajaRequestState, type BajaScreenProps } from '@tienda/ui';

const ANSWER =
  'Recibimos tu solicitud de baja. Tu código es BAJ-7QKM4XPZ. Si los datos coinciden con una compra, te enviamos un correo a esa dirección con un enlace para confirmarla. Ábrelo dentro de las próximas 24 horas: hasta entonces no cambia nada.';

/** The screen with a stand-in for POST /api/baja, which answers with a code. */
function WithServer(args: BajaScreenProps) {
  const [request, setRequest] = useState<BajaRequestState>(args.request ?? { status: 'idle' });
  return (
    <BajaScreen
      {...args}
      request={request}
      onSubmit={(values) => {
        args.onSubmit(values);
        setRequest({ status: 'sent', code: 'BAJ-7QKM4XPZ', message: ANSWER });
      }}
    />
  );
}

const meta = {
  title: 'Pantallas/Baja',
  component: BajaScreen,
  args: { onSubmit: fn() },
  render: (args) => <WithServer {...args} />,
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof BajaScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Botón de baja');
    await expect(canvas.getByText(/sin iniciar sesión/)).toBeVisible();
    await expect(canvas.getByText(/Ábrelo dentro de las 24 horas: sin esa confirmación no cambia nada/)).toBeVisible();
    // A shipped order is the botón de arrepentimiento's.
    await expect(canvas.getByRole('link', { name: 'Botón de arrepentimiento' })).toHaveAttribute('href', '/repentance');
    await expect(canvas.getByRole('button', { name: 'Solicitar la baja' })).toBeEnabled();
  },
};

export const SentWithCode: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número de compra' }), '10482');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Correo electrónico' }), 'lucia@ejemplo.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar la baja' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ kind: 'order', orderNumber: 10482, email: 'lucia@ejemplo.com' });
    // The code at once, read first.
    await expect(canvas.getByRole('heading', { level: 3, name: 'Recibimos tu solicitud de baja' })).toHaveFocus();
    await expect(canvas.getByText(/Tu código de baja es/)).toHaveTextContent('Tu código de baja es BAJ-7QKM4XPZ');
    await expect(canvas.getByText(/te enviamos un correo a esa dirección con un enlace para confirmarla/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Solicitar la baja' })).not.toBeInTheDocument();
  },
};

export const Refused: Story = {
  args: { request: { status: 'error', message: 'Demasiados intentos. Espera unos minutos y vuelve a intentar.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Demasiados intentos.');
  },
};
