import { useId, type ReactNode } from 'react';
import { Camera, KeyRound, LogOut, Monitor, ShoppingBag, Trash2, UserRound } from 'lucide-react';
import { Badge } from '../components/Badge';
import { Box } from '../components/Box';
import { Button, ButtonLink } from '../components/Button';
import { Card } from '../components/Card';
import { ChangePasswordDialog, type ChangePasswordDialogProps } from '../components/ChangePasswordDialog';
import { Column, Columns } from '../components/Columns';
import { Container } from '../components/Container';
import { DeleteAccountDialog, type DeleteAccountDialogProps } from '../components/DeleteAccountDialog';
import { EditProfileDialog, formatAddress, type EditProfileDialogProps } from '../components/EditProfileDialog';
import { LoadFailure } from '../components/EmptyState';
import { Heading } from '../components/Heading';
import { Link } from '../components/Link';
import { Spinner } from '../components/Spinner';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { FieldError } from '../components/Field';
import { FilePicker } from '../components/FilePicker';
import { shopPaths } from '../paths';
import { bareList, visuallyHidden } from '../theme/utils.css';
import * as styles from './ProfileScreen.css';

/** The signed-in member as GET /api/user gives it, in the screen's words. */
export type ProfileUser = EditProfileDialogProps['profile'] & {
  email: string;
  addresses: EditProfileDialogProps['addresses'];
};

/** One open session of GET /api/auth/session. */
export type OpenSession = {
  id: string;
  /** A readable device, e.g. 'Chrome en Windows' (the storefront reads it from the user agent). */
  device: string;
  /** ISO date of its last use. */
  lastUsedAt: string;
  /** This browser's own session. */
  current: boolean;
};

/** The sessions list has its own call, so its own state. */
export type SessionsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; sessions: OpenSession[] };

export type ProfileScreenProps = Omit<EditProfileDialogProps, 'profile' | 'addresses' | 'trigger' | 'defaultOpen' | 'defaultTab'> & {
  /** The member; undefined while GET /api/user is on its way. */
  user?: ProfileUser;
  /** The user could not be loaded: said, with 'Reintentar'. */
  loadError?: string | null;
  onRetry?: () => void;

  /** The avatar's URL: the saved one (/avatar/{name}) or the preview of a file just chosen. */
  avatarUrl?: string | null;
  /** A picture was chosen; the storefront previews it (URL.createObjectURL) and uploads it. */
  onAvatarSelected: (file: File) => void;
  avatarUploading?: boolean;
  avatarError?: string | null;

  /** Resolve to close the dialog; reject (with `changePasswordError`) to keep it open. */
  onChangePassword: ChangePasswordDialogProps['onSubmit'];
  changingPassword?: boolean;
  changePasswordError?: string | null;
  onLogOut: () => void;
  sessions: SessionsState;
  /** Closes another device's session (DELETE /api/auth/session/{id}); this one's closes by `onLogOut`. */
  onCloseSession: (id: string) => void;
  /** The session being closed: its button is busy. */
  closingSessionId?: string | null;
  /** Called with the password that confirms it; resolve once the account is gone. */
  onDeleteAccount: DeleteAccountDialogProps['onConfirm'];
  deletingAccount?: boolean;
  deleteAccountError?: string | null;
  /** The member signs in with Google: no password to change, none asked to delete the account. */
  passwordless?: boolean;
};

// Argentina's clock whatever the device's, so every member reads the same time.
const lastUseFormat = new Intl.DateTimeFormat('es-AR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Argentina/Buenos_Aires',
});

function Avatar({ url, name, onSelected, uploading, error }: {
  url?: string | null;
  name: string;
  onSelected: (file: File) => void;
  uploading?: boolean;
  error?: string | null;
}) {
  const errorId = `${useId()}-error`;
  return (
    <Stack space="small" alignItems="center" className={styles.avatarBlock}>
      <div className={styles.avatar}>
        {url ? <img src={url} alt={`Foto de perfil de ${name}`} className={styles.avatarImage} /> : <UserRound size={48} aria-hidden="true" />}
      </div>
      <FilePicker
        label="Cambiar foto"
        icon={<Camera size={18} aria-hidden="true" />}
        accept="image/*"
        disabled={uploading}
        describedBy={error ? errorId : undefined}
        onFiles={([file]) => file && onSelected(file)}
      />
      {uploading && <Spinner size="small" label="Subiendo foto..." />}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Stack>
  );
}

/** The page's column, with room above and below. */
function Page({ children }: { children: ReactNode }) {
  return (
    <Container>
      <Stack space="large" paddingY={{ mobile: 'large', desktop: 'xlarge' }}>
        {children}
      </Stack>
    </Container>
  );
}

