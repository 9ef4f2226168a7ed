import { CircleCheck } from 'lucide-react';
import { Button } from '../components/Button';
import { OrderFacts, ResultPage } from '../components/ResultPage';
import * as styles from './SuccessScreen.css';

export type SuccessScreenProps = {
  /** Where the order's news go: the account's e-mail, or the guest's contact e-mail. */
  email: string;
  /** The order just placed; left out when the storefront no longer knows it. */
  orderId?: number | string;
  /** 'Volver al inicio': the storefront clears the checkout data and the cart, then goes home. */
  onGoHome: () => void;
};

/** '/success' (spec §2 Result pages): the thanks, where the notifications go, the order number. */
export function SuccessScreen({ email, orderId, onGoHome }: SuccessScreenProps) {
  return (
    <ResultPage
      tone="success"
      icon={<CircleCheck size={40} />}
      title="¡Gracias por tu compra!"
      description={
        <>
          Te enviaremos las novedades de tu pedido a <strong className={styles.email}>{email}</strong>.
        </>
      }
      actions={<Button onClick={onGoHome}>Volver al inicio</Button>}
    >
      {orderId !== undefined && <OrderFacts facts={[{ label: 'Número de orden', value: String(orderId) }]} />}
    </ResultPage>
  );
}
