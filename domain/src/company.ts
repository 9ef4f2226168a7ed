// Who sells: the company behind the shop, as Argentine law asks an online shop to name it (Ley 24.240
// art. 4 and Res. SC 270/2020: razón social, CUIT, domicilio, contact) on every page, mail and
// contract. The same company lends: the loan contract names it too. The server reads the operator's
// own identity from COMPANY_* settings; these demo values stand in until then.

export type Company = {
  /** Razón social. */
  legalName: string;
  /** CUIT with its dashes, as it is printed ('30-99999999-5'). */
  cuit: string;
  /** Domicilio legal, in one line. */
  address: string;
  /** The phone as people read it. */
  phone: string;
  email: string;
  /** When customer service answers, in words ('Lunes a viernes de 9 a 18 h'). */
  serviceHours: string;
  /** Condición frente al IVA ('IVA Responsable Inscripto'). */
  ivaCondition: string;
  /** Ingresos Brutos registration number. */
  iibb: string;
  /** The year the company started its activities. */
  activitiesSince: number;
};

/** A demo identity, well-formed (its CUIT's check digit holds) but naming no real company. */
export const DEMO_COMPANY: Company = {
  legalName: 'Tienda de Crédito Demo S.A.',
  cuit: '30-99999999-5',
  address: 'Av. Corrientes 1234, piso 5, C1043AAZ Ciudad Autónoma de Buenos Aires',
  phone: '0800-345-6789',
  email: 'hola@creditienda.com.ar',
  serviceHours: 'Lunes a viernes de 9 a 18 h',
  ivaCondition: 'IVA Responsable Inscripto',
  iibb: '901-999999-5',
  activitiesSince: 2005,
};

/** The seller in one line, as a mail signature or a page's foot says it. */
export const companyLine = (company: Pick<Company, 'legalName' | 'cuit'>) => `${company.legalName} · CUIT ${company.cuit}`;

/**
 * The consumer authorities a shopper may go to. The national one always; the City of Buenos Aires'
 * one because stores of the shop are in the City (Ley 2.244).
 */
export const CONSUMER_AUTHORITIES = [
  // `phone` as people read and dial it.
  {
    name: 'Dirección Nacional de Defensa del Consumidor',
    jurisdiction: 'Nación',
    phone: '0800-666-1518',
    url: 'https://www.argentina.gob.ar/produccion/defensadelconsumidor',
  },
  {
    name: 'Dirección General de Defensa y Protección del Consumidor',
    jurisdiction: 'Ciudad de Buenos Aires, Ley 2.244',
    phone: 'línea 147',
    url: 'https://buenosaires.gob.ar/defensaconsumidor',
  },
] as const;

export type ConsumerAuthority = (typeof CONSUMER_AUTHORITIES)[number];

/** The legend Ley 25.326 (Disp. DNPDP 10/2008) asks for next to every form that collects personal data. */
export const PERSONAL_DATA_LEGEND =
  'La AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA, en su carácter de Órgano de Control de la Ley N° 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos personales.';
