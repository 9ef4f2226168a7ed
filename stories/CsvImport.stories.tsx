import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CsvImport } from '@tienda/ui';
import { csvFile, csvLineErrors } from './fixtures/staffCatalogue';

const meta = {
  title: 'Piezas/CsvImport',
  component: CsvImport,
  args: {
    title: 'Precios y stock por CSV',
    help: 'Columnas: id, price, final_price, internal_cost y stock. La primera línea es el encabezado.',
    onImport: fn(),
    onExport: fn(),
    status: 'idle',
  },
  decorators: [(Story) => <div style={{ maxWidth: 760, padding: 4 }}><Story /></div>],
} satisfies Meta<typeof CsvImport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    // Without a file, 'Importar' says what is missing, tied to the picker.
    await userEvent.click(canvas.getByRole('button', { name: 'Importar' }));
    const input = canvas.getByLabelText('Elegir archivo CSV');
    await expect(input).toHaveAccessibleDescription('Elige un archivo CSV.');
    await expect(args.onImport).not.toHaveBeenCalled();
    await expect(canvas.getByText('Ningún archivo elegido.')).toBeVisible();
    await userEvent.upload(input, csvFile('id,price\n101,399999\n'));
    await expect(canvas.getByText('precios.csv')).toBeVisible();
    // The picker is reached by keyboard, before 'Importar'.
    input.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Importar' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(args.onImport).toHaveBeenCalledWith('id,price\n101,399999\n'));
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar CSV' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

export const Importing: Story = {
  args: { status: 'importing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Importando...' })).toBeDisabled();
    await expect(canvas.getByLabelText('Elegir archivo CSV')).toBeDisabled();
  },
};

export const Imported: Story = {
  args: { status: 'imported', result: { message: 'Se actualizaron 42 productos.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Se actualizaron 42 productos.')).toBeVisible();
  },
};

export const Refused: Story = {
  args: { status: 'refused', result: { message: 'El archivo tiene errores: no se cambió nada.' }, errors: csvLineErrors },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('El archivo tiene errores: no se cambió nada.');
    const lines = within(canvas.getByRole('list', { name: 'Errores del archivo (3)' })).getAllByRole('listitem');
    await expect(lines).toHaveLength(3);
    await expect(lines[0]).toHaveTextContent('Línea 3: El precio "12.000,5x" no es un importe.');
  },
};

export const WithoutExport: Story = {
  args: { onExport: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Descargar CSV' })).not.toBeInTheDocument();
  },
};
