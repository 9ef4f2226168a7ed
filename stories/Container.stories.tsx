import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box, Container, Text } from '@tienda/ui';

const meta = {
  title: 'Primitivas/Container',
  component: Container,
  parameters: { layout: 'fullscreen', snapshot: { widths: [390, 1280, 1600] } },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShopColumn: Story = {
  render: () => (
    <Container>
      <Box background="brandTint" padding="medium">
        <Text>La columna de la tienda: centrada y de hasta 1280 px.</Text>
      </Box>
    </Container>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByText(/La columna de la tienda/).closest('div')!.parentElement!;
    const { width, left } = column.getBoundingClientRect();
    await expect(width).toBeLessThanOrEqual(1280);
    // Centred: the same room on both sides.
    await expect(Math.abs(left - (window.innerWidth - (left + width)))).toBeLessThanOrEqual(1);
  },
};
