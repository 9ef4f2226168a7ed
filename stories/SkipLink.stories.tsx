import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SkipLink } from '@tienda/ui';

// The first Tab stop of the shop's pages and the back office's: past the header and navigation.
function Page() {
  const main = useRef<HTMLElement>(null);
  return (
    <div style={{ position: 'relative', minHeight: 160 }}>
      <SkipLink target={main} targetId="contenido" />
      <nav aria-label="Secciones" style={{ display: 'flex', gap: 16, padding: 16 }}>
        <a href="#uno" style={{ padding: 8 }}>Una sección</a>
        <a href="#dos" style={{ padding: 8 }}>Otra sección</a>
      </nav>
      <main id="contenido" ref={main} tabIndex={-1} style={{ padding: 16 }}>
        <h1>La página</h1>
      </main>
    </div>
  );
}

const meta = {
  title: 'Piezas/SkipLink',
  component: Page,
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvas }) => {
    // Out of sight until the keyboard reaches it.
    await expect(canvas.getByRole('link', { name: 'Saltar al contenido' }).getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
  },
};

export const Reached: Story = {
  play: async ({ canvas }) => {
    const skip = canvas.getByRole('link', { name: 'Saltar al contenido' });
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};

export const Followed: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    // The focus is on the page's content; the address keeps no fragment for the router to take.
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(window.location.hash).not.toBe('#contenido');
  },
};
