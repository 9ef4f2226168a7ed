import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ContactUsScreen } from '@tienda/ui';
import { seller } from './fixtures/seller';

const meta = {
  title: 'Pantallas/ContactUs',
  component: ContactUsScreen,
  args: { seller, onSubmit: fn() },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof ContactUsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsksForDataDeletion: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Contacto');
    // Nothing goes out until every field passes.
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(canvas.getByText('Introduce un nombre.')).toBeVisible();
    await expect(canvas.getByText('Escribe tu mensaje.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // A personal-data request, chosen by keyboard-friendly dropdown.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Motivo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Eliminar mis datos personales' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nombre' }), 'Lucía Gómez');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Correo electrónico' }), 'lucia@ejemplo.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /teléfono/i }), '1123456789');
    await userEvent.type(canvas.getByRole('textbox', { name: /Mensaje/ }), '  Quiero que borren mis datos.  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      topic: 'dataDeletion',
      name: 'Lucía Gómez',
      email: 'lucia@ejemplo.com',
      phone: '1123456789',
      message: 'Quiero que borren mis datos.',
    });

    // The notice of Ley 25.326 beside the form, and the seller's other ways in.
    await expect(canvas.getByText(/^La AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'hola@creditienda.com.ar' })).toHaveAttribute('href', 'mailto:hola@creditienda.com.ar');
    await expect(canvas.getByText('Atención al cliente: Lunes a viernes de 9 a 18 h')).toBeVisible();
  },
};

export const Sent: Story = {
  args: { sentMessage: 'Gracias por escribirnos. Te respondemos a la brevedad.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Gracias por escribirnos. Te respondemos a la brevedad.');
    await expect(canvas.getByRole('region', { name: 'Mensaje enviado' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Enviar' })).toBeNull();
  },
};

export const Refused: Story = {
  args: { error: 'Demasiados intentos. Espera unos minutos y vuelve a intentar.', initialValues: { name: 'Lucía Gómez' } },
  parameters: { snapshot: { widths: [390] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Demasiados intentos. Espera unos minutos y vuelve a intentar.');
    await expect(canvas.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Lucía Gómez');
  },
};
