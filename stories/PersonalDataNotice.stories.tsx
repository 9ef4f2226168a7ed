import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PersonalDataNotice } from '@tienda/ui';

const meta = {
  title: 'Piezas/PersonalDataNotice',
  component: PersonalDataNotice,
  args: { purpose: 'Usamos estos datos para crear tu cuenta.' },
  parameters: { snapshot: { widths: [390, 1280] } },
} satisfies Meta<typeof PersonalDataNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The AAIP's legend, word for word, as Ley 25.326 asks beside a form that collects personal data. */
const LEGEND =
  'La AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA, en su carácter de Órgano de Control de la Ley N° 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos personales.';

export const WithPurpose: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(LEGEND)).toBeVisible();
    await expect(canvas.getByText(/^Usamos estos datos para crear tu cuenta\. Conoce cómo los tratamos/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/policy-and-privacy');
  },
};

export const WithoutPurpose: Story = {
  args: { purpose: undefined },
  parameters: { snapshot: { widths: [390] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Conoce cómo los tratamos y cómo acceder a ellos, corregirlos o eliminarlos/)).toBeVisible();
    await expect(canvas.getByText(LEGEND)).toBeVisible();
  },
};
