import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { formatARS } from '@tienda/domain';
import { Button, Dialog, Stack, Text } from '@tienda/ui';

const meta = {
  title: 'Piezas/Dialog',
  component: Dialog,
  args: { title: 'Detalle del envío', onOpenChange: fn() },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec §2 Delivery: the quote dialog shows the cost and the estimated date (dd/mm).
const deliveryDetail = (
  <Stack space="xsmall">
    <Text>
      Costo de envío: <strong>{formatARS(4520.5)}</strong>
    </Text>
    <Text>
      Entrega estimada: <strong>14/08</strong>
    </Text>
    <Text size="small" tone="muted">Entregas de lunes a sábado, de 8 a 20 h.</Text>
  </Stack>
);

export const DeliveryDetail: Story = {
  args: {
    description: 'Envío a domicilio a Av. Corrientes 1234, C1043 Ciudad Autónoma de Buenos Aires.',
    children: deliveryDetail,
    footer: <Button>Continuar</Button>,
    trigger: <Button variant="secondary">Ver detalle del envío</Button>,
  },
  parameters: { snapshot: { page: true, widths: [390, 1280] } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ver detalle del envío' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Detalle del envío' });
    await expect(dialog).toHaveAccessibleDescription(/Av\. Corrientes 1234/);
    // Testing Library reads the non-breaking space after '$' as a plain space.
    await expect(dialog).toHaveTextContent(`Costo de envío: ${formatARS(4520.5).replace(/\u00a0/g, ' ')}`);
    await expect(dialog).toHaveTextContent('Entrega estimada: 14/08');
  },
};

export const FocusTrapAndEscape: Story = {
  args: { ...DeliveryDetail.args },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Ver detalle del envío' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await screen.findByRole('dialog', { name: 'Detalle del envío' });
    const close = screen.getByRole('button', { name: 'Cerrar' });
    const proceed = screen.getByRole('button', { name: 'Continuar' });

    // Focus starts inside and goes round inside, both ways.
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(proceed).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(proceed).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

const terms = [
  'Puedes devolver un producto dentro de los 10 días de recibido, en su empaque original y con todos sus accesorios.',
  'Los reclamos por daños estéticos se reciben dentro de las 48 horas de la entrega.',
  'El derecho de arrepentimiento puede ejercerse dentro de los 10 días corridos desde la recepción del producto, indicando el número de pedido.',
  'Los productos comprados con retiro en local se guardan durante 15 días corridos.',
  'Las entregas a domicilio se realizan de lunes a sábado, de 8 a 20 h.',
  'Puedes pedir acceso a tus datos personales cada 6 meses, sin costo.',
  'Las cuotas fijas están sujetas a riesgo crediticio y a la aprobación de la solicitud.',
  'Los precios publicados no incluyen impuestos nacionales.',
];

export const LongContentScrolls: Story = {
  args: {
    title: 'Términos y condiciones',
    size: 'large',
    children: (
      <Stack space="medium">
        {[...terms, ...terms].map((paragraph, index) => (
          <Text key={index}>{paragraph}</Text>
        ))}
      </Stack>
    ),
    footer: <Button>Entendido</Button>,
    defaultOpen: true,
  },
  parameters: { snapshot: { page: true, widths: [390, 1280] } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Términos y condiciones' });
    const accept = screen.getByRole('button', { name: 'Entendido' });
    // The body scrolls, the actions stay on screen.
    await expect(accept.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);

    // The scrolling text is reachable by keyboard, right after 'Cerrar'.
    await expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await userEvent.tab();
    const body = document.activeElement as HTMLElement;
    await expect(body).toHaveTextContent(terms[0]!);
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await userEvent.tab();
    await expect(accept).toHaveFocus();
  },
};

export const Controlled: Story = {
  args: {
    title: 'Agregar dirección',
    description: 'La usaremos para calcular el costo de envío.',
    children: <Text>Calle, número, código postal, ciudad y provincia.</Text>,
  },
  render: function ControlledDialog(args) {
    const [open, setOpen] = useState(false);
    const change = (next: boolean) => {
      setOpen(next);
      args.onOpenChange?.(next);
    };
    return (
      <>
        <Button onClick={() => setOpen(true)}>Agregar otra dirección</Button>
        <Dialog {...args} open={open} onOpenChange={change} footer={<Button onClick={() => change(false)}>Guardar</Button>} />
      </>
    );
  },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Agregar otra dirección' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Agregar dirección' });
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(opener).toHaveFocus();

    // The caller closes it too, from its own button.
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};
