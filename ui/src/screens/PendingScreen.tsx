import { Clock } from 'lucide-react';
import { formatARS } from '@tienda/domain';
import { BankTransferDetails, type BankTransferDetailsProps } from '../components/BankTransferDetails';
import { ButtonLink } from '../components/Button';
import { NetOfTaxes } from '../components/NetOfTaxes';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { shopPaths } from '../paths';
import { OrderFacts, ResultPage } from '../components/ResultPage';

export type PendingScreenProps = {
  /** The order waiting for its payment (last_order_info). */
  orderId?: number | string;
  /** What is to be paid, shipping included. */
  total?: number;
  /** That total without national taxes (the domain's orderWithoutNationalTaxes): its legend. */
  totalWithoutNationalTaxes?: number;
  /** A bank-transfer order: the shop's bank data, with the WhatsApp link for the receipt. */
  transfer?: Omit<BankTransferDetailsProps, 'title' | 'headingLevel'>;
};

/**
 * '/pending' (spec §2 Result pages): 'Su compra ya casi está lista'. A transfer repeats the
 * bank data with the CBU to copy, says how to send the receipt by WhatsApp, and the total;
 * any other pending payment only waits for its confirmation.
 */
export function PendingScreen({ orderId, total, totalWithoutNationalTaxes, transfer }: PendingScreenProps) {
  const facts = [
    ...(orderId !== undefined ? [{ label: 'Número de orden', value: String(orderId) }] : []),
    ...(total !== undefined ? [{ label: 'Total a pagar', value: formatARS(total) }] : []),
  ];
  return (
    <ResultPage
      tone="warning"
      icon={<Clock size={40} />}
      title="Su compra ya casi está lista"
      description={
        transfer
          ? 'Solo falta que hagas la transferencia y nos envíes el comprobante.'
          : 'Estamos esperando la confirmación de tu pago. Cuando se acredite, prepararemos tu pedido.'
      }
      actions={
        <ButtonLink href={shopPaths.home} variant={transfer ? 'secondary' : 'primary'}>
          Volver al inicio
        </ButtonLink>
      }
    >
      {facts.length > 0 &&
        (total !== undefined && totalWithoutNationalTaxes !== undefined ? (
          // 'Total a pagar' and, under it, its price without national taxes: one price block.
          <Stack space="xxsmall" data-price="">
            <OrderFacts facts={facts} />
            <NetOfTaxes amount={totalWithoutNationalTaxes} align="right" />
          </Stack>
        ) : (
          <OrderFacts facts={facts} />
        ))}
      {transfer && (
        <>
          <Stack as="ol" space="xsmall" margin="none" paddingLeft="large" aria-label="Cómo terminar tu compra">
            <li>
              <Text as="span">Transfiere {total !== undefined ? `${formatARS(total)} ` : 'el total '}a la cuenta de abajo.</Text>
            </li>
            <li>
              <Text as="span">
                Envía el comprobante por WhatsApp{orderId !== undefined ? ` indicando tu número de orden (${orderId})` : ''}.
              </Text>
            </li>
            <li>
              <Text as="span">Cuando recibamos la transferencia, prepararemos tu pedido.</Text>
            </li>
          </Stack>
          <BankTransferDetails {...transfer} headingLevel="2" />
        </>
      )}
    </ResultPage>
  );
}
