import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MobileBottomNav, type NavSection } from '@tienda/ui';

const meta = {
  title: 'Piezas/MobileBottomNav',
  component: MobileBottomNav,
  // Fixed to the bottom of the screen: the picture is a short phone screen.
  parameters: { layout: 'fullscreen', snapshot: { widths: [390], page: true, height: 160 } },
} satisfies Meta<typeof MobileBottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

const places: [string, string][] = [
  ['Home', '/home'],
  ['Explorar', '/explore'],
  ['Consultas', '/queries'],
  ['Perfil', '/profile'],
];

/** The four links in order, and only the expected one marked as the current page. */
async function expectCurrent(canvasElement: HTMLElement, current: string | undefined) {
  const nav = within(within(canvasElement).getByRole('navigation', { name: 'Navegación principal' }));
  const links = nav.getAllByRole('link');
  await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(places);
  for (const link of links) {
    if (link.textContent === current) await expect(link).toHaveAttribute('aria-current', 'page');
    else await expect(link).not.toHaveAttribute('aria-current');
  }
}

const onSection = (current: NavSection, label: string): Story => ({
  args: { current },
  play: async ({ canvasElement }) => {
    await expectCurrent(canvasElement, label);
    // Always in reach: fixed to the bottom edge of the screen, the full width.
    const bar = within(canvasElement).getByRole('navigation').getBoundingClientRect();
    await expect(Math.round(bar.bottom)).toBe(window.innerHeight);
    await expect(bar.width).toBe(window.innerWidth);
    // Each place is a thumb-sized target.
    for (const link of within(canvasElement).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
});

export const Home = onSection('home', 'Home');
export const Explore = onSection('explore', 'Explorar');
export const Queries = onSection('queries', 'Consultas');
export const Profile = onSection('profile', 'Perfil');

export const NoCurrentSection: Story = {
  play: async ({ canvasElement }) => {
    // On the cart or a product page none of the four is current.
    await expectCurrent(canvasElement, undefined);
  },
};

export const HiddenOnDesktop: Story = {
  args: { current: 'home' },
  parameters: { snapshot: { widths: [1280], page: true, height: 160 } },
  play: async ({ canvas }) => {
    // From 1024 px the header carries these links.
    await expect(canvas.queryByRole('navigation', { name: 'Navegación principal' })).not.toBeInTheDocument();
  },
};
