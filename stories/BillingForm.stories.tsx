import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { BillingForm, Button } from '@tienda/ui';

const FORM_ID = 'facturacion';

const meta = {
  title: 'Piezas/BillingForm',
  component: BillingForm,
  args: { id: FORM_ID, onSubmit: fn() },
  // The form has no button of its own: on /summary the pay button of the side panel submits it.
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 720, paddingBottom: 8 }}>
      <BillingForm {...args} />
      <Button type="submit" form={FORM_ID}>
        Pagar con tarjeta
      </Button>
    </div>
  ),
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof BillingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function choose(canvas: Canvas, label: string, option: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

const filled = {
  cuil: '27333444556',
  province: 'Ciudad Autónoma de Buenos Aires',
  city: 'Palermo',
  street: 'Av. Santa Fe',
  zipCode: 'C1425',
  number: '3253',
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'CUIL/CUIT' })).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByRole('combobox', { name: 'Provincia' })).toHaveTextContent('Elige una provincia');
    await expect(canvas.getByRole('combobox', { name: 'Ciudad' })).toBeDisabled();
  },
};

export const SubmittedWhenComplete: Story = {
  // An interaction, played at desktop width.
  parameters: { snapshot: { widths: [1280] } },
  args: { initialValue: { ...filled, cuil: '' } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'CUIL/CUIT' }), '27333444556');
    // The pay button outside the form submits it, from the keyboard too (past the personal-data notice's link).
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Política de privacidad' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pagar con tarjeta' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

export const CheckDigitRefused: Story = {
  play: async ({ canvas, args }) => {
    // Eleven digits that are no CUIL/CUIT (wrong check digit): the server would refuse it too.
    const cuil = canvas.getByRole('textbox', { name: 'CUIL/CUIT' });
    await userEvent.type(cuil, '27333444557');
    await choose(canvas, 'Provincia', 'Mendoza');
    await choose(canvas, 'Ciudad', 'Godoy Cruz');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Calle' }), 'San Martín');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código postal' }), '5501');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número' }), '1200');
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar con tarjeta' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(cuil).toHaveAccessibleDescription('El CUIL/CUIT no es válido.');
    await expect(cuil).toHaveFocus();
  },
};

export const CorrectedAndTrimmed: Story = {
  // An interaction, played at desktop width.
  parameters: { snapshot: { widths: [1280] } },
  args: { initialValue: { ...filled, cuil: '27333444557', street: '  Av. Santa Fe ', zipCode: ' C1425 ' } },
  play: async ({ canvas, args }) => {
    const cuil = canvas.getByRole('textbox', { name: 'CUIL/CUIT' });
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar con tarjeta' }));
    await expect(cuil).toHaveAccessibleDescription('El CUIL/CUIT no es válido.');
    // Corrected, the message goes as the shopper types, and the data go out trimmed.
    await userEvent.clear(cuil);
    await expect(cuil).not.toHaveAttribute('aria-invalid');
    await userEvent.type(cuil, '27333444556');
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar con tarjeta' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

export const CityMissing: Story = {
  args: { initialValue: { ...filled, city: '' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar con tarjeta' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const city = canvas.getByRole('combobox', { name: 'Ciudad' });
    await expect(city).toHaveAccessibleDescription('Elige una ciudad.');
    await expect(city).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { initialValue: filled, disabled: true },
  play: async ({ canvas }) => {
    // While the payment is prepared nothing can change under it.
    await expect(canvas.getByRole('textbox', { name: 'CUIL/CUIT' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Provincia' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Número' })).toBeDisabled();
  },
};
