import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SearchBox, type SearchBoxProps } from '@tienda/ui';
import { robotVacuum, smartwatch, speaker } from './fixtures/products';
import { suggestionsFor } from './fixtures/shell';

/** The storefront's part: every term the box reports brings the matching demo products. */
function LiveSearchBox(args: SearchBoxProps) {
  const [term, setTerm] = useState('');
  return (
    <SearchBox
      {...args}
      suggestions={args.suggestionsLoading ? args.suggestions : suggestionsFor(term)}
      onSearchChange={(next) => {
        setTerm(next);
        args.onSearchChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Piezas/SearchBox',
  component: SearchBox,
  args: {
    suggestions: [],
    onSearchChange: fn(),
    onSubmitSearch: fn(),
    onSelectSuggestion: fn(),
  },
  render: (args) => <LiveSearchBox {...args} />,
  // Tall enough for the open list to be in the picture.
  decorators: [(Story) => <div style={{ maxWidth: 560, minHeight: 300, padding: 8 }}><Story /></div>],
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('combobox', { name: 'Buscar productos' });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    // Blank input is ignored: nothing reported, nothing searched.
    await userEvent.type(box, '   {Enter}');
    await expect(args.onSearchChange).not.toHaveBeenCalled();
    await expect(args.onSubmitSearch).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(args.onSubmitSearch).not.toHaveBeenCalled();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('combobox', { name: 'Buscar productos' });
    await userEvent.type(box, 'xiaomi');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('xiaomi');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = canvas.getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([smartwatch.name, robotVacuum.name]);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 sugerencias');
    // Down moves through the list, wrapping at the end; up goes back. Focus never leaves the input.
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await expect(box).toHaveFocus();
    // Enter chooses the active suggestion instead of searching the typed term.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectSuggestion).toHaveBeenCalledOnce();
    await expect(args.onSelectSuggestion).toHaveBeenCalledWith(robotVacuum.id);
    await expect(args.onSubmitSearch).not.toHaveBeenCalled();
    await expect(box).toHaveValue(robotVacuum.name);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).not.toHaveAttribute('aria-activedescendant');
  },
};

export const OpenSuggestions: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('combobox', { name: 'Buscar productos' });
    await userEvent.type(box, 'parlante');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('listbox', { name: 'Sugerencias' })).toBeVisible();
    await expect(canvas.getByRole('option', { name: speaker.name })).toHaveAttribute('aria-selected', 'true');
  },
};

export const SubmitWithEnter: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('combobox', { name: 'Buscar productos' });
    // Without an active suggestion, Enter searches the term, trimmed.
    await userEvent.type(box, '  parlante  {Enter}');
    await expect(args.onSubmitSearch).toHaveBeenCalledOnce();
    await expect(args.onSubmitSearch).toHaveBeenCalledWith('parlante');
    await expect(args.onSelectSuggestion).not.toHaveBeenCalled();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    // The search button does the same.
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(args.onSubmitSearch).toHaveBeenCalledTimes(2);
    await expect(args.onSubmitSearch).toHaveBeenLastCalledWith('parlante');
  },
};

export const ClickSuggestion: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('combobox', { name: 'Buscar productos' });
    await userEvent.type(box, 'jbl');
    await userEvent.click(canvas.getByRole('option', { name: speaker.name }));
    await expect(args.onSelectSuggestion).toHaveBeenCalledOnce();
    await expect(args.onSelectSuggestion).toHaveBeenCalledWith(speaker.id);
    await expect(box).toHaveValue(speaker.name);
    await expect(box).toHaveFocus();
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const EscapeClosesThenClears: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('combobox', { name: 'Buscar productos' });
    await userEvent.type(box, 'xiaomi');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('xiaomi');
    // ArrowDown opens the list again, on its first suggestion.
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}{Escape}');
    await expect(box).toHaveValue('');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Loading: Story = {
  args: { suggestionsLoading: true },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Buscar productos' }), 'auri');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('auri');
    await waitFor(() => expect(canvas.getByText('Buscando...')).toBeVisible());
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const WithCurrentTerm: Story = {
  args: { defaultValue: 'parlante' },
  play: async ({ canvas, args }) => {
    // On /search the box shows the search it came from, ready to run again.
    const box = canvas.getByRole('combobox', { name: 'Buscar productos' });
    await expect(box).toHaveValue('parlante');
    await userEvent.click(box);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmitSearch).toHaveBeenCalledWith('parlante');
  },
};
