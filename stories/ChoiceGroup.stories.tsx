import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Store, Truck } from 'lucide-react';
import { ChoiceGroup, Text, type ChoiceGroupProps } from '@tienda/ui';
import { controlled } from './fixtures/controlled';

type Method = 'Envío a domicilio' | 'Retiro en local';

const options: ChoiceGroupProps<Method>['options'] = [
  { value: 'Envío a domicilio', label: 'Envío a domicilio', description: 'Te lo llevamos a tu casa.', icon: <Truck size={22} /> },
  { value: 'Retiro en local', label: 'Retiro en local', description: 'Gratis, en una de nuestras sucursales.', icon: <Store size={22} /> },
];

const meta = {
  title: 'Piezas/ChoiceGroup',
  component: ChoiceGroup<Method>,
  args: { legend: '¿Cómo quieres recibir tu compra?', options, value: null, onValueChange: fn() },
  // The group with its own state, as the screens hold it.
  render: controlled(ChoiceGroup<Method>, 'value', { onValueChange: (value) => value }),
  parameters: { snapshot: { widths: [390, 1280] } },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof ChoiceGroup<Method>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '¿Cómo quieres recibir tu compra?' })).toBeVisible();
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(2);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Retiro en local' })).toHaveAccessibleDescription('Gratis, en una de nuestras sucursales.');
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const home = canvas.getByRole('radio', { name: 'Envío a domicilio' });
    const pickup = canvas.getByRole('radio', { name: 'Retiro en local' });
    await userEvent.tab();
    await expect(home).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(home).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Envío a domicilio');
    // The arrows move and choose at once, as native radios do.
    await userEvent.keyboard('{ArrowDown}');
    await expect(pickup).toBeChecked();
    await expect(pickup).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Retiro en local');
  },
};

export const ClickTheCard: Story = {
  play: async ({ canvas, args }) => {
    // The whole card is the label: a click on its description chooses it.
    await userEvent.click(canvas.getByText('Te lo llevamos a tu casa.'));
    await expect(canvas.getByRole('radio', { name: 'Envío a domicilio' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('Envío a domicilio');
  },
};

/** The checked option shows what belongs to it under its card. */
export const WithDetail: Story = {
  args: {
    value: 'Retiro en local',
    renderDetail: (value) => (value === 'Retiro en local' ? <Text size="small">Elige la sucursal más cercana.</Text> : null),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Elige la sucursal más cercana.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Envío a domicilio' }));
    await expect(canvas.queryByText('Elige la sucursal más cercana.')).not.toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { legend: 'Medios de pago', error: 'Elige un medio de pago para continuar.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Medios de pago' })).toHaveAccessibleDescription('Elige un medio de pago para continuar.');
  },
};
