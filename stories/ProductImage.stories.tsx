import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProductImage } from '@tienda/ui';
import { brokenImageUrl, imageUrlOf, phone } from './fixtures/products';

const meta = {
  title: 'Piezas/ProductImage',
  component: ProductImage,
  args: { src: imageUrlOf(phone), alt: phone.name },
  // The picture fills the frame it is given: here a 240 px square.
  decorators: [(Story) => <div style={{ width: 240, height: 240 }}><Story /></div>],
} satisfies Meta<typeof ProductImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('img', { name: phone.name });
    await expect(picture.tagName).toBe('IMG');
    await expect(getComputedStyle(picture).objectFit).toBe('contain');
  },
};

export const NoPicture: Story = {
  args: { src: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Imagen no disponible' })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const BrokenPicture: Story = {
  args: { src: brokenImageUrl },
  play: async ({ canvas, canvasElement }) => {
    // The load fails and the placeholder takes its place.
    await expect(await canvas.findByRole('img', { name: 'Imagen no disponible' })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Decorative: Story = {
  args: { src: undefined, alt: '' },
  play: async ({ canvas }) => {
    // Inside a labelled button the placeholder says nothing of its own.
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
