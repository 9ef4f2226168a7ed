import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PROVINCES } from '@tienda/domain';
import { ComboboxField } from '@tienda/ui';
import { controlled } from './fixtures/controlled';

const cordoba = PROVINCES.find((province) => province.name === 'Córdoba')!.cities;

const meta = {
  title: 'Piezas/ComboboxField',
  component: ComboboxField,
  args: { label: 'Ciudad', value: '', suggestions: cordoba, placeholder: 'Escribe o elige tu ciudad', onValueChange: fn() },
  render: controlled(ComboboxField, 'value', { onValueChange: (value) => value }),
  // Room under the field for the open list in the picture.
  decorators: [(Story) => <div style={{ maxWidth: 400, minHeight: 380, padding: 4 }}><Story /></div>],
} satisfies Meta<typeof ComboboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypeAndChooseWithArrows: Story = {
  parameters: { snapshot: { widths: [390, 1280] } },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Ciudad' });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    // Accents do not matter: 'rio' finds 'Río Cuarto' and 'Río Tercero'.
    await userEvent.type(input, 'rio');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = canvas.getByRole('listbox', { name: 'Ciudad' });
    await expect([...listbox.querySelectorAll('[role="option"]')].map((option) => option.textContent)).toEqual(['Río Cuarto', 'Río Tercero']);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('2 sugerencias'));

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = canvas.getByRole('option', { name: 'Río Tercero' });
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('Río Tercero');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Río Tercero');
    await expect(input).toHaveAttribute('aria-expanded', 'false');

    // Open again for the picture: once a city is chosen, the arrow lists every city again.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('option')).toHaveLength(cordoba.length);
  },
};

export const ChooseWithMouse: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Ciudad' });
    await userEvent.click(input);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('option', { name: 'Villa Carlos Paz' }));
    await expect(input).toHaveValue('Villa Carlos Paz');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Villa Carlos Paz');
    await expect(input).toHaveFocus();
  },
};

export const EscapeClosesAndFreeTextStays: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Ciudad' });
    await userEvent.type(input, 'Unquillo');
    // No suggestion matches: no list, but the typed city stays (a suggestion only helps).
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Unquillo');
    await userEvent.clear(input);
    await userEvent.type(input, 'v');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('v');
  },
};

export const Disabled: Story = {
  args: { placeholder: 'Primero elige la provincia', suggestions: [], disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Ciudad' })).toBeDisabled();
  },
};

export const WithHintAndError: Story = {
  args: { hint: 'Elige una de la lista o escríbela.', error: 'Introduce una ciudad.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Ciudad' });
    await expect(input).toHaveAccessibleDescription('Elige una de la lista o escríbela. Introduce una ciudad.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
