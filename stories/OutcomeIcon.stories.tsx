import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CircleCheck, CircleX, Clock, SearchX } from 'lucide-react';
import { OutcomeIcon, Stack } from '@tienda/ui';

const meta = {
  title: 'Primitivas/OutcomeIcon',
  component: OutcomeIcon,
  args: { icon: <SearchX size={32} /> },
} satisfies Meta<typeof OutcomeIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each tone an outcome takes: nothing found, paid, waiting, refused. */
export const Tones: Story = {
  render: () => (
    <Stack direction="row" space="medium">
      <OutcomeIcon icon={<SearchX size={32} />} />
      <OutcomeIcon tone="success" icon={<CircleCheck size={32} />} />
      <OutcomeIcon tone="warning" icon={<Clock size={32} />} />
      <OutcomeIcon tone="critical" icon={<CircleX size={32} />} />
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    // Decoration only: the heading beside it says what happened, so nothing reaches a screen reader.
    await expect(canvasElement.querySelectorAll('span[aria-hidden="true"]')).toHaveLength(4);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
