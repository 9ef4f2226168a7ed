import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RichText } from '@tienda/ui';
import { hostileDescription, richDescription } from './fixtures/catalog';

const meta = {
  title: 'Piezas/RichText',
  component: RichText,
  parameters: { snapshot: { widths: [390, 1280] } },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Formatting: Story = {
  args: { html: richDescription },
  play: async ({ canvas, canvasElement }) => {
    // Basic formatting survives: a heading, a list, bold and italics.
    await expect(canvas.getByRole('heading', { level: 3, name: 'Características' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvasElement.querySelector('strong')).toHaveTextContent('Galaxy A15');
    await expect(canvasElement.querySelector('em')).toHaveTextContent('Incluye cable USB-C.');
  },
};

type Probe = Window & { __hacked?: boolean };

export const HostileHtml: Story = {
  args: { html: hostileDescription },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.firstElementChild!.firstElementChild!;
    // The text stays…
    await expect(canvas.getByText('seguro')).toBeVisible();
    await expect(canvas.getByText('Sin estilos ajenos.')).toBeVisible();
    // …and everything that could run, frame or restyle is gone.
    await expect(root.querySelector('script, iframe, img, a, [style], [onclick], [onerror]')).toBeNull();
    await expect(root.innerHTML).not.toMatch(/onerror|onclick|javascript:|<script/i);
    await expect((window as Probe).__hacked).toBeUndefined();
    // A description cannot add a second h1 to the page: its title becomes an h3.
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Un título que no debe ser h1' })).toBeVisible();
  },
};
