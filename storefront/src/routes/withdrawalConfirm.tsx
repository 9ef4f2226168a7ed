import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { WithdrawalResponse } from '@tienda/domain';
import { WithdrawalConfirmScreen, type WithdrawalConfirmation } from '@tienda/ui';
import { http, serverMessage } from '../api/http';
import { noIndexHead } from '../app/pageHead';

/**
 * '/repentance/confirm/{token}', the link of the withdrawal's e-mail: opening it is what makes a
 * guest's withdrawal take effect (POST /api/withdrawal/confirm), once, in the browser only.
 */
export const meta = () => noIndexHead('Confirmar arrepentimiento');

export default function WithdrawalConfirmRoute() {
  const { token = '' } = useParams();
  const [confirmation, setConfirmation] = useState<WithdrawalConfirmation>({ status: 'confirming' });
  const sent = useRef(false);

  useEffect(() => {
    // Once per page, even when React runs effects twice: the server answers the same code anyway.
    if (sent.current) return;
    sent.current = true;
    http
      .post('/api/withdrawal/confirm', WithdrawalResponse, { token })
      .then(({ code, message }) => setConfirmation(code ? { status: 'confirmed', code } : { status: 'error', message }))
      .catch((error: unknown) =>
        setConfirmation({ status: 'error', message: serverMessage(error, 'No pudimos confirmar tu solicitud. Intenta de nuevo más tarde.') }),
      );
  }, [token]);

  return <WithdrawalConfirmScreen confirmation={confirmation} />;
}
