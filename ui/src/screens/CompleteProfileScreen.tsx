import { AuthCard } from '../components/AuthCard';
import { FormFailure } from '../components/Field';
import { ProfileForm, type BasicProfile } from '../components/EditProfileDialog';
import { PersonalDataNotice } from '../components/PersonalDataNotice';
import { Text } from '../components/Text';

export type CompleteProfileScreenProps = {
  /** The account's e-mail: already known, shown so the person knows which account this is. */
  email: string;
  /** What the account already has (e.g. the name Google gave). */
  initialValues: BasicProfile;
  /** Called with values that pass the profile rules of spec §5. */
  onSubmit: (values: BasicProfile) => void;
  submitting?: boolean;
  /** The server's refusal; the typed values stay. */
  error?: string | null;
};

/**
 * '/second-step', '/create-profile' and '/auth/complete-profile': the data an account still
 * lacks to buy (name, last name, CUIL, phone, birthday), e.g. after signing in with Google.
 */
export function CompleteProfileScreen({ email, initialValues, onSubmit, submitting = false, error = null }: CompleteProfileScreenProps) {
  return (
    <AuthCard
      width="wide"
      title="Completa tu perfil"
      intro="Necesitamos estos datos para tus compras y para consultar tu préstamo pre-aprobado."
    >
      <Text tone="muted">
        Cuenta: <strong>{email}</strong>
      </Text>
      <ProfileForm initialValues={initialValues} onSubmit={onSubmit} submitting={submitting} submitLabel="Crear cuenta" />
      {error && <FormFailure>{error}</FormFailure>}
      <PersonalDataNotice purpose="Usamos estos datos para tus compras y para consultar tu préstamo pre-aprobado." />
    </AuthCard>
  );
}
