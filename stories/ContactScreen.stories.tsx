import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactScreen } from '@tienda/ui';
import { guestContact, summaryFigures } from './fixtures/checkout';

const meta = {
  title: 'Pantallas/Contact',
  component: ContactScreen,
  args: { onSubmit: fn(), summary: summaryFigures },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Datos de contacto' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'Pasos de la compra' })).getByText('Paso 1 de 4')).toBeVisible();
    for (const name of ['Nombre', 'Correo electrónico', 'Teléfono', 'CUIL']) await expect(canvas.getByRole('textbox', { name })).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Ingresa' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('region', { name: 'Resumen de compra' })).toBeVisible();
  },
};

export const ContinueWithNothingTyped: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Each field says what it needs (spec §5), and the focus goes to the first one.
    await expect(canvas.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription('Introduce un nombre.');
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAccessibleDescription('Introduce un correo electrónico.');
    await expect(canvas.getByRole('textbox', { name: 'Teléfono' })).toHaveAccessibleDescription(
      'Con código de área, sin 0 ni 15. Ej.: 1123456789 Introduce un número de teléfono.',
    );
    await expect(canvas.getByRole('textbox', { name: 'CUIL' })).toHaveAccessibleDescription('11 números, sin guiones. Introduce un CUIL.');
    await expect(canvas.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Nombre' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WrongValuesThenFixed: Story = {
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: 'Nombre' });
    const email = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    const phone = canvas.getByRole('textbox', { name: 'Teléfono' });
    const cuil = canvas.getByRole('textbox', { name: 'CUIL' });
    await userEvent.type(name, 'Lu');
    await userEvent.type(email, 'lucia@ejemplo');
    // Phone and CUIL take digits only: dashes and letters do not get in.
    await userEvent.type(phone, '11-2345');
    await expect(phone).toHaveValue('112345');
    await userEvent.type(cuil, '27-33344455-1');
    await expect(cuil).toHaveValue('27333444551');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));

    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('El nombre debe tener al menos 3 caracteres.')).toBeVisible();
    await expect(canvas.getByText('Correo electrónico no válido.')).toBeVisible();
    await expect(canvas.getByText('Introduce un número de teléfono válido.')).toBeVisible();
    await expect(canvas.getByText('El CUIL no es válido.')).toBeVisible();
    await expect(name).toHaveFocus();

    // Once tried, the messages follow the typing.
    await userEvent.clear(name);
    await userEvent.type(name, guestContact.name);
    await expect(canvas.queryByText('El nombre debe tener al menos 3 caracteres.')).not.toBeInTheDocument();
    await userEvent.type(email, '.com');
    await userEvent.type(phone, '6789');
    await userEvent.clear(cuil);
    await userEvent.type(cuil, guestContact.cuil);
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Lucía Fernández',
      email: 'lucia@ejemplo.com',
      phone: '1123456789',
      cuil: '27333444556',
    });
  },
};

/** What the guest typed before comes back; Enter in a field sends the form. */
export const Resumed: Story = {
  args: { initialValues: guestContact },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('lucia.fernandez@ejemplo.com');
    await userEvent.click(canvas.getByRole('textbox', { name: 'CUIL' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(guestContact);
  },
};

export const Submitting: Story = {
  args: { initialValues: guestContact, submitting: true },
  play: async ({ canvas }) => {
    for (const name of ['Nombre', 'Correo electrónico', 'Teléfono', 'CUIL']) await expect(canvas.getByRole('textbox', { name })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { initialValues: guestContact, error: 'Error al acceder a los datos' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error al acceder a los datos');
    await expect(canvas.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Lucía Fernández');
  },
};

/** While the cart's figures load there is no side panel. */
export const WithoutSummary: Story = {
  args: { summary: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Resumen de compra' })).not.toBeInTheDocument();
  },
};
