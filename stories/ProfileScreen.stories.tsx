import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ProfileScreen } from '@tienda/ui';
import { avatarPreview, member, provinces, sessions } from './fixtures/profile';

const meta = {
  title: 'Pantallas/Profile',
  component: ProfileScreen,
  args: {
    user: member,
    avatarUrl: avatarPreview,
    provinces,
    sessions: { status: 'ready', sessions },
    onAvatarSelected: fn(),
    onSaveProfile: fn(),
    onAddAddress: fn(),
    onEditAddress: fn(),
    onChangePassword: fn(),
    onLogOut: fn(),
    onCloseSession: fn(),
    onDeleteAccount: fn(),
    onRetry: fn(),
  },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens 'Editar perfil' and returns the dialog. */
async function openEditor(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Editar perfil' }));
  return within(await screen.findByRole('dialog', { name: 'Editar perfil' }));
}

/** Picks an option of a Radix Select by keyboard-free clicks, as a person with a mouse does. */
async function choose(dialog: ReturnType<typeof within>, label: string, option: string) {
  await userEvent.click(dialog.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Mi perfil');
    const details = within(canvas.getByRole('region', { name: 'Información personal' }));
    await expect(details.getByText('Lucía Fernández')).toBeVisible();
    await expect(details.getByText('27333444556')).toBeVisible();
    await expect(details.getByText('lucia.fernandez@ejemplo.com')).toBeVisible();
    // Only the first address is shown here; the rest live under 'Direcciones'.
    await expect(details.getByText('Av. Corrientes 1234, CP 1043, Balvanera, Ciudad Autónoma de Buenos Aires')).toBeVisible();
    await expect(details.queryByText(/Bv. Oroño/)).not.toBeInTheDocument();
    await expect(details.getByRole('img', { name: 'Foto de perfil de Lucía Fernández' })).toHaveAttribute('src', avatarPreview);

    // The way to the member's orders.
    const orders = within(canvas.getByRole('region', { name: 'Mis compras' }));
    await expect(orders.getByRole('link', { name: 'Ver mis compras' })).toHaveAttribute('href', '/profile/orders');

    // The current session is marked, and its button logs out; another's closes that one.
    const account = within(canvas.getByRole('region', { name: 'Tu cuenta' }));
    await expect(account.getByText('Esta sesión')).toBeVisible();
    await userEvent.click(account.getByRole('button', { name: 'Cerrar sesión en Safari en iPhone' }));
    await expect(args.onCloseSession).toHaveBeenCalledWith('s-2');
    await userEvent.click(account.getByRole('button', { name: 'Cerrar sesión en Chrome en Windows (esta sesión)' }));
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
    await expect(args.onCloseSession).toHaveBeenCalledTimes(1);
    await userEvent.click(account.getByRole('button', { name: 'Cerrar sesión' }));
    await expect(args.onLogOut).toHaveBeenCalledTimes(2);
  },
};

export const NoAddressNoAvatar: Story = {
  args: { user: { ...member, addresses: [] }, avatarUrl: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No ha agregado su domicilio')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const AvatarUpload: Story = {
  args: { avatarUrl: null },
  play: async ({ canvas, args }) => {
    const picture = new File(['<svg/>'], 'retrato.png', { type: 'image/png' });
    const input = canvas.getByLabelText('Cambiar foto');
    await expect(input).toHaveAttribute('type', 'file');
    await userEvent.upload(input, picture);
    await expect(args.onAvatarSelected).toHaveBeenCalledWith(picture);
  },
};

export const AvatarUploading: Story = {
  args: { avatarUploading: true, avatarError: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Subiendo foto...')).toBeVisible();
    await expect(canvas.getByLabelText('Cambiar foto')).toBeDisabled();
  },
};

export const AvatarError: Story = {
  args: { avatarError: 'No se pudo subir la foto. Prueba con una imagen JPG o PNG de hasta 5 MB.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Cambiar foto')).toHaveAccessibleDescription(
      'No se pudo subir la foto. Prueba con una imagen JPG o PNG de hasta 5 MB.',
    );
  },
};

