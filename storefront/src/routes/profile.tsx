import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ProfileScreen, useToast, type SessionsState } from '@tienda/ui';
import { deviceName, PROVINCES, type Address } from '@tienda/domain';
import type { User } from '@tienda/domain';
import { accountApi } from '../api/account';
import { serverMessage } from '../api/http';
import { clearSession, logOut } from '../api/session';
import { ME, useAuth } from '../app/auth';
import { RequireAuth } from '../app/guards';
import { toBasicProfile, toProfileFields } from '../app/profileFields';
import { noIndexHead } from '../app/pageHead';
import { Redirect } from '../app/Redirect';

const SESSIONS = ['sessions'];
const provinces = PROVINCES.map(({ name, cities }) => ({ name, cities }));

type Busy = 'profile' | 'address' | 'avatar' | 'password' | 'delete' | null;
type Errors = Partial<Record<'profile' | 'address' | 'avatar' | 'password' | 'delete', string>>;

/** A picture chosen but not yet uploaded is shown at once from the file itself. */
function useAvatarPreview() {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  return [preview, (file: File | null) => setPreview(file ? URL.createObjectURL(file) : null)] as const;
}

function Profile({ user, onLeave }: { user: User; onLeave: () => void }) {
  const queryClient = useQueryClient();
  const { show } = useToast();
  const [busy, setBusy] = useState<Busy>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [closingSessionId, setClosingSessionId] = useState<string | null>(null);
  const [preview, setPreview] = useAvatarPreview();
  const sessions = useQuery({ queryKey: SESSIONS, queryFn: accountApi.sessions });

  /** Runs one of the page's calls: busy while it travels, a toast after, the error kept on failure. */
  const run = async <T,>(what: NonNullable<Busy>, call: () => Promise<T>, done: string, fallback: string): Promise<T> => {
    setBusy(what);
    setErrors((before) => ({ ...before, [what]: undefined }));
    try {
      const result = await call();
      show(done, 'success');
      return result;
    } catch (error) {
      const message = serverMessage(error, fallback);
      setErrors((before) => ({ ...before, [what]: message }));
      show(message, 'critical');
      throw error;
    } finally {
      setBusy(null);
    }
  };
  const refreshUser = () => queryClient.invalidateQueries({ queryKey: ME });
  const quietly = (promise: Promise<unknown>) => promise.catch(() => undefined);

  const sessionsState: SessionsState = sessions.isPending
    ? { status: 'loading' }
    : sessions.isError
      ? { status: 'error', message: 'No pudimos cargar tus sesiones abiertas.' }
      : {
          status: 'ready',
          sessions: sessions.data.map(({ id, userAgent, lastUsedAt, current }) => ({ id, device: deviceName(userAgent), lastUsedAt, current })),
        };

  /** The member chose to go (log-out, deleted account): home, not the guard's /login. */
  const leave = async (message: string, end: () => Promise<void> | void) => {
    onLeave();
    await end();
    show(message, 'success');
  };

  return (
    <ProfileScreen
      user={{ ...toBasicProfile(user), email: user.email, addresses: user.addresses }}
      provinces={provinces}
      avatarUrl={preview ?? (user.avatar ? `/avatar/${user.avatar}` : null)}
      onAvatarSelected={(file) => {
        setPreview(file);
        void quietly(
          run('avatar', () => accountApi.uploadAvatar(file), 'Foto de perfil actualizada', 'No pudimos subir tu foto. Prueba con otra imagen.')
            .then(refreshUser)
            // Saved: the shop's own copy (re-encoded, stripped of metadata) replaces the preview.
            .finally(() => setPreview(null)),
        );
      }}
      avatarUploading={busy === 'avatar'}
      avatarError={errors.avatar}
      onSaveProfile={(values) =>
        void quietly(
          run('profile', () => accountApi.updateProfile(toProfileFields(values)), 'Datos actualizados correctamente', 'Error en datos de usuario').then((updated) =>
            queryClient.setQueryData(ME, updated),
          ),
        )
      }
      savingProfile={busy === 'profile'}
      profileError={errors.profile}
      onAddAddress={(address: Address) =>
        run('address', () => accountApi.addAddress(address), 'Dirección creada correctamente', 'Error al crear dirección').then(refreshUser)
      }
      onEditAddress={(id: number, address: Address) =>
        run('address', () => accountApi.updateAddress(id, address), 'Se actualizó la dirección correctamente', 'Error al modificar dirección').then(refreshUser)
      }
      savingAddress={busy === 'address'}
      addressError={errors.address}
      onChangePassword={({ currentPassword, newPassword }) =>
        run('password', () => accountApi.changePassword(currentPassword, newPassword), 'Contraseña actualizada', 'No pudimos cambiar tu contraseña.').then(() =>
          queryClient.invalidateQueries({ queryKey: SESSIONS }),
        )
      }
      changingPassword={busy === 'password'}
      changePasswordError={errors.password}
      onLogOut={() => void leave('Sesión cerrada correctamente', logOut)}
      sessions={sessionsState}
      closingSessionId={closingSessionId}
      onCloseSession={(id) => {
        setClosingSessionId(id);
        accountApi
          .closeSession(id)
          .then(() => show('Sesión cerrada correctamente', 'success'))
          .catch((error: unknown) => show(serverMessage(error, 'No pudimos cerrar esa sesión.'), 'critical'))
          .finally(() => {
            setClosingSessionId(null);
            void queryClient.invalidateQueries({ queryKey: SESSIONS });
          });
      }}
      onDeleteAccount={(password) =>
        run('delete', () => accountApi.deleteAccount(password), 'Cuenta eliminada', 'No pudimos eliminar tu cuenta.').then(() =>
          leave('Tu cuenta fue eliminada. Gracias por haber comprado con nosotros.', () => clearSession('logged-out')),
        )
      }
      deletingAccount={busy === 'delete'}
      deleteAccountError={errors.delete}
      passwordless={user.google_only}
    />
  );
}

/** '/profile' (members only): the screen wired to the account calls. */
export const meta = () => noIndexHead('Mi perfil');

export default function ProfileRoute() {
  const { user } = useAuth();
  const [left, setLeft] = useState(false);
  if (left) return <Redirect to="/home" />;
  return <RequireAuth>{user && <Profile user={user} onLeave={() => setLeft(true)} />}</RequireAuth>;
}
