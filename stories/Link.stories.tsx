import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Link, Stack, vars } from '@tienda/ui';
import { onNavigate, withRouter } from './fixtures/router';

const meta = {
  title: 'Primitivas/Link',
  component: Link,
  args: { href: '/explore', children: 'Explorar más productos' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: (args) => (
    <Stack space="small">
      <Link {...args} tone="brand" />
      <Link {...args} tone="neutral" href="/terms-and-conditions">Términos y condiciones</Link>
      <Link {...args} underline={false} href="/who-are-they">Quiénes somos</Link>
      <div style={{ background: vars.color.brand, padding: vars.space.xsmall }}>
        <Link {...args} tone="inverse" href="/repentance">Botón de arrepentimiento</Link>
      </div>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Explorar más productos' })).toHaveAttribute('href', '/explore');
    await expect(canvas.getByRole('link', { name: 'Botón de arrepentimiento' })).toHaveAttribute('href', '/repentance');
  },
};

export const External: Story = {
  args: { href: 'https://www.argentina.gob.ar/produccion/defensadelconsumidor', external: true, children: 'Ingrese aquí' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Ingrese aquí (se abre en una pestaña nueva)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const WithAppLinkComponent: Story = {
  decorators: [withRouter],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Explorar más productos' }));
    await expect(onNavigate).toHaveBeenCalledWith('/explore');
  },
};
