import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CompleteProfileScreen, useToast } from '@tienda/ui';
import { accountApi } from '../api/account';
import { serverMessage } from '../api/http';
import { ME, useAuth } from '../app/auth';
import { RequireAuth, type ReturnState } from '../app/guards';
import { toBasicProfile, toProfileFields } from '../app/profileFields';
import { STORAGE_KEYS, writeText } from '../state/storage';
import { noIndexHead } from '../app/pageHead';

/**
 * '/second-step', '/create-profile' and '/auth/complete-profile': what the account lacks (after
 * Google, or a sign-up step that failed) in one call, POST /api/user/create; then 'completedForm'.
 */
function CompleteProfile() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const from = (useLocation().state as ReturnState)?.from;
  const queryClient = useQueryClient();
  const { show } = useToast();
  const [state, setState] = useState<{ submitting: boolean; error: string | null }>({ submitting: false, error: null });
  if (!user) return null;

  return (
    <CompleteProfileScreen
      {...state}
      email={user.email}
      initialValues={toBasicProfile(user)}
      onSubmit={async (values) => {
        setState({ submitting: true, error: null });
        try {
          queryClient.setQueryData(ME, await accountApi.createProfile(toProfileFields(values)));
          writeText(STORAGE_KEYS.completedForm, 'true');
          show('Perfil completado correctamente', 'success');
          navigate(from ?? '/home', { replace: true });
        } catch (error) {
          setState({ submitting: false, error: serverMessage(error, 'Error en datos de usuario') });
        }
      }}
    />
  );
}

export const meta = () => noIndexHead('Completar perfil');

export default function CompleteProfileRoute() {
  return (
    <RequireAuth>
      <CompleteProfile />
    </RequireAuth>
  );
}
