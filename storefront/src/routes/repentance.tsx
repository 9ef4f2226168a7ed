import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { WithdrawalResponse } from '@tienda/domain';
import { RepentanceScreen, type RepentanceSubmission, type RepentanceValues } from '@tienda/ui';
import { http, serverMessage } from '../api/http';
import { useAuth } from '../app/auth';
import type { MetaArgs } from 'react-router';
import { staticHead } from '../app/pageHead';

/**
 * The 'botón de arrepentimiento' (spec §2 Static pages): the request goes to POST /api/withdrawal.
 * An order's page links here with its number and e-mail (`?pedido=&correo=`), which fill the form.
 * A member's own order is withdrawn at once (the code comes back); anyone else is told to open the
 * link mailed to the order's address (/repentance/confirm/{token}).
 */
export const meta = ({ matches }: MetaArgs) => staticHead('Botón de arrepentimiento', '/repentance', matches);

export default function RepentanceRoute() {
  const { user } = useAuth();
  const [search] = useSearchParams();
  const [submission, setSubmission] = useState<RepentanceSubmission>({ status: 'idle' });

  const submit = async (values: RepentanceValues) => {
    setSubmission({ status: 'submitting' });
    try {
      const { code, message } = await http.post('/api/withdrawal', WithdrawalResponse, values);
      setSubmission(code ? { status: 'success', code } : { status: 'mailed', message });
    } catch (error) {
      setSubmission({ status: 'error', message: serverMessage(error, 'No pudimos enviar tu solicitud. Intenta de nuevo más tarde.') });
    }
  };

  const order = search.get('pedido');
  const email = search.get('correo');
  const initialValues: Partial<RepentanceValues> = {
    ...(user ? { name: `${user.first_name} ${user.last_name}`.trim(), email: user.email, phone: user.phone ?? '' } : {}),
    ...(order ? { orderNumber: order } : {}),
    ...(email ? { email } : {}),
  };

  return <RepentanceScreen submission={submission} onSubmit={(values) => void submit(values)} initialValues={initialValues} />;
}