export const Loading: Story = {
  args: { user: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Mi perfil');
    await expect(canvas.getByText('Cargando tu perfil...')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Editar perfil' })).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { user: undefined, loadError: 'Revisa tu conexión e intenta de nuevo.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('No pudimos cargar tu perfil');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const SessionsLoading: Story = {
  args: { sessions: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cargando sesiones...')).toBeVisible();
  },
};

export const SessionsError: Story = {
  args: { sessions: { status: 'error', message: 'No pudimos cargar tus sesiones.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No pudimos cargar tus sesiones.');
  },
};

export const ClosingSession: Story = {
  args: { closingSessionId: 's-3' },
  play: async ({ canvas }) => {
    const closing = canvas.getByRole('button', { name: 'Cerrando...' });
    await expect(closing).toBeDisabled();
    await expect(closing.closest('li')).toHaveTextContent(/Firefox en Linux/);
    await expect(canvas.getByRole('button', { name: 'Cerrar sesión en Safari en iPhone' })).toBeEnabled();
  },
};

export const Security: Story = {
  play: async ({ canvas, args }) => {
    const security = within(canvas.getByRole('region', { name: 'Seguridad' }));
    await expect(security.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/policy-and-privacy');
    await expect(security.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute('href', '/terms-and-conditions');

    const trigger = security.getByRole('button', { name: 'Cambiar contraseña' });
    await userEvent.click(trigger);
    const dialog = within(await screen.findByRole('dialog', { name: 'Cambiar contraseña' }));
    await userEvent.type(dialog.getByLabelText('Contraseña actual'), 'vieja123');
    await userEvent.type(dialog.getByLabelText('Nueva contraseña'), 'corta');
    await userEvent.click(dialog.getByRole('button', { name: 'Cambiar contraseña' }));
    await expect(dialog.getByLabelText('Nueva contraseña')).toHaveFocus();
    await expect(dialog.getByLabelText('Nueva contraseña')).toHaveAccessibleDescription(
      'Entre 6 y 20 caracteres. La contraseña debe tener entre 6 y 20 caracteres.',
    );
    await userEvent.type(dialog.getByLabelText('Nueva contraseña'), '-nueva');
    await userEvent.type(dialog.getByLabelText('Repite la nueva contraseña'), 'corta-nuev');
    await userEvent.click(dialog.getByRole('button', { name: 'Cambiar contraseña' }));
    await expect(dialog.getByLabelText('Repite la nueva contraseña')).toHaveAccessibleDescription('Las contraseñas no coinciden.');
    await expect(args.onChangePassword).not.toHaveBeenCalled();

    await userEvent.type(dialog.getByLabelText('Repite la nueva contraseña'), 'a');
    await userEvent.click(dialog.getByRole('button', { name: 'Cambiar contraseña' }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({ currentPassword: 'vieja123', newPassword: 'corta-nueva' });
    // Accepted: the dialog closes and the focus returns to its button.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const PasswordRefused: Story = {
  args: {
    changePasswordError: 'La contraseña actual no es correcta.',
    onChangePassword: fn(() => Promise.reject(new Error('La contraseña actual no es correcta.'))),
  },
  parameters: { snapshot: { page: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contraseña' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cambiar contraseña' }));
    await userEvent.type(dialog.getByLabelText('Contraseña actual'), 'equivocada');
    await userEvent.type(dialog.getByLabelText('Nueva contraseña'), 'nueva-clave');
    await userEvent.type(dialog.getByLabelText('Repite la nueva contraseña'), 'nueva-clave');
    await userEvent.click(dialog.getByRole('button', { name: 'Cambiar contraseña' }));
    await expect(args.onChangePassword).toHaveBeenCalledOnce();
    await expect(dialog.getByText('La contraseña actual no es correcta.')).toBeVisible();
    await expect(dialog.getByLabelText('Contraseña actual')).toHaveValue('equivocada');
  },
};

export const DeleteAccount: Story = {
  parameters: { snapshot: { page: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar cuenta' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Eliminar cuenta' }));
    // Nothing goes without the password.
    await userEvent.click(dialog.getByRole('button', { name: 'Eliminar cuenta' }));
    await expect(args.onDeleteAccount).not.toHaveBeenCalled();
    await expect(dialog.getByText('Introduce una contraseña.')).toBeVisible();
    await expect(dialog.getByLabelText('Contraseña')).toHaveFocus();
    await userEvent.type(dialog.getByLabelText('Contraseña'), 'secreta123');
    await userEvent.click(dialog.getByRole('button', { name: 'Eliminar cuenta' }));
    await expect(args.onDeleteAccount).toHaveBeenCalledWith('secreta123');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Left open for the picture: the question before deleting, the password never kept.
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar cuenta' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Eliminar cuenta' }));
    await expect(dialog.getByLabelText('Contraseña')).toHaveValue('');
  },
};

export const DeleteAccountRefused: Story = {
  parameters: { snapshot: { page: true } },
  args: { deleteAccountError: 'La contraseña no es correcta.', onDeleteAccount: fn(() => Promise.reject(new Error('rechazada'))) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar cuenta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Eliminar cuenta' }));
    await userEvent.type(dialog.getByLabelText('Contraseña'), 'equivocada');
    await userEvent.click(dialog.getByRole('button', { name: 'Eliminar cuenta' }));
    await expect(args.onDeleteAccount).toHaveBeenCalledWith('equivocada');
    await expect(dialog.getByText('La contraseña no es correcta.')).toBeVisible();
    await expect(screen.getByRole('dialog', { name: 'Eliminar cuenta' })).toBeVisible();
  },
};

/** Signed in with Google: no password to change here. */
export const SignsInWithGoogle: Story = {
  args: { passwordless: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Cambiar contraseña' })).not.toBeInTheDocument();
    await expect(canvas.getByText(/tu contraseña se administra en tu cuenta de Google/)).toBeVisible();
  },
};

export const EditBasicInfo: Story = {
  parameters: { snapshot: { page: true } },
  play: async ({ canvas, args }) => {
    const dialog = await openEditor(canvas);
    const basic = dialog.getByRole('tab', { name: 'Información Básica' });
    await expect(basic).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tabpanel')).toHaveAccessibleName('Información Básica');

    // The profile rules of spec §5, each under its field; the focus goes to the first.
    const name = dialog.getByRole('textbox', { name: 'Nombre' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Lu');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'CUIL' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'CUIL' }), '27-33');
    await expect(dialog.getByRole('textbox', { name: 'CUIL' })).toHaveValue('2733');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSaveProfile).not.toHaveBeenCalled();
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription('El nombre debe tener al menos 3 caracteres.');
    await expect(dialog.getByRole('textbox', { name: 'CUIL' })).toHaveAccessibleDescription(
      'El CUIL debe contener exactamente 11 números.',
    );

    await userEvent.type(name, 'cía');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'CUIL' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'CUIL' }), '27333444556');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSaveProfile).toHaveBeenCalledWith({
      firstName: 'Lucía',
      lastName: 'Fernández',
      cuil: '27333444556',
      phone: '1123456789',
      birthday: '14/03/1990',
    });
  },
};

