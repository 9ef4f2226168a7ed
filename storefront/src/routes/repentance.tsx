import { useState } from 'react';
import { WithdrawalResponse } from '@tienda/domain';
import { RepentanceScreen, type RepentanceSubmission, type RepentanceValues } from '@tienda/ui';
import { http, serverMessage } from '../api/http';
import { useAuth } from '../app/auth';
import type { MetaArgs } from 'react-router';
import { staticHead } from '../app/pageHead';

/** The 'botón de arrepentimiento' (spec §2 Static pages): the request goes to POST /api/withdrawal. */
export const meta = ({ matches }: MetaArgs) => staticHead('Botón de arrepentimiento', '/repentance', matches);

export default function RepentanceRoute() {
  const { user } = useAuth();
  const [submission, setSubmission] = useState<RepentanceSubmission>({ status: 'idle' });

  const submit = async (values: RepentanceValues) => {
    setSubmission({ status: 'submitting' });
    try {
      const { code } = await http.post('/api/withdrawal', WithdrawalResponse, values);
      setSubmission({ status: 'success', code });
    } catch (error) {
      setSubmission({ status: 'error', message: serverMessage(error, 'No pudimos enviar tu solicitud. Intenta de nuevo más tarde.') });
    }
  };

  return (
    <RepentanceScreen
      submission={submission}
      onSubmit={(values) => void submit(values)}
      initialValues={user ? { name: `${user.first_name} ${user.last_name}`.trim(), email: user.email, phone: user.phone ?? '' } : undefined}
    />
  );
}
