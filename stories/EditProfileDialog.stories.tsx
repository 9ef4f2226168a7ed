import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { EditProfileDialog } from '@tienda/ui';
import { provinces, savedAddresses } from './fixtures/profile';

const meta = {
  title: 'Piezas/EditProfileDialog',
  component: EditProfileDialog,
  args: {
    defaultOpen: true,
    profile: { firstName: 'Lucía', lastName: 'Gómez', cuil: '27302223330', phone: '1123456789', birthday: '14/03/1990' },
    onSaveProfile: fn(),
    addresses: savedAddresses,
    provinces,
    onAddAddress: fn(),
    onEditAddress: fn(),
  },
  parameters: { snapshot: { page: true, widths: [390, 1280] } },
} satisfies Meta<typeof EditProfileDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BasicInformation: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar perfil' }));
    await expect(dialog.getByRole('tab', { name: 'Información Básica' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tab', { name: 'Direcciones' })).toBeVisible();
  },
};

export const Addresses: Story = {
  args: { defaultTab: 'addresses' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar perfil' }));
    await expect(dialog.getByRole('tab', { name: 'Direcciones' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('button', { name: /Agregar dirección/ })).toBeVisible();
    await userEvent.click(dialog.getByRole('tab', { name: 'Información Básica' }));
    await expect(dialog.getByRole('tab', { name: 'Información Básica' })).toHaveAttribute('aria-selected', 'true');
  },
};
