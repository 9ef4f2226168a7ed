import { useState } from 'react';
import type { MetaArgs } from 'react-router';
import { MessageResponse } from '@tienda/domain';
import { ContactUsScreen, type ContactMessageValues } from '@tienda/ui';
import { http, serverMessage } from '../api/http';
import { useAuth } from '../app/auth';
import { staticHead } from '../app/pageHead';
import { useSeller } from '../app/queries';

export const meta = ({ matches }: MetaArgs) => staticHead('Contacto', '/contacto', matches);

type Sending = { status: 'idle' | 'sending' } | { status: 'sent'; message: string } | { status: 'error'; message: string };

/**
 * '/contacto': a question or a personal-data request by a form, with no WhatsApp needed; it goes to
 * POST /api/contact (limited per address on the server). A member's name, e-mail and phone come filled.
 */
export default function ContactUsRoute() {
  const seller = useSeller();
  const { user } = useAuth();
  const [sending, setSending] = useState<Sending>({ status: 'idle' });

  const submit = async (values: ContactMessageValues) => {
    setSending({ status: 'sending' });
    try {
      const { message } = await http.post('/api/contact', MessageResponse, values);
      setSending({ status: 'sent', message });
    } catch (error) {
      setSending({ status: 'error', message: serverMessage(error, 'No pudimos enviar tu mensaje. Intenta de nuevo más tarde.') });
    }
  };

  return (
    <ContactUsScreen
      seller={seller}
      onSubmit={(values) => void submit(values)}
      submitting={sending.status === 'sending'}
      error={sending.status === 'error' ? sending.message : null}
      sentMessage={sending.status === 'sent' ? sending.message : null}
      initialValues={user ? { name: `${user.first_name} ${user.last_name}`.trim(), email: user.email, phone: user.phone ?? '' } : undefined}
    />
  );
}
