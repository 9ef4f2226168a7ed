import { companyLine, type Company } from '@tienda/domain';
import { mailLine } from './mailMarkup';
import type { Mail } from './mailer';

/** The seller's identity under every mail the shop sends (Ley 24.240 art. 4: who is writing to you). */
export function signatureLines(company: Company): string[] {
  return [companyLine(company), company.address, `${company.phone} · ${company.email} · ${company.serviceHours}`];
}

/** The mail with the seller's signature after its own words, in its text and, when it has one, its HTML. */
export function signed(mail: Mail, company: Company): Mail {
  const lines = signatureLines(company);
  return {
    ...mail,
    text: `${mail.text}\n\n--\n${lines.join('\n')}`,
    ...(mail.html ? { html: `${mail.html}\n<hr>\n<p>${lines.map(mailLine).join('<br>')}</p>` } : {}),
  };
}