export const EditBirthdayRules: Story = {
  parameters: { snapshot: { page: true } },
  play: async ({ canvas, args }) => {
    const dialog = await openEditor(canvas);
    const birthday = dialog.getByRole('textbox', { name: 'Fecha de nacimiento' });
    await userEvent.clear(birthday);
    await userEvent.type(birthday, '31022000');
    await expect(birthday).toHaveValue('31/02/2000');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Teléfono' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar cambios' }));
    await expect(dialog.getByRole('textbox', { name: 'Teléfono' })).toHaveFocus();
    await expect(dialog.getByRole('textbox', { name: 'Teléfono' })).toHaveAccessibleDescription('Introduce un número de teléfono.');
    await expect(birthday).toHaveAccessibleDescription('Introduce una fecha válida.');
    await expect(args.onSaveProfile).not.toHaveBeenCalled();
  },
};

export const TabsByKeyboard: Story = {
  parameters: { snapshot: { page: true } },
  play: async ({ canvas }) => {
    const dialog = await openEditor(canvas);
    const basic = dialog.getByRole('tab', { name: 'Información Básica' });
    basic.focus();
    await userEvent.keyboard('{ArrowRight}');
    const addresses = dialog.getByRole('tab', { name: 'Direcciones' });
    await expect(addresses).toHaveFocus();
    await expect(addresses).toHaveAttribute('aria-selected', 'true');
    await expect(basic).toHaveAttribute('tabindex', '-1');
    await expect(dialog.getByRole('tabpanel')).toHaveAccessibleName('Direcciones');
    await userEvent.keyboard('{ArrowRight}');
    await expect(basic).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(addresses).toHaveFocus();
    // Tab leaves the list for the open panel.
    await userEvent.tab();
    await expect(dialog.getByRole('tabpanel')).toHaveFocus();
    await expect(dialog.getByText('Bv. Oroño 850, CP 2000, Rosario, Santa Fe')).toBeVisible();
  },
};