function Sessions({ state, onCloseSession, onLogOut, closingSessionId }: {
  state: SessionsState;
  onCloseSession: (id: string) => void;
  onLogOut: () => void;
  closingSessionId?: string | null;
}) {
  if (state.status === 'loading') return <Spinner label="Cargando sesiones..." />;
  if (state.status === 'error') return <Text tone="critical" role="alert">{state.message}</Text>;
  return (
    <Stack as="ul" space="small" width="full" className={bareList}>
      {state.sessions.map((session) => (
        <Box as="li" key={session.id} display="flex" flexWrap="wrap" alignItems="center" gap="small" padding="small" borderRadius="medium" className={styles.sessionItem}>
          <Monitor size={22} aria-hidden="true" className={styles.sessionIcon} />
          <div className={styles.sessionText}>
            <Text weight="medium">
              {session.device} {session.current && <Badge tone="success">Esta sesión</Badge>}
            </Text>
            <Text size="small" tone="muted">
              Último uso: {lastUseFormat.format(new Date(session.lastUsedAt))}
            </Text>
          </div>
          <Button
            variant="secondary"
            loading={closingSessionId === session.id}
            loadingLabel="Cerrando..."
            onClick={() => (session.current ? onLogOut() : onCloseSession(session.id))}
          >
            Cerrar sesión
            {/* Every row has the same button: screen readers hear which device it closes. */}
            <span className={visuallyHidden}>
              {` en ${session.device}${session.current ? ' (esta sesión)' : ''}`}
            </span>
          </Button>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * '/profile': the member's data with the avatar, the edit dialog ('Información Básica' and
 * 'Direcciones'), Security and 'Tu cuenta' (log out, open sessions, delete the account).
 */
export function ProfileScreen({
  user,
  loadError,
  onRetry,
  avatarUrl,
  onAvatarSelected,
  avatarUploading,
  avatarError,
  onChangePassword,
  changingPassword,
  changePasswordError,
  onLogOut,
  sessions,
  onCloseSession,
  closingSessionId,
  onDeleteAccount,
  deletingAccount,
  deleteAccountError,
  passwordless = false,
  ...editDialog
}: ProfileScreenProps) {
  if (loadError) {
    return (
      <Page>
        <LoadFailure headingLevel="1" title="No pudimos cargar tu perfil" message={loadError} onRetry={onRetry} />
      </Page>
    );
  }
  if (!user) {
    return (
      <Page>
        <Heading level="1">Mi perfil</Heading>
        <Spinner size="large" label="Cargando tu perfil..." />
      </Page>
    );
  }

  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const { email, addresses, ...profile } = user;
  const details: [string, string][] = [
    ['Nombre completo', fullName],
    ['CUIL', user.cuil],
    ['Teléfono', user.phone],
    ['Correo electrónico', email],
    ['Domicilio', addresses[0] ? formatAddress(addresses[0]) : 'No ha agregado su domicilio'],
  ];

  return (
    <Page>
      <Heading level="1">Mi perfil</Heading>
      <Columns space="large" collapseBelow="desktop" alignY="top">
        <Column width="3/5">
          <Card title="Información personal" icon={<UserRound size={22} aria-hidden="true" />} borderRadius="large" alignItems="flex-start" className={styles.card}>
            <Box display="flex" flexDirection={{ mobile: 'column', desktop: 'row' }} alignItems={{ desktop: 'flex-start' }} gap="large" width="full">
              <Avatar url={avatarUrl} name={fullName} onSelected={onAvatarSelected} uploading={avatarUploading} error={avatarError} />
              <Stack as="dl" space="small" margin="none" className={styles.details}>
                {details.map(([term, value]) => (
                  <Stack key={term} space="xxsmall">
                    <dt className={styles.term}>{term}</dt>
                    <dd className={styles.value}>{value}</dd>
                  </Stack>
                ))}
              </Stack>
            </Box>
            <EditProfileDialog {...editDialog} profile={profile} addresses={addresses} trigger={<Button variant="secondary">Editar perfil</Button>} />
          </Card>
        </Column>

        <Column width="2/5">
          <Stack space="large">
            <Card title="Mis compras" icon={<ShoppingBag size={22} aria-hidden="true" />} borderRadius="large" alignItems="flex-start" className={styles.card}>
              <Text tone="muted">Sigue tus pedidos, paga lo pendiente o vuelve a comprar.</Text>
              <ButtonLink href={shopPaths.orders} variant="secondary">
                Ver mis compras
              </ButtonLink>
            </Card>

            <Card title="Seguridad" icon={<KeyRound size={22} aria-hidden="true" />} borderRadius="large" alignItems="flex-start" className={styles.card}>
              {passwordless ? (
                <Text tone="muted">Inicias sesión con Google: tu contraseña se administra en tu cuenta de Google.</Text>
              ) : (
                <ChangePasswordDialog
                  onSubmit={onChangePassword}
                  submitting={changingPassword}
                  error={changePasswordError}
                  trigger={<Button variant="secondary">Cambiar contraseña</Button>}
                />
              )}
              <Stack as="ul" space="small" className={bareList}>
                <li><Link href={shopPaths.policyAndPrivacy}>Política de privacidad</Link></li>
                <li><Link href={shopPaths.termsAndConditions}>Términos y condiciones</Link></li>
              </Stack>
            </Card>

            <Card title="Tu cuenta" icon={<LogOut size={22} aria-hidden="true" />} borderRadius="large" alignItems="flex-start" className={styles.card}>
              <Button icon={<LogOut size={18} aria-hidden="true" />} onClick={onLogOut}>Cerrar sesión</Button>
              <Heading level="3" size="4">Sesiones abiertas</Heading>
              <Sessions state={sessions} onCloseSession={onCloseSession} onLogOut={onLogOut} closingSessionId={closingSessionId} />
              <DeleteAccountDialog
                onConfirm={onDeleteAccount}
                deleting={deletingAccount}
                error={deleteAccountError}
                passwordless={passwordless}
                trigger={
                  <Button variant="critical" icon={<Trash2 size={18} aria-hidden="true" />}>
                    Eliminar cuenta
                  </Button>
                }
              />
            </Card>
          </Stack>
        </Column>
      </Columns>
    </Page>
  );
}
