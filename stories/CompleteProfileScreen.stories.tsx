import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CompleteProfileScreen } from '@tienda/ui';

const fromGoogle = { firstName: 'Lucía', lastName: 'Fernández', cuil: '', phone: '', birthday: '' };

const meta = {
  title: 'Pantallas/CompleteProfile',
  component: CompleteProfileScreen,
  args: { email: 'lucia.fernandez@ejemplo.com', initialValues: fromGoogle, onSubmit: fn() },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof CompleteProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AfterGoogle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Completa tu perfil' })).toBeVisible();
    await expect(canvas.getByText('lucia.fernandez@ejemplo.com')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Lucía');
  },
};

export const EveryRuleOfTheProfile: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Crear cuenta' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Introduce un CUIL.')).toBeVisible();
    await expect(canvas.getByText('Introduce un número de teléfono.')).toBeVisible();
    await expect(canvas.getByText('Introduce una fecha de nacimiento.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'CUIL' })).toHaveFocus();
  },
};

export const Completed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'CUIL' }), '20-12345678-6');
    await expect(canvas.getByRole('textbox', { name: 'CUIL' })).toHaveValue('20123456786');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Teléfono' }), '1123456789');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Fecha de nacimiento' }), '15031990');
    await expect(canvas.getByRole('textbox', { name: 'Fecha de nacimiento' })).toHaveValue('15/03/1990');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear cuenta' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...fromGoogle, cuil: '20123456786', phone: '1123456789', birthday: '15/03/1990' });
  },
};

export const Refused: Story = {
  args: { error: 'Error en datos de usuario', initialValues: { ...fromGoogle, cuil: '20123456786', phone: '1123456789', birthday: '15/03/1990' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error en datos de usuario');
  },
};
