import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StaffLoanRevocation } from '@tienda/ui';

const meta = {
  title: 'Back office/StaffLoanRevocation',
  component: StaffLoanRevocation,
  args: { revocation: { deadline: '2026-12-18', revocable: true } },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof StaffLoanRevocation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InTime: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hasta el 18/12/2026 (vigente)')).toBeVisible();
    await expect(canvas.getAllByText('No pedida')).toHaveLength(2);
  },
};

export const Revoked: Story = {
  args: {
    revocation: { deadline: '2026-12-18', revocable: false, revokedAt: '2026-12-10T14:00:00.000Z', code: 'REV-7K3M9QPZ' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hasta el 18/12/2026')).toBeVisible();
    await expect(canvas.getByText(/^REV-7K3M9QPZ · 10\/12\/2026/)).toBeVisible();
  },
};

export const CancellationRequested: Story = {
  args: {
    revocation: { deadline: '2026-12-18', revocable: false, cancellationRequestedAt: '2027-01-05T13:00:00.000Z', cancellationCode: 'BAJ-4TW8HN2R' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^BAJ-4TW8HN2R · 05\/01\/2027/)).toBeVisible();
  },
};
