import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StaffCreditLinesScreen } from '@tienda/ui';
import { staffScreen } from '../fixtures/staffLayout';
import { csvFile, staffCreditLines } from '../fixtures/staffCatalogue';

const meta = {
  title: 'Back office/StaffCreditLinesScreen',
  component: StaffCreditLinesScreen,
  ...staffScreen({ title: 'Líneas de crédito', current: 'creditLines' }),
  args: {
    cuil: '2030',
    onSearch: fn(),
    creditLines: staffCreditLines,
    total: 12_480,
    status: 'ready',
    onRetry: fn(),
    onCsvImport: fn(),
    onCsvExport: fn(),
  },
} satisfies Meta<typeof StaffCreditLinesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const example = 'cuil,resultado,respuesta_motor,maximo_capital,maximo_cuota\n20301112220,APROBADO,Cliente con cupo pre-aprobado.,2000000,250000\n';

export const Filled: Story = {
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Líneas de crédito' }));
    const first = table.getByRole('row', { name: /20-30111222-0/ });
    await expect(first).toHaveTextContent('APROBADO');
    await expect(first).toHaveTextContent('$ 2.000.000,00');
    await expect(first).toHaveTextContent('$ 250.000,00');
    await expect(canvas.getByText('3 resultados · 12.480 líneas cargadas')).toBeVisible();
  },
};

export const SearchByCuil: Story = {
  args: { cuil: '' },
  play: async ({ canvas, args }) => {
    const cuil = canvas.getByRole('searchbox', { name: 'CUIL o sus primeros números' });
    // Only digits stay: dashes and letters are dropped as they are typed.
    await userEvent.type(cuil, '20-3011x1');
    await expect(cuil).toHaveValue('2030111');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('2030111');
  },
};

export const NoneFound: Story = {
  args: { cuil: '99', creditLines: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ninguna línea tiene un CUIL que empiece con esos números.')).toBeVisible();
    await expect(canvas.getByText('0 resultados · 12.480 líneas cargadas')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { cuil: '', creditLines: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Todavía no hay líneas de crédito: importa el CSV del motor.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { creditLines: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('table', { name: 'Líneas de crédito' })).getByRole('status')).toHaveTextContent('Cargando...');
  },
};

export const LoadError: Story = {
  args: { creditLines: [], status: 'error', loadError: 'No pudimos buscar las líneas de crédito.' },
  play: async ({ canvas, args }) => {
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const CsvImporting: Story = {
  play: async ({ canvas, args }) => {
    const panel = within(canvas.getByRole('region', { name: 'Importar líneas de crédito' }));
    await userEvent.upload(panel.getByLabelText('Elegir archivo CSV'), csvFile(example, 'lineas.csv'));
    await userEvent.click(panel.getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(args.onCsvImport).toHaveBeenCalledWith(example));
  },
};

export const CsvSending: Story = {
  args: { csv: { status: 'importing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Importando...' })).toBeDisabled();
  },
};

export const CsvImported: Story = {
  args: { csv: { status: 'imported', result: { message: 'Se importaron 12.480 líneas de crédito.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Se importaron 12.480 líneas de crédito.')).toBeVisible();
  },
};

export const CsvRefused: Story = {
  args: {
    csv: {
      status: 'refused',
      result: { message: 'El archivo tiene errores: no se importó nada.' },
      errors: [
        { line: 4, message: 'El CUIL debe contener exactamente 11 números.' },
        { line: 9, message: 'maximo_capital "dos millones" no es un importe.' },
        { line: 15, message: 'el CUIL 20301112220 ya figura más arriba.' },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('El archivo tiene errores: no se importó nada.');
    const lines = within(canvas.getByRole('list', { name: 'Errores del archivo (3)' })).getAllByRole('listitem');
    await expect(lines[1]).toHaveTextContent('Línea 9: maximo_capital "dos millones" no es un importe.');
  },
};
