import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OrderLookupScreen } from '@tienda/ui';
import { controlled } from './fixtures/controlled';

/** The server's answer, the same whether or not the order exists. */
const neutralAnswer = 'Si los datos coinciden con una compra, te enviamos un enlace a tu correo para verla.';

const meta = {
  title: 'Pantallas/OrderLookup',
  component: OrderLookupScreen,
  args: { onSubmit: fn(), onLookAgain: fn() },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof OrderLookupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Seguimiento de compra');
    const number = canvas.getByRole('textbox', { name: 'Número de compra' });
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    await expect(number).toHaveAccessibleDescription('Lo encuentras en el correo de tu compra.');
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAttribute('autocomplete', 'email');
  },
};

export const InvalidValues: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Correo electrónico' }), 'lucia@');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar enlace' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Each field says what is wrong, and the focus goes to the first to fix.
    const number = canvas.getByRole('textbox', { name: 'Número de compra' });
    await expect(number).toHaveAccessibleDescription(/Introduce el número de compra\./);
    await expect(number).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAccessibleDescription(/Correo electrónico no válido\./);
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    // Tab into the form, type, and send with Enter: no mouse needed.
    await userEvent.tab();
    const number = canvas.getByRole('textbox', { name: 'Número de compra' });
    await expect(number).toHaveFocus();
    // The number keeps digits only, whatever is typed ('#1043' from the e-mail's subject).
    await userEvent.keyboard('#10a43');
    await expect(number).toHaveValue('1043');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toHaveFocus();
    await userEvent.keyboard(' lucia.fernandez@ejemplo.com ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ orderNumber: 1043, email: 'lucia.fernandez@ejemplo.com' });
  },
};

export const Sending: Story = {
  args: { sending: true, initialValues: { orderNumber: '1043', email: 'lucia.fernandez@ejemplo.com' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
  },
};

export const Sent: Story = {
  render: controlled(OrderLookupScreen, 'sentMessage', { onSubmit: () => neutralAnswer, onLookAgain: () => null }),
  args: { initialValues: { orderNumber: '1043', email: 'lucia.fernandez@ejemplo.com' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar enlace' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ orderNumber: 1043, email: 'lucia.fernandez@ejemplo.com' });
    // The form gives way to the answer, which takes the focus so that it is read.
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Revisa tu correo');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveFocus();
    await expect(canvas.getByText(neutralAnswer)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const LookAgain: Story = {
  render: controlled(OrderLookupScreen, 'sentMessage', { onLookAgain: () => null }),
  args: { sentMessage: neutralAnswer },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar otra compra' }));
    await expect(args.onLookAgain).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('textbox', { name: 'Número de compra' })).toHaveValue('');
  },
};

export const SendFailed: Story = {
  args: { error: 'No pudimos enviar el enlace. Intenta de nuevo en unos minutos.', initialValues: { orderNumber: '1043', email: 'lucia.fernandez@ejemplo.com' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No pudimos enviar el enlace. Intenta de nuevo en unos minutos.');
    // The values stay, to send again.
    await expect(canvas.getByRole('textbox', { name: 'Número de compra' })).toHaveValue('1043');
    await expect(canvas.getByRole('button', { name: 'Enviar enlace' })).toBeEnabled();
  },
};

export const TooManyTries: Story = {
  args: { error: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.', initialValues: { orderNumber: '1043', email: 'lucia.fernandez@ejemplo.com' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Demasiados intentos. Espera unos minutos y vuelve a intentarlo.');
  },
};

/** From a link that expired: said above the form, with the order's number already in it. */
export const LinkExpired: Story = {
  args: {
    linkExpiredMessage: 'El enlace para ver tu compra venció. Pide uno nuevo: te lo enviamos a tu correo.',
    initialValues: { orderNumber: '1043' },
  },
  play: async ({ canvas }) => {
    const notice = canvas.getByText('El enlace para ver tu compra venció. Pide uno nuevo: te lo enviamos a tu correo.');
    await expect(notice).toBeVisible();
    // Above the form, read before it.
    const number = canvas.getByRole('textbox', { name: 'Número de compra' });
    await expect(notice.compareDocumentPosition(number) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(number).toHaveValue('1043');
  },
};
