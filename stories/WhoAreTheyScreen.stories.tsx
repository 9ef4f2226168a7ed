import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WhoAreTheyScreen } from '@tienda/ui';

const meta = {
  title: 'Pantallas/WhoAreThey',
  component: WhoAreTheyScreen,
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
    // The company's facts of spec §1.
    await expect(figureOf(canvasElement, 'Año en que empezamos')).toHaveTextContent('2005');
    await expect(figureOf(canvasElement, 'Sucursales')).toHaveTextContent('14');
    await expect(figureOf(canvasElement, 'Revendedores')).toHaveTextContent('+400');
    await expect(canvas.getByText(/14 sucursales y una red de más de 400 revendedores/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir a Consultas' })).toHaveAttribute('href', '/queries');
  },
};
