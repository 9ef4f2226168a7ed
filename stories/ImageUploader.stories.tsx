import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImageUploader } from '@tienda/ui';
import { controlled } from './fixtures/controlled';
import { pictureFile, staffImageUrl, staffPhone } from './fixtures/staffCatalogue';

const meta = {
  title: 'Piezas/ImageUploader',
  component: ImageUploader,
  args: {
    label: 'Imágenes del producto',
    images: staffPhone.images,
    imageUrl: staffImageUrl,
    onUpload: fn(),
    onChange: fn(),
    max: 10,
    hint: 'JPG, PNG o WebP. La primera es la que se muestra en la tienda.',
  },
  render: controlled(ImageUploader, 'images', { onChange: (images) => images }),
  decorators: [(Story) => <div style={{ maxWidth: 720, padding: 4 }}><Story /></div>],
} satisfies Meta<typeof ImageUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    const list = within(canvas.getByRole('list', { name: 'Imágenes del producto, en orden' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.getByText('Principal')).toBeVisible();
    // The first cannot go further left, the last further right.
    await expect(canvas.getByRole('button', { name: 'Mover la imagen 1 a la izquierda' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mover la imagen 3 a la derecha' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Mover la imagen 2 a la izquierda' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['galaxy-a15-dorso.svg', 'galaxy-a15.svg', 'galaxy-a15-canto.svg']);
    // The new first picture is the one shown.
    await expect(list.getAllByRole('img')[0]).toHaveAccessibleName('imagen 1 de 3: galaxy-a15-dorso.svg');
  },
};

export const ReorderByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const right = canvas.getByRole('button', { name: 'Mover la imagen 1 a la derecha' });
    right.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['galaxy-a15-dorso.svg', 'galaxy-a15.svg', 'galaxy-a15-canto.svg']);
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar la imagen 3' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['galaxy-a15-dorso.svg', 'galaxy-a15.svg']);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Pick: Story = {
  args: { images: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Todavía no hay imágenes.')).toBeVisible();
    const input = canvas.getByLabelText('Agregar imágenes');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', expect.stringContaining('image/png'));
    // The picker is a Tab stop of its own.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    const picture = pictureFile();
    await userEvent.upload(input, picture);
    await expect(args.onUpload).toHaveBeenCalledWith(picture);
  },
};

export const DropFiles: Story = {
  args: { images: ['galaxy-a15.svg'], max: 2 },
  play: async ({ canvas, args }) => {
    const zone = canvas.getByText('o arrastra los archivos aquí.').parentElement!;
    const front = pictureFile('frente.png');
    const back = pictureFile('dorso.png');
    // The browser's own drag events and DataTransfer, as a drag from the desktop brings them.
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(front);
    dataTransfer.items.add(back);
    const drag = (type: string) => zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
    drag('dragover');
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging', 'true'));
    // Room for one more: the first is taken, and the rest is said.
    drag('drop');
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
    await expect(args.onUpload).toHaveBeenCalledWith(front);
    await waitFor(() => expect(canvas.getByText('Solo cabe una imagen más: el máximo es 2.')).toBeVisible());
  },
};

export const RefusesOtherFiles: Story = {
  args: { images: [] },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Agregar imágenes');
    await userEvent.upload(input, new File(['a,b'], 'precios.csv', { type: 'text/csv' }), { applyAccept: false });
    await expect(args.onUpload).not.toHaveBeenCalled();
    await expect(canvas.getByText('Elige un archivo de imagen (JPG, PNG o WebP).')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Elige un archivo de imagen'));
    // An image the server does not take is refused as well, before any upload.
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await userEvent.upload(input, new File(['GIF89a'], 'animada.gif', { type: 'image/gif' }), { applyAccept: false });
    await expect(args.onUpload).not.toHaveBeenCalled();
    await expect(canvas.getByText('Elige un archivo de imagen (JPG, PNG o WebP).')).toBeVisible();
  },
};

export const Uploading: Story = {
  args: { uploading: true, progress: 40 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Subiendo imagen...')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Avance de la subida' })).toHaveAttribute('value', '40');
    await expect(canvas.getByLabelText('Agregar imágenes')).toBeDisabled();
  },
};

export const UploadFailed: Story = {
  args: { error: 'La imagen no pudo subirse. Intenta de nuevo.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Agregar imágenes');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('La imagen no pudo subirse. Intenta de nuevo.'));
  },
};

export const SinglePicture: Story = {
  args: { label: 'Imagen del banner', images: ['galaxy-a15.svg'], max: 1, hint: undefined },
  play: async ({ canvas, args }) => {
    // One picture: nothing to reorder, and none to add until it is removed.
    await expect(canvas.queryByRole('button', { name: /Mover/ })).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Elegir imagen')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar la imagen 1' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByLabelText('Elegir imagen')).toBeEnabled();
  },
};
