import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box, Stack, Text } from '@tienda/ui';

const meta = {
  title: 'Primitivas/Box y Stack',
  component: Box,
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

const Tile = ({ children }: { children: string }) => (
  <Box background="brandTint" padding="medium" borderRadius="medium">
    <Text weight="medium">{children}</Text>
  </Box>
);

export const StackColumn: Story = {
  render: () => (
    <Stack space="small">
      <Tile>Celulares</Tile>
      <Tile>Smartwatches</Tile>
      <Tile>Parlantes</Tile>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const [a, b] = [canvas.getByText('Celulares'), canvas.getByText('Smartwatches')];
    await expect(b.getBoundingClientRect().top).toBeGreaterThan(a.getBoundingClientRect().bottom);
  },
};

export const ResponsiveRow: Story = {
  render: () => (
    <Box display="flex" flexDirection={{ mobile: 'column', desktop: 'row' }} gap="medium">
      <Tile>Auriculares</Tile>
      <Tile>Cocina</Tile>
      <Tile>Hogar</Tile>
    </Box>
  ),
  play: async ({ canvas }) => {
    const a = canvas.getByText('Auriculares').getBoundingClientRect();
    const b = canvas.getByText('Cocina').getBoundingClientRect();
    // One under the other on phones, side by side from 1024 px.
    if (window.innerWidth >= 1024) await expect(b.left).toBeGreaterThan(a.right);
    else await expect(b.top).toBeGreaterThan(a.bottom);
  },
};

export const Surfaces: Story = {
  render: () => (
    <Stack direction="row" space="small" flexWrap="wrap">
      {(['surface', 'subtle', 'brandTint', 'successTint', 'warningTint', 'criticalTint'] as const).map((background) => (
        <Box key={background} background={background} boxShadow="card" borderRadius="large" padding="large">
          <Text size="small">{background}</Text>
        </Box>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('criticalTint')).toBeVisible();
  },
};
