import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { isAddressComplete, PROVINCES, STORES, type Address, type ShipmentMethod } from '@tienda/domain';
import { DeliveryScreen, type DeliveryQuote, type DeliveryScreenProps, type GuestHomeDelivery, type MemberHomeDelivery } from '@tienda/ui';
import { drawnMap, emptyAddress, guestAddress, quoted, summaryFigures } from './fixtures/checkout';
import { savedAddresses } from './fixtures/profile';

const guest = (address: Address = emptyAddress): GuestHomeDelivery => ({
  audience: 'guest',
  provinces: PROVINCES,
  address,
  onAddressChange: fn(),
  onSearch: fn(),
});

const member = (selectedId: number | null = null): MemberHomeDelivery => ({
  audience: 'member',
  addresses: savedAddresses,
  selectedId,
  onSelect: fn(),
  provinces: PROVINCES,
  onAddAddress: fn(),
});

/** What the side panel shows for shipping: the quote's cost, 0 for pickup, unknown otherwise. */
function shippingOf(method: ShipmentMethod | null, quote: DeliveryQuote): number | null {
  if (method === 'Retiro en local') return 0;
  return method === 'Envío a domicilio' && quote.status === 'quoted' ? quote.cost : null;
}

/**
 * The storefront's part, played in the story: it keeps the choices, quotes on 'Buscar' (the
 * real one also 1.5 s after the typing stops) and checks the step before going on (spec §4 Delivery).
 */
function DeliveryWithState(args: DeliveryScreenProps) {
  const [method, setMethod] = useState(args.method);
  const [address, setAddress] = useState(args.home.audience === 'guest' ? args.home.address : emptyAddress);
  const [addressId, setAddressId] = useState(args.home.audience === 'member' ? args.home.selectedId : null);
  const [quote, setQuote] = useState(args.quote);
  const [storeId, setStoreId] = useState(args.selectedStoreId);
  const [message, setMessage] = useState(args.message ?? null);

  // The sandbox's answer: a failure for Tierra del Fuego, the fixture's quote elsewhere.
  const quoteFor = (province: string) => {
    setQuote({ status: 'quoting' });
    setTimeout(() => setQuote(province === 'Tierra del Fuego' ? { status: 'failed' } : quoted), 50);
  };

  const home: DeliveryScreenProps['home'] =
    args.home.audience === 'guest'
      ? {
          ...args.home,
          address,
          onAddressChange: (next) => {
            args.home.audience === 'guest' && args.home.onAddressChange(next);
            setAddress(next);
            setMessage(null);
          },
          onSearch: () => {
            args.home.audience === 'guest' && args.home.onSearch();
            if (isAddressComplete(address)) quoteFor(address.province);
            else setMessage('Por favor complete todos los datos de envío');
          },
        }
      : {
          ...args.home,
          selectedId: addressId,
          onSelect: (id) => {
            (args.home as MemberHomeDelivery).onSelect(id);
            setAddressId(id);
            setMessage(null);
            quoteFor(savedAddresses.find((saved) => saved.id === id)!.province);
          },
        };

  return (
    <DeliveryScreen
      {...args}
      method={method}
      onMethodChange={(next) => {
        args.onMethodChange(next);
        setMethod(next);
        setMessage(null);
      }}
      home={home}
      quote={quote}
      selectedStoreId={storeId}
      onSelectStore={(id) => {
        args.onSelectStore(id);
        setStoreId(id);
        setMessage(null);
      }}
      message={message}
      onContinue={() => {
        if (method === 'Retiro en local' && storeId === null) return setMessage('Por favor seleccione una tienda');
        if (method !== 'Retiro en local' && quote.status !== 'quoted') return setMessage('Por favor complete todos los datos de envío');
        args.onContinue();
      }}
      summary={{ ...summaryFigures, shipping: shippingOf(method, quote), total: summaryFigures.total + (shippingOf(method, quote) ?? 0) }}
    />
  );
}

