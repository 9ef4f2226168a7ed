import { useState } from 'react';
import type { MetaArgs } from 'react-router';
import { BajaResponse } from '@tienda/domain';
import { BajaScreen, type BajaRequestState, type BajaSubmission } from '@tienda/ui';
import { http, serverMessage } from '../api/http';
import { staticHead } from '../app/pageHead';

/**
 * '/baja', the 'Botón de baja' (linked from the top of every page): an order not yet shipped or an
 * account, without signing in. POST /api/baja answers with a code at once; the change waits for the
 * link mailed to the order's or account's address (/baja/confirm/{token}).
 */
export const meta = ({ matches }: MetaArgs) => staticHead('Botón de baja', '/baja', matches);

export default function BajaRoute() {
  const [request, setRequest] = useState<BajaRequestState>({ status: 'idle' });

  const submit = async (values: BajaSubmission) => {
    setRequest({ status: 'submitting' });
    try {
      const { code, message } = await http.post('/api/baja', BajaResponse, values);
      setRequest({ status: 'sent', code, message });
    } catch (error) {
      setRequest({ status: 'error', message: serverMessage(error, 'No pudimos enviar tu solicitud. Intenta de nuevo más tarde.') });
    }
  };

  return <BajaScreen request={request} onSubmit={(values) => void submit(values)} />;
}
