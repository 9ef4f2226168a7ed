import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WhoAreTheyScreen } from '@tienda/ui';
import { seller, storeCount } from './fixtures/seller';

const meta = {
  title: 'Pantallas/WhoAreThey',
  component: WhoAreTheyScreen,
  args: { since: seller.activitiesSince, storeCount },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof WhoAreTheyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A figure as a screen reader pairs it: the dt's words, then the dd's figure. */
const figureOf = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Quiénes somos');
    // The company's facts of spec §1: the year from the seller's settings, the stores counted from their list.
    await expect(figureOf(canvasElement, 'Año en que empezamos')).toHaveTextContent('2005');
    await expect(figureOf(canvasElement, 'Sucursales')).toHaveTextContent('18');
    await expect(figureOf(canvasElement, 'Revendedores')).toHaveTextContent('+400');
    await expect(canvas.getByText(/18 sucursales y una red de más de 400 revendedores/)).toBeVisible();
    await expect(canvas.getByText(/desde 2005, ayuda a familias/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir a Consultas' })).toHaveAttribute('href', '/queries');
  },
};
