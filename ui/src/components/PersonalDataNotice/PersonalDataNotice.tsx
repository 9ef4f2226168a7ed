import { PERSONAL_DATA_LEGEND } from '@tienda/domain';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { shopPaths } from '../../paths';

export type PersonalDataNoticeProps = {
  /** What the form's data is for, said before the legend ('Usamos tus datos para registrar tu cuenta.'). */
  purpose?: string;
};

/**
 * The notice Ley 25.326 asks for beside every form that collects personal data: the AAIP's legend,
 * word for word, and the way to the privacy policy (what is kept, who receives it, how to ask for it).
 */
export function PersonalDataNotice({ purpose }: PersonalDataNoticeProps) {
  return (
    <Stack space="xxsmall">
      <Text size="xsmall" tone="muted">
        {purpose ? `${purpose} ` : ''}
        Conoce cómo los tratamos y cómo acceder a ellos, corregirlos o eliminarlos en nuestra{' '}
        <Link href={shopPaths.policyAndPrivacy}>Política de privacidad</Link>.
      </Text>
      <Text size="xsmall" tone="muted">
        {PERSONAL_DATA_LEGEND}
      </Text>
    </Stack>
  );
}
