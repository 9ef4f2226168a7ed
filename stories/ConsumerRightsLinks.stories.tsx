import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConsumerRightsLinks } from '@tienda/ui';
import { onNavigate, withRouter } from './fixtures/router';

const meta = {
  title: 'Piezas/ConsumerRightsLinks',
  component: ConsumerRightsLinks,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', snapshot: { widths: [1280] } },
} satisfies Meta<typeof ConsumerRightsLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both buttons, named as the rules name them, leading to their pages. */
async function expectBothLinks(canvasElement: HTMLElement, minimumHeight: number) {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Derechos del consumidor' });
  const repentance = within(nav).getByRole('link', { name: 'Botón de arrepentimiento' });
  const baja = within(nav).getByRole('link', { name: 'Botón de baja' });
  await expect(repentance).toHaveAttribute('href', '/repentance');
  await expect(baja).toHaveAttribute('href', '/baja');
  for (const link of [repentance, baja]) {
    await expect(link).toBeVisible();
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(minimumHeight);
  }
  // One line, both in sight.
  await expect(Math.abs(repentance.getBoundingClientRect().top - baja.getBoundingClientRect().top)).toBeLessThan(1);
  return { repentance, baja };
}

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    onNavigate.mockClear();
    const { repentance, baja } = await expectBothLinks(canvasElement, 24);
    // At the right of the shop's column, as a slim band.
    await expect(baja.getBoundingClientRect().right).toBeGreaterThan(window.innerWidth - 48);
    await userEvent.tab();
    await expect(repentance).toHaveFocus();
    await userEvent.tab();
    await expect(baja).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenLastCalledWith('/baja');
  },
};

export const Mobile: Story = {
  parameters: { snapshot: { widths: [390] } },
  play: async ({ canvasElement }) => {
    onNavigate.mockClear();
    // A finger's size on a phone.
    const { repentance } = await expectBothLinks(canvasElement, 44);
    await userEvent.click(repentance);
    await expect(onNavigate).toHaveBeenLastCalledWith('/repentance');
  },
};