const meta = {
  title: 'Pantallas/Delivery',
  component: DeliveryScreen,
  args: {
    method: null,
    onMethodChange: fn(),
    home: guest(),
    quote: { status: 'idle' },
    stores: STORES,
    selectedStoreId: null,
    onSelectStore: fn(),
    // A drawn map: no story loads Google's.
    renderMap: drawnMap,
    onContinue: fn(),
    summary: { ...summaryFigures, shipping: null },
  },
  render: (args) => <DeliveryWithState {...args} />,
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof DeliveryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const summaryFigure = (canvasElement: HTMLElement, label: string) =>
  within(within(canvasElement).getByRole('region', { name: 'Resumen de compra' })).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

export const NothingChosen: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Envío' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'Pasos de la compra' })).getByText('Paso 2 de 4')).toBeVisible();
    const group = within(canvas.getByRole('group', { name: '¿Cómo quieres recibir tu compra?' }));
    await expect(group.getByRole('radio', { name: 'Envío a domicilio' })).not.toBeChecked();
    await expect(group.getByRole('radio', { name: 'Retiro en local' })).not.toBeChecked();
    await expect(group.getByRole('radio', { name: 'Retiro en local' })).toHaveAccessibleDescription(
      'Gratis. Retíralo en una de nuestras 18 sucursales dentro de los 15 días corridos.',
    );
    await expect(summaryFigure(canvasElement, 'Envío')).toHaveTextContent('A calcular');

    // Nothing chosen yet: 'Continuar' says what is missing and does not go on.
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Por favor complete todos los datos de envío');
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const GuestQuotesAndContinues: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Envío a domicilio' }));
    await expect(args.onMethodChange).toHaveBeenCalledOnce();
    await expect(args.onMethodChange).toHaveBeenCalledWith('Envío a domicilio');
    await expect(canvas.getByRole('heading', { name: 'Dirección de entrega' })).toBeVisible();
    await expect(canvas.getByText('Completa la dirección para calcular el costo de envío.')).toBeVisible();

    // 'Buscar' with half an address: the storefront says what is missing.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Calle' }), 'Av. Santa Fe');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Por favor complete todos los datos de envío');

    await userEvent.click(canvas.getByRole('combobox', { name: 'Provincia' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ciudad Autónoma de Buenos Aires' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    // Typing again clears the message.
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Ciudad' }), 'Palermo');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código postal' }), 'C1425');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número' }), '3253');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect((args.home as GuestHomeDelivery).onSearch).toHaveBeenCalledTimes(2);

    await waitFor(() => expect(canvas.getByText('Entrega estimada:', { exact: false })).toBeVisible());
    await expect(canvas.getAllByRole('status').find((status) => status.textContent !== '')).toHaveTextContent('Costo de envío: $ 4.520,50 · Andreani');
    await expect(summaryFigure(canvasElement, 'Envío')).toHaveTextContent('$ 4.520,50');
    await expect(summaryFigure(canvasElement, 'Total')).toHaveTextContent('$ 574.517,50');

    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const GuestQuoting: Story = {
  args: { method: 'Envío a domicilio', home: guest(guestAddress), quote: { status: 'quoting' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Calculando costo de envío...')).toBeVisible();
    // 'Buscar' keeps its place and its focus while the quote travels.
    await expect(canvas.getByRole('button', { name: 'Buscar' })).toBeEnabled();
  },
};

export const GuestQuoted: Story = {
  args: { method: 'Envío a domicilio', home: guest(guestAddress), quote: quoted },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox', { name: 'Ciudad' })).toHaveValue('Palermo');
    await expect(canvas.getByText('20/06')).toBeVisible();
    await expect(summaryFigure(canvasElement, 'Envío')).toHaveTextContent('$ 4.520,50');
    await userEvent.click(canvas.getByRole('button', { name: 'Ver detalle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalle del envío' });
    await expect(dialog).toHaveAccessibleDescription('Envío a domicilio a Av. Santa Fe 3253, CP C1425, Palermo, Ciudad Autónoma de Buenos Aires.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const QuoteFailed: Story = {
  args: {
    method: 'Envío a domicilio',
    home: guest({ province: 'Tierra del Fuego', city: 'Ushuaia', zipCode: 'V9410', street: 'San Martín', number: '100' }),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(await canvas.findByText('No se pudo calcular el costo del envío. Porfavor elija retiro en local.')).toBeVisible();
    await expect(summaryFigure(canvasElement, 'Envío')).toHaveTextContent('A calcular');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const MemberPicksSavedAddress: Story = {
  args: { method: 'Envío a domicilio', home: member() },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.queryByRole('textbox', { name: 'Calle' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Bv. Oroño 850, CP 2000, Rosario, Santa Fe' }));
    await expect((args.home as MemberHomeDelivery).onSelect).toHaveBeenCalledOnce();
    await expect((args.home as MemberHomeDelivery).onSelect).toHaveBeenCalledWith(2);
    await waitFor(() => expect(summaryFigure(canvasElement, 'Envío')).toHaveTextContent('$ 4.520,50'));
    await expect(canvas.getByRole('button', { name: 'Agregar otra dirección' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const MemberAddressesLoading: Story = {
  args: { method: 'Envío a domicilio', home: { ...member(), loading: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cargando tus direcciones...')).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: /Av\. Corrientes/ })).not.toBeInTheDocument();
  },
};

export const PickupChoosesAStore: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Retiro en local' }));
    await expect(summaryFigure(canvasElement, 'Envío')).toHaveTextContent('GRATIS');
    await expect(canvas.getByRole('heading', { name: 'Sucursal de retiro' })).toBeVisible();
    // No store, no map yet; 'Continuar' asks for one.
    await expect(canvas.queryByRole('img', { name: /^Mapa de/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Por favor seleccione una tienda');
    await expect(args.onContinue).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('combobox', { name: 'Sucursal' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sucursal Mendoza' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByText('Av. San Martín 1150, Mendoza, Mendoza')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Mapa de Sucursal Mendoza' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const Continuing: Story = {
  args: { method: 'Retiro en local', selectedStoreId: 1, continuing: true, summary: { ...summaryFigures, shipping: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Sucursal' })).toBeDisabled();
  },
};

/** The storefront sent the shopper back here (e.g. 'Costo de envío no calculado' was toasted): said at the step. */
export const SentBackWithMessage: Story = {
  args: { method: 'Envío a domicilio', home: guest(guestAddress), message: 'Por favor complete todos los datos de envío' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Por favor complete todos los datos de envío');
  },
};
