import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeInput, Stack, Text } from '@tienda/ui';

const meta = {
  title: 'Piezas/CodeInput',
  component: CodeInput,
  args: { onChange: fn(), onComplete: fn() },
  // The padding keeps the focus ring in the picture.
  decorators: [(Story) => <div style={{ padding: 8 }}><Story /></div>],
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (canvasElement: HTMLElement) =>
  [1, 2, 3, 4, 5].map((n) => within(canvasElement).getByRole('textbox', { name: `Dígito ${n} de 5` }) as HTMLInputElement);

/** What the five boxes show, left to right. */
const shown = (canvasElement: HTMLElement) => boxes(canvasElement).map((box) => box.value);

export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const group = canvas.getByRole('group', { name: 'Código de verificación' });
    const [first, ...rest] = boxes(canvasElement);
    await expect(group).toContainElement(first!);
    await expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(first).toHaveAttribute('inputmode', 'numeric');

    // One tab stop for the whole code: the first empty box.
    await userEvent.tab();
    await expect(first).toHaveFocus();
    for (const box of rest) await expect(box).toHaveAttribute('tabindex', '-1');

    // Letters are ignored.
    await userEvent.keyboard('abc');
    await expect(shown(canvasElement)).toEqual(['', '', '', '', '']);
    await expect(first).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const [first, second, third, , fifth] = boxes(canvasElement);
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('12');
    await expect(shown(canvasElement)).toEqual(['1', '2', '', '', '']);
    await expect(third).toHaveFocus();
    await expect(args.onChange).toHaveBeenNthCalledWith(1, '1');
    await expect(args.onChange).toHaveBeenNthCalledWith(2, '12');

    await userEvent.keyboard('x3-45');
    await expect(shown(canvasElement)).toEqual(['1', '2', '3', '4', '5']);
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('12345');
    await expect(fifth).toHaveFocus();

    // Typing over a digit replaces it, and a full code is complete again.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('9');
    await expect(shown(canvasElement)).toEqual(['1', '9', '3', '4', '5']);
    await expect(args.onComplete).toHaveBeenLastCalledWith('19345');
  },
};

export const Paste: Story = {
  play: async ({ canvasElement, args }) => {
    const [first, second, , , fifth] = boxes(canvasElement);
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.paste('12345');
    await expect(shown(canvasElement)).toEqual(['1', '2', '3', '4', '5']);
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('12345');
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('12345');
    await expect(fifth).toHaveFocus();

    // A whole code pasted into any box, with spaces and dashes, replaces the code.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(second).toHaveFocus();
    await userEvent.paste(' 98-765 ');
    await expect(shown(canvasElement)).toEqual(['9', '8', '7', '6', '5']);
    await expect(args.onComplete).toHaveBeenLastCalledWith('98765');
  },
};

export const BackspaceAndArrows: Story = {
  play: async ({ canvasElement, args }) => {
    const [first, second, third, fourth, fifth] = boxes(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('123');
    await expect(fourth).toHaveFocus();

    // From an empty box, Backspace goes back and clears the digit there.
    await userEvent.keyboard('{Backspace}');
    await expect(third).toHaveFocus();
    await expect(shown(canvasElement)).toEqual(['1', '2', '', '', '']);
    await expect(args.onChange).toHaveBeenLastCalledWith('12');
    await userEvent.keyboard('{Backspace}');
    await expect(second).toHaveFocus();
    await expect(shown(canvasElement)).toEqual(['1', '', '', '', '']);

    // Arrows move without changing anything; typing replaces the digit in focus.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}7');
    await expect(shown(canvasElement)).toEqual(['7', '', '', '', '']);
    await expect(second).toHaveFocus();

    // A click on a later empty box lands on the first empty one: the code has no gaps.
    await userEvent.click(fifth!);
    await expect(second).toHaveFocus();
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { defaultValue: '12345', error: 'El codigo es incorrecto' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('El codigo es incorrecto')).toBeVisible();
    for (const box of boxes(canvasElement)) {
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveAccessibleDescription('El codigo es incorrecto');
    }
    // The full code keeps the last box in the tab order.
    await userEvent.tab();
    await expect(boxes(canvasElement)[4]).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { defaultValue: '123', disabled: true },
  play: async ({ canvasElement, args }) => {
    const all = boxes(canvasElement);
    for (const box of all) await expect(box).toBeDisabled();
    await userEvent.click(all[3]!, { pointerEventsCheck: 0 });
    await userEvent.keyboard('45');
    await expect(shown(canvasElement)).toEqual(['1', '2', '3', '', '']);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The verify-email page's use: the page owns the code and the error, and checks a full code. */
export const ControlledVerification: Story = {
  render: function VerifyEmail(args) {
    const [code, setCode] = useState('');
    const [error, setError] = useState<string>();
    const [verified, setVerified] = useState(false);
    return (
      <Stack space="small">
        <CodeInput
          {...args}
          value={code}
          error={error}
          onChange={(next) => {
            setCode(next);
            setError(undefined);
            args.onChange?.(next);
          }}
          onComplete={(full) => {
            args.onComplete?.(full);
            if (full === '24680') setVerified(true);
            else setError('El codigo es incorrecto');
          }}
        />
        {verified && <Text tone="success" weight="bold">Email verificado</Text>}
      </Stack>
    );
  },
  play: async ({ canvas, canvasElement, args }) => {
    const [first, , , , fifth] = boxes(canvasElement);
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('12345');
    await expect(args.onComplete).toHaveBeenLastCalledWith('12345');
    await expect(fifth).toHaveAttribute('aria-invalid', 'true');
    await expect(fifth).toHaveAccessibleDescription('El codigo es incorrecto');

    // Correcting the code takes the error away; the right code verifies.
    await userEvent.keyboard('{Backspace}');
    await expect(shown(canvasElement)).toEqual(['1', '2', '3', '4', '']);
    await expect(canvas.queryByText('El codigo es incorrecto')).not.toBeInTheDocument();
    await expect(fifth).not.toHaveAttribute('aria-invalid');
    await expect(fifth).toHaveFocus();
    await userEvent.paste('24680');
    await expect(shown(canvasElement)).toEqual(['2', '4', '6', '8', '0']);
    await expect(canvas.getByText('Email verificado')).toBeVisible();
    await expect(canvas.queryByText('El codigo es incorrecto')).not.toBeInTheDocument();
  },
};
