import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, Text } from '@tienda/ui';

const meta = {
  title: 'Piezas/Tabs',
  component: Tabs,
  args: {
    label: 'Secciones del perfil',
    onValueChange: fn(),
    tabs: [
      { id: 'basic', label: 'Información Básica', content: <Text>Nombre, apellido, CUIL, teléfono y fecha de nacimiento.</Text> },
      { id: 'addresses', label: 'Direcciones', content: <Text>Tus domicilios de entrega.</Text> },
      { id: 'other', label: 'Preferencias', content: <Text>Avisos por correo electrónico.</Text> },
    ],
  },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByMouse: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tablist', { name: 'Secciones del perfil' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Información Básica' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Direcciones' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('addresses');
    await expect(canvas.getByRole('tabpanel', { name: 'Direcciones' })).toHaveTextContent('Tus domicilios de entrega.');
    await expect(canvas.queryByText(/Nombre, apellido/)).not.toBeInTheDocument();
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    // One Tab stop for the whole list; arrows wrap around, Home and End jump.
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Información Básica' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Preferencias' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('other');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Información Básica' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const addresses = canvas.getByRole('tab', { name: 'Direcciones' });
    await expect(addresses).toHaveFocus();
    await expect(addresses).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Direcciones' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(addresses).toHaveFocus();
  },
};
