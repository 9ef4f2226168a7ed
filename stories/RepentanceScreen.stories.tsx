import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RepentanceScreen, type RepentanceScreenProps, type RepentanceSubmission } from '@tienda/ui';

const filled = {
  name: 'Lucía Fernández',
  email: 'lucia.fernandez@ejemplo.com',
  phone: '1123456789',
  orderNumber: '10482',
  message: 'Quiero devolver el parlante: no es el modelo que esperaba.',
};

/** The screen with a stand-in for the withdrawal call, which accepts and returns a code. */
function WithServer(args: RepentanceScreenProps) {
  const [submission, setSubmission] = useState<RepentanceSubmission>(args.submission ?? { status: 'idle' });
  return (
    <RepentanceScreen
      {...args}
      submission={submission}
      onSubmit={(values) => {
        args.onSubmit(values);
        setSubmission({ status: 'success', code: 'ARR-10482-7QK' });
      }}
    />
  );
}

const meta = {
  title: 'Pantallas/Repentance',
  component: RepentanceScreen,
  args: { onSubmit: fn() },
  render: (args) => <WithServer {...args} />,
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof RepentanceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Botón de arrepentimiento');
    await expect(canvas.getByText(/dentro de los 10 días corridos desde que recibiste el producto/)).toBeVisible();
    // The Civil Code's words: the next business day, the return at the shop's cost, trying it costs nothing.
    await expect(canvas.getByText(/se extiende hasta el siguiente día hábil/)).toBeVisible();
    await expect(canvas.getByText(/Los gastos de devolución corren por nuestra cuenta/)).toBeVisible();
    await expect(canvas.getByText(/Revisarlo y probarlo como lo harías en un local/)).toBeVisible();
    await expect(canvas.getByText(/artículos 1110 a 1116 del Código Civil y Comercial y el artículo 34 de la Ley 24.240/)).toBeVisible();
    await expect(canvas.queryByText(/mismas condiciones/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Botón de baja' })).toHaveAttribute('href', '/baja');
    for (const label of ['Nombre', 'Correo electrónico', 'Teléfono', 'Número de pedido', 'Mensaje']) {
      await expect(canvas.getByRole('textbox', { name: label })).toHaveValue('');
    }
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  },
};

export const ValidationMessages: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Every field says what it needs, in the shop's words; the focus goes to the first.
    const name = canvas.getByRole('textbox', { name: 'Nombre' });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription('Introduce un nombre.');
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAccessibleDescription('Introduce un correo electrónico.');
    await expect(canvas.getByRole('textbox', { name: 'Teléfono' })).toHaveAccessibleDescription(
      'Con código de área, sin 0 ni 15. Ej.: 1123456789 Introduce un número de teléfono.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Número de pedido' })).toHaveAccessibleDescription(
      'Lo encuentras en el correo de confirmación de tu compra. Introduce el número de pedido.',
    );
    // The message is not required: withdrawing needs no reason.
    await expect(canvas.getByRole('textbox', { name: 'Mensaje' })).toHaveAccessibleDescription('Opcional: no hace falta que nos des un motivo.');
    await expect(canvas.getByRole('textbox', { name: 'Mensaje' })).not.toHaveAttribute('aria-invalid', 'true');
    // Once tried, the messages follow the typing.
    await userEvent.type(name, 'Lu');
    await expect(canvas.getByText('El nombre debe tener al menos 3 caracteres.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Correo electrónico' }), 'lucia@');
    await expect(canvas.getByText('Correo electrónico no válido.')).toBeVisible();
  },
};

export const InvalidPhoneAndFocus: Story = {
  parameters: { snapshot: { widths: [1280] } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nombre' }), filled.name);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Correo electrónico' }), filled.email);
    // Only digits get in; too few of them is not a phone.
    const phone = canvas.getByRole('textbox', { name: 'Teléfono' });
    await userEvent.type(phone, '11-23 a');
    await expect(phone).toHaveValue('1123');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(phone).toHaveFocus();
    await expect(canvas.getByText('Introduce un número de teléfono válido.')).toBeVisible();
  },
};

export const SubmitAndCode: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nombre' }), filled.name);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Correo electrónico' }), filled.email);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Teléfono' }), filled.phone);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número de pedido' }), ` ${filled.orderNumber} `);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mensaje' }), filled.message);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
    // The answer replaces the form, and takes the focus so that it is read at once.
    await expect(canvas.getByRole('heading', { level: 3, name: 'Recibimos tu solicitud' })).toHaveFocus();
    await expect(canvas.getByText(/Tu código de arrepentimiento es/)).toHaveTextContent('Tu código de arrepentimiento es ARR-10482-7QK');
    await expect(canvas.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
  },
};

export const WithoutMessage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nombre' }), filled.name);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Correo electrónico' }), filled.email);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Teléfono' }), filled.phone);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número de pedido' }), filled.orderNumber);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, message: '' });
    await expect(canvas.getByRole('heading', { level: 3, name: 'Recibimos tu solicitud' })).toHaveFocus();
  },
};

export const Submitting: Story = {
  args: { submission: { status: 'submitting' }, initialValues: filled },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Enviando...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // Enter in a field does not send it twice.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número de pedido' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  args: { submission: { status: 'success', code: 'ARR-10482-7QK' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Tu código de arrepentimiento es/)).toHaveTextContent('Tu código de arrepentimiento es ARR-10482-7QK');
    await expect(canvas.getByText(/te reintegramos el importe por el mismo medio de pago que usaste/)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** A guest's request: the link to confirm it went to the order's e-mail (the server's words). */
export const LinkMailed: Story = {
  args: {
    submission: {
      status: 'mailed',
      message:
        'Si los datos coinciden con una compra, te enviamos un correo a esa dirección con un enlace para confirmar el arrepentimiento. Ábrelo dentro de las próximas 24 horas.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
    await expect(canvas.getByText(/te enviamos un correo a esa dirección con un enlace para confirmar/)).toBeVisible();
    await expect(canvas.getByText(/Tu solicitud cuenta desde que abres el enlace/)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const ServerError: Story = {
  args: {
    submission: { status: 'error', message: 'No encontramos un pedido con ese número para este correo electrónico.' },
    initialValues: filled,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No encontramos un pedido con ese número para este correo electrónico.');
    // The typed values stay, to correct and send again.
    await expect(canvas.getByRole('textbox', { name: 'Número de pedido' })).toHaveValue(filled.orderNumber);
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  },
};
