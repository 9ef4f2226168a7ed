import { CircleX } from 'lucide-react';
import { ButtonLink } from '../components/Button';
import { shopPaths } from '../paths';
import { ResultPage } from '../components/ResultPage';

/** '/failure' (spec §2 Result pages): the payment failed; home, or another way to pay. */
export function FailureScreen() {
  return (
    <ResultPage
      tone="critical"
      icon={<CircleX size={40} />}
      title="Surgió un error al momento del pago"
      description="Vuelve a intentarlo más tarde"
      actions={
        <>
          <ButtonLink href={shopPaths.home} variant="secondary">
            Volver al inicio
          </ButtonLink>
          <ButtonLink href={shopPaths.paymentMethod}>Elegir otro medio de pago</ButtonLink>
        </>
      }
    />
  );
}
