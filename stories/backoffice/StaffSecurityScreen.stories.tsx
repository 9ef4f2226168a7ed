import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffSecurityScreen, type StaffSecurityScreenProps } from '@tienda/ui';
import { operatorStaff, staffScreen } from '../fixtures/staffLayout';
import { recoveryCodes, totpEnrolment } from '../fixtures/totp';

const RIGHT_CODE = '246810';

/** The app's part: 'Activar' brings a secret, the right code brings the recovery codes, a password change its sentence. */
function WithServer(args: StaffSecurityScreenProps) {
  const [state, setState] = useState<Partial<StaffSecurityScreenProps>>({});
  const view = { ...args, ...state };
  return (
    <StaffSecurityScreen
      {...view}
      onStartEnrolment={() => {
        args.onStartEnrolment();
        setState({ enrolment: totpEnrolment });
      }}
      onConfirmCode={(code) => {
        args.onConfirmCode(code);
        setState(
          code === RIGHT_CODE
            ? { recoveryCodes, security: { totpEnabled: true, recoveryCodesLeft: 10 } }
            : { enrolment: totpEnrolment, totpError: 'El código no es correcto. Revisa tu aplicación de autenticación e intenta de nuevo.' },
        );
      }}
      onDismissRecoveryCodes={() => {
        args.onDismissRecoveryCodes();
        setState((before) => ({ ...before, recoveryCodes: undefined }));
      }}
      onChangePassword={(change) => {
        args.onChangePassword(change);
        setState((before) => ({ ...before, passwordStatus: 'done', passwordMessage: 'Contraseña actualizada.' }));
      }}
    />
  );
}

const meta = {
  title: 'Back office/StaffSecurityScreen',
  component: StaffSecurityScreen,
  ...staffScreen({ title: 'Seguridad', staff: operatorStaff }),
  args: {
    email: operatorStaff.email,
    security: { totpEnabled: false, recoveryCodesLeft: 0 },
    onStartEnrolment: fn(),
    onConfirmCode: fn(),
    onDismissRecoveryCodes: fn(),
    onChangePassword: fn(),
    onRetry: fn(),
  },
  render: (args) => <WithServer {...args} />,
} satisfies Meta<typeof StaffSecurityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const secondFactor = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('region', { name: 'Verificación en dos pasos' }));
const passwordCard = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('region', { name: 'Cambiar contraseña' }));

