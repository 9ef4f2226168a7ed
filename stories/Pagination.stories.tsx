import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LinkComponentProvider, Pagination, type PaginationProps } from '@tienda/ui';
import { controlled } from './fixtures/controlled';
import { explorePage, onNavigate, pageOf, routerLink } from './fixtures/router';

const meta = {
  title: 'Piezas/Pagination',
  component: Pagination,
  args: { page: 1, totalPages: 3, onPageChange: fn() },
  // Controlled, as the explore page keeps its page: the story plays that part.
  render: controlled(Pagination, 'page', { onPageChange: (page) => page }),
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

/** The storefront's part with links: its router follows the link, and the page comes from the address. */
function WithLinks(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  const link = useMemo(() => routerLink((href) => setPage(pageOf(href))), []);
  return (
    <LinkComponentProvider linkComponent={link}>
      <Pagination {...args} page={page} />
    </LinkComponentProvider>
  );
}

export const Links: Story = {
  args: { page: 1, totalPages: 3, pageHref: explorePage },
  render: (args) => <WithLinks {...args} />,
  play: async ({ canvas, args }) => {
    onNavigate.mockClear();
    // Page 1: the way back is a disabled button; the way on, a link a crawler follows to ?page=2.
    const previous = canvas.getByRole('button', { name: 'Página anterior' });
    await expect(previous).toBeDisabled();
    const next = canvas.getByRole('link', { name: 'Página siguiente' });
    await expect(next).toHaveAttribute('href', '/explore?page=2');
    await expect(next).toHaveAttribute('rel', 'next');
    // Drawn as the button it replaces: the same classes.
    await expect(next.className).toBe(previous.className);

    // The keyboard reaches it (the disabled arrow takes no focus) and Enter follows it.
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalledOnce();
    await expect(onNavigate).toHaveBeenCalledWith('/explore?page=2');
    // Following the link is the page change: the callback is not called on top of it.
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('Página 2 / 3')).toBeVisible();

    // Page 2: both arrows are links, and the focus stays on the one just followed.
    await expect(canvas.getByRole('link', { name: 'Página anterior' })).toHaveAttribute('href', '/explore');
    await expect(canvas.getByRole('link', { name: 'Página siguiente' })).toHaveAttribute('href', '/explore?page=3');
    await expect(canvas.getByRole('link', { name: 'Página siguiente' })).toHaveFocus();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
