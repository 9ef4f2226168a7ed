import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { BajaConfirmResponse } from '@tienda/domain';
import { BajaConfirmScreen, type BajaConfirmation } from '@tienda/ui';
import { http, serverMessage } from '../api/http';
import { noIndexHead } from '../app/pageHead';

/**
 * '/baja/confirm/{token}', the link of the baja's e-mail: opening it is what makes the baja take
 * effect (POST /api/baja/confirm), once, in the browser only.
 */
export const meta = () => noIndexHead('Confirmar baja');

export default function BajaConfirmRoute() {
  const { token = '' } = useParams();
  const [confirmation, setConfirmation] = useState<BajaConfirmation>({ status: 'confirming' });
  const sent = useRef(false);

  useEffect(() => {
    // Once per page, even when React runs effects twice: the server answers the same anyway.
    if (sent.current) return;
    sent.current = true;
    http
      .post('/api/baja/confirm', BajaConfirmResponse, { token })
      .then(({ code, outcome, message }) => setConfirmation({ status: 'confirmed', code, outcome, message }))
      .catch((error: unknown) =>
        setConfirmation({ status: 'error', message: serverMessage(error, 'No pudimos confirmar tu solicitud. Intenta de nuevo más tarde.') }),
      );
  }, [token]);

  return <BajaConfirmScreen confirmation={confirmation} />;
}
