import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { StaffAccountsScreen, type StaffAccountsScreenProps } from '@tienda/ui';
import { staffMembers } from '../fixtures/backofficeOrders';
import { adminStaff, staffScreen } from '../fixtures/staffLayout';

/** The app's part: the new account joins the list, a change shows in it, each with the server's sentence. */
function WithServer(args: StaffAccountsScreenProps) {
  const [state, setState] = useState({ staff: args.staff, status: args.status, message: args.message });
  return (
    <StaffAccountsScreen
      {...args}
      {...state}
      onCreate={(values) => {
        args.onCreate(values);
        setState(({ staff }) => ({
          staff: [...(staff ?? []), { id: 9, email: values.email, name: values.name, role: values.role, active: true, createdAt: '2025-03-20T12:00:00.000Z' }],
          status: 'done',
          message: `Creamos la cuenta de ${values.name}.`,
        }));
      }}
      onChange={(id, change) => {
        args.onChange(id, change);
        setState(({ staff }) => ({
          staff: staff?.map((member) => (member.id === id ? { ...member, ...change } : member)),
          status: 'done',
          message: 'Guardamos el cambio.',
        }));
      }}
      onResetPassword={(id, temporaryPassword) => {
        args.onResetPassword(id, temporaryPassword);
        setState((before) => ({ ...before, status: 'done', message: 'Contraseña temporal guardada. Pídele a la persona que inicie sesión con ella y elija una nueva.' }));
      }}
    />
  );
}

const meta = {
  title: 'Back office/StaffAccountsScreen',
  component: StaffAccountsScreen,
  ...staffScreen({ title: 'Personal', current: 'staff', staff: adminStaff }),
  args: { staff: staffMembers, currentStaffId: adminStaff.id, onCreate: fn(), onChange: fn(), onResetPassword: fn(), onRetry: fn() },
  render: (args) => <WithServer {...args} />,
} satisfies Meta<typeof StaffAccountsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvas: ReturnType<typeof within>, name: string) => within(canvas.getByRole('row', { name: new RegExp(name) }));

export const Filled: Story = {
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Cuentas del personal' }));
    await expect(table.getAllByRole('row')).toHaveLength(4);
    const own = rowOf(canvas, 'Lucía Fernández');
    // One's own account: shown, not changeable, and it says why.
    await expect(own.getByRole('button', { name: /Hacer Operador/ })).toBeDisabled();
    await expect(own.getByRole('button', { name: /Desactivar/ })).toHaveAccessibleDescription('Es tu cuenta: otro administrador puede cambiarla.');
    await expect(own.getByRole('button', { name: /Desactivar/ })).toBeDisabled();
    await expect(rowOf(canvas, 'Ana Torres').getByText('Inactiva')).toBeVisible();
  },
};

export const ChangeRoleConfirmed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(rowOf(canvas, 'Martín Gómez').getByRole('button', { name: 'Hacer Administrador a Martín Gómez' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cambiar rol' }));
    await expect(dialog.getByText('Martín Gómez pasará de Operador a Administrador.')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Hacer Administrador' }));
    await expect(args.onChange).toHaveBeenCalledWith(2, { role: 'admin' });
    await expect(canvas.getByRole('status')).toHaveTextContent('Guardamos el cambio.');
    await expect(rowOf(canvas, 'Martín Gómez').getByRole('cell', { name: 'Administrador' })).toBeVisible();
  },
};

export const ActivateByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    rowOf(canvas, 'Ana Torres').getByRole('button', { name: 'Activar la cuenta de Ana Torres' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Activar cuenta' });
    // Escape is 'no'.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    const again = within(await screen.findByRole('dialog', { name: 'Activar cuenta' }));
    again.getByRole('button', { name: 'Activar' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(3, { active: true });
  },
};

export const CreateRefusedByRules: Story = {
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('region', { name: 'Nueva cuenta' }));
    await userEvent.click(form.getByRole('button', { name: 'Crear cuenta' }));
    await expect(args.onCreate).not.toHaveBeenCalled();
    await expect(form.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
    await expect(form.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription('Introduce un nombre.');
    await expect(form.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAccessibleDescription('Introduce un correo electrónico.');
    await userEvent.type(form.getByLabelText('Contraseña inicial'), '123');
    await expect(form.getByLabelText('Contraseña inicial')).toHaveAccessibleDescription(expect.stringContaining('La contraseña debe tener entre 12 y 64 caracteres.'));
  },
};

export const Create: Story = {
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('region', { name: 'Nueva cuenta' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Nombre' }), 'Pedro Alonso');
    await userEvent.type(form.getByRole('textbox', { name: 'Correo electrónico' }), 'pedro@tienda.local');
    await userEvent.click(form.getByRole('combobox', { name: 'Rol' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Administrador' }));
    await userEvent.type(form.getByLabelText('Contraseña inicial'), 'frase-larga-segura-1');
    await userEvent.click(form.getByRole('button', { name: 'Crear cuenta' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ name: 'Pedro Alonso', email: 'pedro@tienda.local', role: 'admin', password: 'frase-larga-segura-1' });
    await expect(canvas.getByRole('status')).toHaveTextContent('Creamos la cuenta de Pedro Alonso.');
    await expect(rowOf(canvas, 'Pedro Alonso').getByText('pedro@tienda.local')).toBeVisible();
    // Empty again for the next one.
    await expect(form.getByRole('textbox', { name: 'Nombre' })).toHaveValue('');
  },
};

export const TemporaryPassword: Story = {
  play: async ({ canvas, args }) => {
    // Not for one's own account: that one is changed with the current password, under Seguridad.
    await expect(rowOf(canvas, 'Lucía Fernández').getByRole('button', { name: /Contraseña temporal/ })).toBeDisabled();
    await userEvent.click(rowOf(canvas, 'Martín Gómez').getByRole('button', { name: 'Contraseña temporal para Martín Gómez' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Contraseña temporal' }));
    await expect(dialog.getByText(/Martín Gómez saldrá de todas sus sesiones/)).toBeVisible();
    // The staff's rule, before anything is sent.
    await userEvent.type(dialog.getByRole('textbox', { name: 'Contraseña temporal' }), 'corta');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar contraseña temporal' }));
    await expect(args.onResetPassword).not.toHaveBeenCalled();
    await expect(dialog.getByRole('textbox', { name: 'Contraseña temporal' })).toHaveAccessibleDescription(expect.stringContaining('La contraseña debe tener entre 12 y 64 caracteres.'));
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Contraseña temporal' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Contraseña temporal' }), 'temporal-de-otoño-7');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar contraseña temporal' }));
    await expect(args.onResetPassword).toHaveBeenCalledWith(2, 'temporal-de-otoño-7');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('Contraseña temporal guardada.');
  },
};

export const Saving: Story = {
  args: { status: 'saving' },
  play: async ({ canvas }) => {
    await expect(rowOf(canvas, 'Martín Gómez').getByRole('button', { name: 'Hacer Administrador a Martín Gómez' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Nombre' })).toBeDisabled();
  },
};

export const RefusedByServer: Story = {
  args: { status: 'refused', message: 'No pudimos crear la cuenta.', errors: { email: 'Ya existe una cuenta con ese correo.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No pudimos crear la cuenta.');
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAccessibleDescription('Ya existe una cuenta con ese correo.');
  },
};

export const Loading: Story = {
  args: { staff: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Cuentas del personal' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { staff: undefined, loadError: 'No pudimos cargar las cuentas.' },
  play: async ({ canvas, args }) => {
    const alert = within(canvas.getByRole('alert'));
    await userEvent.click(alert.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
