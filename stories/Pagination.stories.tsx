import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination, type PaginationProps } from '@tienda/ui';

/** Controlled, as the explore page keeps its page: the story plays that part. */
function WithState(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Piezas/Pagination',
  component: Pagination,
  args: { page: 1, totalPages: 3, onPageChange: fn() },
  render: (args) => <WithState {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvas, args }) => {
    const previous = canvas.getByRole('button', { name: 'Página anterior' });
    const next = canvas.getByRole('button', { name: 'Página siguiente' });
    await expect(canvas.getByRole('navigation', { name: 'Paginación' })).toHaveTextContent('Página 1 / 3');
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();

    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('Página 2 / 3')).toBeVisible();
    await expect(previous).toBeEnabled();

    // On to the last page: next is off there.
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText('Página 3 / 3')).toBeVisible();
    await expect(next).toBeDisabled();
  },
};

export const LastPage: Story = {
  args: { page: 12, totalPages: 12 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Página 12 / 12')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Página anterior' }));
    await expect(args.onPageChange).toHaveBeenCalledOnce();
    await expect(args.onPageChange).toHaveBeenCalledWith(11);
    await expect(canvas.getByText('Página 11 / 12')).toBeVisible();
  },
};

export const SinglePage: Story = {
  args: { page: 1, totalPages: 1 },
  play: async ({ canvas }) => {
    // Nowhere to go: both arrows are off.
    await expect(canvas.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  args: { page: 2, totalPages: 3 },
  parameters: { snapshot: { widths: [390] } },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Página anterior' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Página siguiente' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText('Página 3 / 3')).toBeVisible();
  },
};
