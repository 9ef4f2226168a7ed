import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ContactForm } from '@tienda/ui';

const meta = {
  title: 'Piezas/ContactForm',
  component: ContactForm,
  args: { onSubmit: fn() },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RefusesAnEmptyForm: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(canvas.getByText('Introduce un nombre.')).toBeVisible();
    await expect(canvas.getByText('Introduce un correo electrónico.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A personal-data request, sent without WhatsApp; the message goes without the spaces around it. */
export const SendsADataRequest: Story = {
  args: { initialValues: { topic: 'dataAccess', name: 'Lucía Gómez', email: 'lucia@ejemplo.com', phone: '1123456789' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Motivo' })).toHaveTextContent('Acceder a mis datos personales');
    await userEvent.type(canvas.getByRole('textbox', { name: /mensaje/i }), '  Quiero saber qué datos guardan de mí.  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ topic: 'dataAccess', name: 'Lucía Gómez', message: 'Quiero saber qué datos guardan de mí.' }),
    );
    // The picture shows the form at rest, not the focus the click left.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The notice of what the data is for, the privacy link and the AAIP's legend, above the button. */
export const PersonalDataNotice: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/policy-and-privacy');
    const legend = canvas.getByText(/AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA/).getBoundingClientRect();
    await expect(legend.bottom).toBeLessThanOrEqual(canvas.getByRole('button', { name: 'Enviar' }).getBoundingClientRect().top);
  },
};

export const ServerRefused: Story = {
  args: { error: 'Hiciste demasiados envíos. Intenta de nuevo en unos minutos.', initialValues: { name: 'Lucía Gómez' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Hiciste demasiados envíos.');
    await expect(canvas.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Lucía Gómez');
  },
};

export const Sending: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
  },
};
