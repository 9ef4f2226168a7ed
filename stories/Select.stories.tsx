import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Select, type SelectOption } from '@tienda/ui';
import { controlled } from './fixtures/controlled';

const provinces: SelectOption[] = [
  { value: 'buenos-aires', label: 'Buenos Aires' },
  { value: 'caba', label: 'Ciudad Autónoma de Buenos Aires' },
  { value: 'cordoba', label: 'Córdoba' },
  { value: 'mendoza', label: 'Mendoza' },
  { value: 'salta', label: 'Salta' },
  { value: 'santa-fe', label: 'Santa Fe' },
  { value: 'tierra-del-fuego', label: 'Tierra del Fuego, Antártida e Islas del Atlántico Sur' },
];

// Example stores (the real list of 18 comes from the shop's data).
const stores: SelectOption[] = [
  { value: 'centro', label: 'Sucursal Centro · San Martín 450, Corrientes' },
  { value: 'norte', label: 'Sucursal Norte · Av. Independencia 1820, Resistencia' },
  { value: 'sur', label: 'Sucursal Sur · Belgrano 75, Formosa' },
  { value: 'posadas', label: 'Sucursal Posadas · Bolívar 1302, Posadas (cerrada por reformas)', disabled: true },
  { value: 'goya', label: 'Sucursal Goya · Colón 640, Goya' },
];

const meta = {
  title: 'Piezas/Select',
  component: Select,
  args: {
    label: 'Provincia',
    placeholder: 'Selecciona una provincia',
    options: provinces,
    // Controlled from the start ('' shows the placeholder).
    value: '',
    onValueChange: fn(),
  },
  // As wide as a form column; the padding keeps the focus ring in the picture.
  decorators: [(Story) => <div style={{ maxWidth: 360, padding: 8 }}><Story /></div>],
  render: controlled(Select, 'value', { onValueChange: (value) => value }),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Province: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Provincia' });
    await expect(select).toHaveTextContent('Selecciona una provincia');
    await userEvent.tab();
    await expect(select).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(select).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Buenos Aires' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('option', { name: 'Ciudad Autónoma de Buenos Aires' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('caba');
    await expect(select).toHaveTextContent('Ciudad Autónoma de Buenos Aires');
    await expect(select).toHaveFocus();
  },
};

export const PickupStore: Story = {
  args: {
    label: 'Sucursal de retiro',
    placeholder: 'Selecciona una sucursal',
    options: stores,
    value: 'centro',
  },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Sucursal de retiro' });
    await expect(select).toHaveTextContent('Sucursal Centro · San Martín 450, Corrientes');
    select.focus();
    await userEvent.keyboard(' ');
    // Opens on the chosen store; the arrows skip the store that is closed.
    await waitFor(() => expect(screen.getByRole('option', { name: /Sucursal Centro/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('option', { name: /Sucursal Goya/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('goya');
    await expect(select).toHaveTextContent('Sucursal Goya · Colón 640, Goya');
  },
};

export const WithError: Story = {
  args: {
    label: 'Sucursal de retiro',
    placeholder: 'Selecciona una sucursal',
    options: stores,
    error: 'Por favor seleccione una tienda',
  },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Sucursal de retiro' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Por favor seleccione una tienda');
    await expect(canvas.getByText('Por favor seleccione una tienda')).toBeVisible();
    // Still fully usable: the shopper fixes it from the keyboard.
    select.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('centro');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'cordoba' },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Provincia' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveTextContent('Córdoba');
    await userEvent.click(select, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const OpenMenu: Story = {
  args: {
    label: 'Sucursal de retiro',
    placeholder: 'Selecciona una sucursal',
    options: stores,
    value: 'norte',
  },
  parameters: {
    // One width per story: Radix closes the list when the window is resized.
    snapshot: { page: true },
    // While the list is open Radix hides the page from screen readers and traps focus in the
    // list, so the trigger cannot be reached; axe cannot see the trap and flags the hidden trigger.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async ({ canvas }) => {
    canvas.getByRole('combobox', { name: 'Sucursal de retiro' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    const options = screen.getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(stores.map((store) => store.label));
    await expect(screen.getByRole('option', { name: /Sucursal Posadas/ })).toHaveAttribute('aria-disabled', 'true');
    const chosen = screen.getByRole('option', { name: /Sucursal Norte/ });
    await waitFor(() => expect(chosen).toHaveFocus());
    // Tab cannot leave the open list (what makes the rule above safe to skip here).
    await userEvent.tab();
    await expect(chosen).toHaveFocus();
    await expect(listbox).toBeVisible();
  },
};

export const OpenMenuMobile: Story = {
  ...OpenMenu,
  parameters: { ...OpenMenu.parameters, snapshot: { page: true, widths: [390] } },
  globals: { viewport: { value: 'mobile' } },
};
