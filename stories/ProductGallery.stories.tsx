import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProductGallery } from '@tienda/ui';
import { phoneGallery } from './fixtures/catalog';
import { imageUrlOf, phone } from './fixtures/products';

const meta = {
  title: 'Piezas/ProductGallery',
  component: ProductGallery,
  args: { images: phoneGallery, productName: phone.name },
  parameters: { snapshot: { widths: [390, 1280] } },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}><Story /></div>],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralPictures: Story = {
  play: async ({ canvas }) => {
    const thumbnails = within(canvas.getByRole('list', { name: 'Imágenes del producto' })).getAllByRole('button');
    await expect(thumbnails).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: `${phone.name}, imagen 1 de 3` })).toHaveAttribute('src', phoneGallery[0]);
    await expect(thumbnails[0]).toHaveAttribute('aria-pressed', 'true');
    // The large picture is the page's main one: fetched at once and first; the thumbnails wait.
    const stage = canvas.getByRole('img', { name: `${phone.name}, imagen 1 de 3` });
    await expect(stage).toHaveAttribute('fetchpriority', 'high');
    await expect(stage).toHaveAttribute('loading', 'eager');
    // Its box is known before it loads.
    await expect([stage.getAttribute('width'), stage.getAttribute('height')]).toEqual(['600', '600']);
    for (const thumbnail of thumbnails) await expect(thumbnail.querySelector('img')).toHaveAttribute('loading', 'lazy');

    await userEvent.click(canvas.getByRole('button', { name: 'Ver imagen 2 de 3' }));
    await expect(canvas.getByRole('img', { name: `${phone.name}, imagen 2 de 3` })).toHaveAttribute('src', phoneGallery[1]);
    await expect(thumbnails[1]).toHaveAttribute('aria-pressed', 'true');
    await expect(thumbnails[0]).toHaveAttribute('aria-pressed', 'false');

    // By keyboard too.
    await userEvent.tab();
    await expect(thumbnails[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('img', { name: `${phone.name}, imagen 3 de 3` })).toHaveAttribute('src', phoneGallery[2]);
  },
};

export const OnePicture: Story = {
  args: { images: [imageUrlOf(phone)!] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: phone.name })).toBeVisible();
    // Nothing to choose from: no thumbnails.
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const NoPictures: Story = {
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Imagen no disponible' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