export const AddAddress: Story = {
  args: { user: { ...member, addresses: [] } },
  parameters: { snapshot: { page: true } },
  play: async ({ canvas, args }) => {
    const dialog = await openEditor(canvas);
    await userEvent.click(dialog.getByRole('tab', { name: 'Direcciones' }));
    await expect(dialog.getByText('No ha agregado su domicilio')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Agregar dirección' }));

    // Incomplete: the server's own message, and nothing is sent.
    await userEvent.click(dialog.getByRole('button', { name: 'Agregar dirección' }));
    await expect(dialog.getByText(/Completa todos los datos de la dirección/)).toBeVisible();
    await expect(args.onAddAddress).not.toHaveBeenCalled();

    await userEvent.type(dialog.getByRole('textbox', { name: 'Calle' }), 'San Martín');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Número' }), 'n° 455');
    await expect(dialog.getByRole('textbox', { name: 'Número' })).toHaveValue('455');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Código postal' }), '5000');
    await expect(dialog.getByRole('combobox', { name: 'Ciudad' })).toBeDisabled();
    await choose(dialog, 'Provincia', 'Córdoba');
    // Only Córdoba's cities are offered.
    await userEvent.click(dialog.getByRole('combobox', { name: 'Ciudad' }));
    await expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Córdoba', 'Villa Carlos Paz', 'Río Cuarto']);
    await userEvent.click(screen.getByRole('option', { name: 'Villa Carlos Paz' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.click(dialog.getByRole('button', { name: 'Agregar dirección' }));
    await expect(args.onAddAddress).toHaveBeenCalledWith({
      street: 'San Martín',
      number: '455',
      zipCode: '5000',
      city: 'Villa Carlos Paz',
      province: 'Córdoba',
    });
    // Saved: back to the list.
    await expect(dialog.getByRole('button', { name: 'Agregar dirección' })).toBeVisible();
    await expect(dialog.queryByRole('textbox', { name: 'Calle' })).not.toBeInTheDocument();
  },
};

export const EditAddress: Story = {
  parameters: { snapshot: { page: true } },
  play: async ({ canvas, args }) => {
    const dialog = await openEditor(canvas);
    await userEvent.click(dialog.getByRole('tab', { name: 'Direcciones' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Editar Bv. Oroño 850, CP 2000, Rosario, Santa Fe' }));
    await expect(dialog.getByRole('textbox', { name: 'Calle' })).toHaveValue('Bv. Oroño');
    await expect(dialog.getByRole('combobox', { name: 'Ciudad' })).toHaveTextContent('Rosario');
    // A new province asks for its city again.
    await choose(dialog, 'Provincia', 'Mendoza');
    await expect(dialog.getByRole('combobox', { name: 'Ciudad' })).toHaveTextContent('Elige una ciudad');
    await choose(dialog, 'Ciudad', 'Godoy Cruz');
    const number = dialog.getByRole('textbox', { name: 'Número' });
    await userEvent.clear(number);
    await userEvent.type(number, '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onEditAddress).not.toHaveBeenCalled();
    await userEvent.clear(number);
    await userEvent.type(number, '1200');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onEditAddress).toHaveBeenCalledWith(2, {
      street: 'Bv. Oroño',
      number: '1200',
      zipCode: '2000',
      city: 'Godoy Cruz',
      province: 'Mendoza',
    });
  },
};

export const AddressRefused: Story = {
  args: {
    addressError: 'Error al modificar dirección',
    onEditAddress: fn(() => Promise.reject(new Error('Error al modificar dirección'))),
  },
  parameters: { snapshot: { page: true } },
  play: async ({ canvas, args }) => {
    const dialog = await openEditor(canvas);
    await userEvent.click(dialog.getByRole('tab', { name: 'Direcciones' }));
    await userEvent.click(dialog.getByRole('button', { name: /^Editar Av. Corrientes/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onEditAddress).toHaveBeenCalledOnce();
    // Refused: the form stays, with what was typed and the server's word.
    await expect(dialog.getByRole('textbox', { name: 'Calle' })).toHaveValue('Av. Corrientes');
    await expect(dialog.getByText('Error al modificar dirección')).toBeVisible();
  },
};
