import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StaffBannersScreen } from '@tienda/ui';
import { staffScreen } from '../fixtures/staffLayout';
import { bannerImageUrl, pictureFile, staffBanners, uploadedBanner } from '../fixtures/staffCatalogue';

const meta = {
  title: 'Back office/StaffBannersScreen',
  component: StaffBannersScreen,
  ...staffScreen({ title: 'Banners', current: 'banners' }),
  args: {
    banners: staffBanners,
    status: 'ready',
    imageUrl: bannerImageUrl,
    onRetry: fn(),
    onMove: fn(),
    onAltChange: fn(),
    onDelete: fn(),
    onUpload: fn(),
    onDiscardUpload: fn(),
    onCreate: fn(),
  },
} satisfies Meta<typeof StaffBannersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktopSet = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('region', { name: 'Escritorio' }));

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    const phone = within(canvas.getByRole('list', { name: 'Banners de celular, en orden' }));
    await expect(phone.getAllByRole('listitem')).toHaveLength(3);
    await expect(phone.getAllByRole('img')[0]).toHaveAccessibleName('Celulares en 6 cuotas fijas');
    // The first cannot go up, the last cannot go down.
    await expect(phone.getByRole('button', { name: 'Subir el banner 1' })).toBeDisabled();
    await expect(phone.getByRole('button', { name: 'Bajar el banner 3' })).toBeDisabled();
    await userEvent.click(phone.getByRole('button', { name: 'Bajar el banner 1' }));
    await expect(args.onMove).toHaveBeenLastCalledWith(1, 1);
    // By keyboard, in the desktop set.
    desktopSet(canvas).getByRole('button', { name: 'Subir el banner 3' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenLastCalledWith(13, 1);
  },
};

export const EditAlt: Story = {
  play: async ({ canvas, args }) => {
    const set = desktopSet(canvas);
    const alt = set.getByRole('textbox', { name: 'Texto alternativo del banner 2' });
    await expect(set.getByRole('button', { name: 'Guardar texto del banner 2' })).toBeDisabled();
    await userEvent.clear(alt);
    await userEvent.type(alt, 'Parlantes JBL con envío gratis{Enter}');
    await expect(args.onAltChange).toHaveBeenCalledWith(12, 'Parlantes JBL con envío gratis');
  },
};

export const AltRefused: Story = {
  args: { altErrors: { 11: 'El texto alternativo es demasiado largo.' } },
  play: async ({ canvas, args }) => {
    const set = desktopSet(canvas);
    await expect(set.getByRole('textbox', { name: 'Texto alternativo del banner 1' })).toHaveAccessibleDescription('El texto alternativo es demasiado largo.');
    const second = set.getByRole('textbox', { name: 'Texto alternativo del banner 2' });
    await userEvent.clear(second);
    await userEvent.type(second, ' {Enter}');
    await expect(args.onAltChange).not.toHaveBeenCalled();
    await expect(second).toHaveAccessibleDescription('Describe la imagen para quien no la ve.');
  },
};

export const Delete: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(desktopSet(canvas).getByRole('button', { name: 'Quitar el banner 3' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '¿Quitar el banner?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Quitar banner' }));
    await expect(args.onDelete).toHaveBeenCalledWith(13);
  },
};

export const Add: Story = {
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: 'Nuevo banner de celular' }));
    const picture = pictureFile('promo.png');
    await userEvent.upload(form.getByLabelText('Elegir imagen'), picture);
    await expect(args.onUpload).toHaveBeenCalledWith('mobile', picture);
    // Without its picture and its words, nothing is sent; each says what is missing.
    await userEvent.click(form.getByRole('button', { name: 'Agregar banner' }));
    await expect(args.onCreate).not.toHaveBeenCalled();
    await expect(form.getByRole('textbox', { name: 'Texto alternativo' })).toHaveAccessibleDescription(
      'Qué dice o muestra el banner, para quien no lo ve. Describe la imagen para quien no la ve.',
    );
  },
};

export const AddUploaded: Story = {
  args: { adding: { mobile: { image: uploadedBanner } } },
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: 'Nuevo banner de celular' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Texto alternativo' }), 'Cocina: hasta 20% de descuento');
    await userEvent.click(form.getByRole('button', { name: 'Agregar banner' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ kind: 'mobile', url: uploadedBanner, alt: 'Cocina: hasta 20% de descuento' });
    await userEvent.click(form.getByRole('button', { name: 'Quitar la imagen 1' }));
    await expect(args.onDiscardUpload).toHaveBeenCalledWith('mobile');
  },
};

export const Uploading: Story = {
  args: { adding: { desktop: { uploading: true } } },
  play: async ({ canvas }) => {
    await expect(desktopSet(canvas).getByText('Subiendo imagen...')).toBeVisible();
  },
};

export const Refused: Story = {
  args: {
    adding: {
      desktop: { image: uploadedBanner, uploadError: 'La imagen no pudo subirse. Intenta de nuevo.', errors: { alt: 'Describe la imagen para quien no la ve.' } },
    },
  },
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Nuevo banner de escritorio' }));
    await waitFor(() => expect(form.getByText('La imagen no pudo subirse. Intenta de nuevo.')).toBeVisible());
    await expect(form.getByRole('textbox', { name: 'Texto alternativo' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Saving: Story = {
  args: { savingId: 1, adding: { mobile: { image: uploadedBanner, saving: true } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Agregando...' })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: 'Bajar el banner 1' })[0]).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { banners: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Todavía no hay banners en este carrusel.')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { banners: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando los banners...');
  },
};

export const LoadError: Story = {
  args: { banners: [], status: 'error', loadError: 'Revisa tu conexión e intenta de nuevo.' },
  play: async ({ canvas, args }) => {
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