export const Off: Story = {
  play: async ({ canvas }) => {
    const card = secondFactor(canvas);
    await expect(card.getByText(/te pediremos un código de 6 dígitos/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Activar verificación en dos pasos' })).toBeEnabled();
  },
};

export const Enrol: Story = {
  play: async ({ canvas, args }) => {
    const card = secondFactor(canvas);
    await userEvent.click(card.getByRole('button', { name: 'Activar verificación en dos pasos' }));
    await expect(args.onStartEnrolment).toHaveBeenCalledOnce();
    // The QR, and the same secret in text for whoever cannot scan it, in groups of four.
    await expect(card.getByRole('img', { name: 'Código QR para agregar tu cuenta a la aplicación de autenticación' })).toHaveAttribute('src', totpEnrolment.qrCode);
    await expect(card.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    const code = card.getByRole('textbox', { name: 'Código de 6 dígitos' });
    await userEvent.type(code, '12');
    await userEvent.click(card.getByRole('button', { name: 'Confirmar y activar' }));
    await expect(code).toHaveAccessibleDescription('Introduce los 6 dígitos de tu aplicación de autenticación.');
    await expect(args.onConfirmCode).not.toHaveBeenCalled();
    await userEvent.type(code, '3456{Enter}');
    await expect(args.onConfirmCode).toHaveBeenCalledWith('123456');
    await expect(card.getByRole('alert')).toHaveTextContent('El código no es correcto.');
  },
};

export const RecoveryCodesShownOnce: Story = {
  play: async ({ canvas, args }) => {
    const card = secondFactor(canvas);
    await userEvent.click(card.getByRole('button', { name: 'Activar verificación en dos pasos' }));
    await userEvent.type(card.getByRole('textbox', { name: 'Código de 6 dígitos' }), `${RIGHT_CODE}{Enter}`);
    await expect(card.getByText('Verificación en dos pasos activada.')).toBeVisible();
    const codes = within(card.getByRole('list', { name: 'Códigos de recuperación' }));
    await expect(codes.getAllByRole('listitem').map((item) => item.textContent)).toEqual(recoveryCodes);
    // The secret is gone from the screen once confirmed.
    await expect(card.queryByRole('img')).not.toBeInTheDocument();
    await expect(card.getByText(/No los volveremos a mostrar/)).toBeVisible();
  },
};

export const CodesPutAway: Story = {
  args: { recoveryCodes, security: { totpEnabled: true, recoveryCodesLeft: 10 } },
  play: async ({ canvas, args }) => {
    const card = secondFactor(canvas);
    await userEvent.click(card.getByRole('button', { name: 'Ya los guardé' }));
    await expect(args.onDismissRecoveryCodes).toHaveBeenCalledOnce();
    await expect(card.queryByRole('list')).not.toBeInTheDocument();
    await expect(card.getByText('Activa')).toBeVisible();
    await expect(card.getByText(/Te quedan 10 códigos de recuperación\./)).toBeVisible();
  },
};

export const On: Story = {
  args: { security: { totpEnabled: true, recoveryCodesLeft: 1 } },
  play: async ({ canvas }) => {
    const card = secondFactor(canvas);
    await expect(card.getByText(/Te queda 1 código de recuperación\./)).toBeVisible();
    await expect(card.queryByRole('button', { name: /Activar/ })).not.toBeInTheDocument();
  },
};

export const ChangePassword: Story = {
  play: async ({ canvas, args }) => {
    const form = passwordCard(canvas);
    await userEvent.click(form.getByRole('button', { name: 'Cambiar contraseña' }));
    await expect(form.getByLabelText('Contraseña actual')).toHaveFocus();
    await expect(form.getByLabelText('Contraseña actual')).toHaveAccessibleDescription('Introduce tu contraseña actual.');
    await userEvent.type(form.getByLabelText('Contraseña actual'), 'la-clave-de-antes-1');
    await userEvent.type(form.getByLabelText('Contraseña nueva'), 'password1234');
    await expect(form.getByLabelText('Contraseña nueva')).toHaveAccessibleDescription(expect.stringContaining('Esa contraseña es muy común.'));
    await userEvent.clear(form.getByLabelText('Contraseña nueva'));
    await userEvent.type(form.getByLabelText('Contraseña nueva'), 'una frase que recuerdo');
    await userEvent.type(form.getByLabelText('Repite la contraseña nueva'), 'una frase que recuerdo');
    await userEvent.click(form.getByRole('button', { name: 'Cambiar contraseña' }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({ currentPassword: 'la-clave-de-antes-1', newPassword: 'una frase que recuerdo' });
    await expect(form.getByRole('status')).toHaveTextContent('Contraseña actualizada.');
    // Not kept on the screen once changed.
    await expect(form.getByLabelText('Contraseña actual')).toHaveValue('');
  },
};

export const PasswordRefused: Story = {
  args: { passwordStatus: 'refused', passwordMessage: 'La contraseña actual no es correcta.' },
  play: async ({ canvas }) => {
    await expect(passwordCard(canvas).getByRole('alert')).toHaveTextContent('La contraseña actual no es correcta.');
  },
};

export const Saving: Story = {
  args: { passwordStatus: 'saving' },
  play: async ({ canvas }) => {
    await expect(passwordCard(canvas).getByRole('button', { name: 'Guardando...' })).toBeDisabled();
    await expect(passwordCard(canvas).getByLabelText('Contraseña actual')).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { security: undefined },
  play: async ({ canvas }) => {
    await expect(secondFactor(canvas).getByText('Cargando...')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { security: undefined, loadError: 'No pudimos cargar la seguridad de tu cuenta.' },
  play: async ({ canvas, args }) => {
    const card = secondFactor(canvas);
    await expect(card.getByRole('alert')).toHaveTextContent('No pudimos cargar la seguridad de tu cuenta.');
    await userEvent.click(card.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
