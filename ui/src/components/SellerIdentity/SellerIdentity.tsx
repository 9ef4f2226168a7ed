import type { Company } from '@tienda/domain';
import { Link } from '../Link';

export type SellerIdentityProps = {
  seller: Company;
  /** The tax registration too (IVA condition, Ingresos Brutos, start of activities): the legal page's full card. */
  withTaxData?: boolean;
};

const dialable = (text: string) => text.replace(/[^\d+]/g, '');

/**
 * Who sells, one fact per line, as a text page's list: razón social, CUIT, address, phone, e-mail,
 * hours; and, when asked, the tax registration. The words come from the server's settings only.
 */
export function SellerIdentity({ seller, withTaxData = false }: SellerIdentityProps) {
  return (
    <ul>
      <li>
        <strong>Razón social:</strong> {seller.legalName}
      </li>
      <li>
        <strong>CUIT:</strong> {seller.cuit}
      </li>
      <li>
        <strong>Domicilio legal:</strong> {seller.address}
      </li>
      <li>
        <strong>Teléfono:</strong> <Link href={`tel:${dialable(seller.phone)}`}>{seller.phone}</Link>
      </li>
      <li>
        <strong>Correo electrónico:</strong> <Link href={`mailto:${seller.email}`}>{seller.email}</Link>
      </li>
      <li>
        <strong>Atención al cliente:</strong> {seller.serviceHours}
      </li>
      {withTaxData && (
        <>
          <li>
            <strong>Condición frente al IVA:</strong> {seller.ivaCondition}
          </li>
          <li>
            <strong>Ingresos Brutos:</strong> {seller.iibb}
          </li>
          <li>
            <strong>Inicio de actividades:</strong> {seller.activitiesSince}
          </li>
        </>
      )}
    </ul>
  );
}
