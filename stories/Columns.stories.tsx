import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box, Column, Columns, Text } from '@tienda/ui';

const meta = {
  title: 'Primitivas/Columns',
  component: Columns,
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

const Tile = ({ children, tall = false }: { children: string; tall?: boolean }) => (
  <Box background="brandTint" padding={tall ? 'xlarge' : 'medium'} borderRadius="medium">
    <Text weight="medium">{children}</Text>
  </Box>
);

export const ThreeFifthsAndTwoFifths: Story = {
  args: { space: 'large', collapseBelow: 'desktop', children: null },
  render: (args) => (
    <Columns {...args}>
      <Column width="3/5">
        <Tile>Información personal</Tile>
      </Column>
      <Column width="2/5">
        <Tile>Seguridad</Tile>
      </Column>
    </Columns>
  ),
  play: async ({ canvas }) => {
    const wide = canvas.getByText('Información personal').parentElement!.getBoundingClientRect();
    const narrow = canvas.getByText('Seguridad').parentElement!.getBoundingClientRect();
    if (window.innerWidth >= 1024) {
      // Side by side, sharing what the gap leaves as 3 to 2.
      await expect(narrow.left).toBeGreaterThan(wide.right);
      await expect(wide.width / narrow.width).toBeCloseTo(1.5, 2);
    } else {
      // One under the other on a phone, each as wide as the page.
      await expect(narrow.top).toBeGreaterThan(wide.bottom);
      await expect(narrow.width).toBe(wide.width);
    }
  },
};

export const EqualColumns: Story = {
  args: { space: 'medium', collapseBelow: 'desktop', children: null },
  render: (args) => (
    <Columns {...args}>
      <Column>
        <Tile>Entrega</Tile>
      </Column>
      <Column>
        <Tile>Medio de pago</Tile>
      </Column>
      <Column>
        <Tile>Contacto</Tile>
      </Column>
    </Columns>
  ),
  play: async ({ canvas }) => {
    const widths = ['Entrega', 'Medio de pago', 'Contacto'].map((name) => canvas.getByText(name).parentElement!.getBoundingClientRect().width);
    // Fluid columns share the row equally, whatever their words.
    await expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(1);
  },
};

export const ContentAndFluid: Story = {
  args: { space: 'small', alignY: 'center', children: null },
  render: (args) => (
    <Columns {...args}>
      <Column width="content">
        <Tile tall>Foto</Tile>
      </Column>
      <Column>
        <Tile>Auriculares inalámbricos con cancelación de ruido</Tile>
      </Column>
    </Columns>
  ),
  play: async ({ canvas }) => {
    const picture = canvas.getByText('Foto').parentElement!.getBoundingClientRect();
    const name = canvas.getByText(/Auriculares/).parentElement!.getBoundingClientRect();
    // Never collapsed: the name takes what the picture leaves, centred beside it.
    await expect(name.left).toBeGreaterThan(picture.right);
    await expect(Math.abs(name.top + name.height / 2 - (picture.top + picture.height / 2))).toBeLessThan(1);
  },
};
