import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Spinner, useToast, VerifyEmailScreen } from '@tienda/ui';
import { validateEmailCode } from '@tienda/domain';
import { accountApi } from '../api/account';
import { serverMessage } from '../api/http';
import { ME, pageAfterSignIn, useAuth } from '../app/auth';
import { startResendLock, useResendCountdown } from '../app/resendLock';
import { noIndexHead } from '../app/pageHead';
import { Redirect } from '../app/Redirect';

/**
 * '/verify-email/{code?}': the code sent by e-mail, typed or arriving in the link (then sent by
 * itself); another code once the 60 s lock runs out; verified, the member goes home.
 */
export const meta = () => noIndexHead('Verificar correo');

export default function VerifyEmailRoute() {
  const { verifyCode = '' } = useParams();
  const linkCode = validateEmailCode(verifyCode) === null ? verifyCode : '';
  const { authenticated, loading, user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { show } = useToast();
  const resendInSeconds = useResendCountdown();
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sentFromLink = useRef(false);

  const verify = async (code: string) => {
    setVerifying(true);
    setError(null);
    try {
      await accountApi.verifyEmail(code);
      show('Email verificado', 'success');
      const verified = await queryClient.fetchQuery({ queryKey: ME, queryFn: accountApi.me, staleTime: 0 });
      navigate(verified.email_verified ? pageAfterSignIn(verified) : '/home', { replace: true });
    } catch (failure) {
      setError(serverMessage(failure, 'El codigo es incorrecto'));
      setVerifying(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      await accountApi.resendCode();
      startResendLock();
      show('Codigo reenviado', 'success');
      await queryClient.invalidateQueries({ queryKey: ME });
    } catch {
      show('Error al reenviar codigo', 'critical');
    } finally {
      setResending(false);
    }
  };

  const ready = authenticated && user && !user.email_verified;
  useEffect(() => {
    if (ready && linkCode && !sentFromLink.current) {
      sentFromLink.current = true;
      void verify(linkCode);
    }
  }, [ready, linkCode]); // eslint-disable-line react-hooks/exhaustive-deps

  if (loading) return <Spinner label="Cargando..." />;
  // Right after a sign-up whose password signed nobody in (the e-mail had an account, and its owner
  // was mailed): the same screen as for a new account; a code typed here asks to sign in first,
  // as the mailed link does.
  const checkMail = (location.state as { checkMail?: string } | null)?.checkMail;
  if ((!authenticated || !user) && checkMail) {
    const signInFirst = (code?: string) => navigate('/login', { state: { from: code ? `/verify-email/${code}` : '/verify-email' } });
    return (
      <VerifyEmailScreen email={checkMail} onSubmit={(code) => signInFirst(code)} onResend={() => signInFirst()} resendInSeconds={resendInSeconds} />
    );
  }
  // The link may be opened where nobody is signed in: sign in, then come back to it.
  if (!authenticated || !user) return <Redirect to="/login" state={{ from: location.pathname }} />;
  if (user.email_verified && !verifying) return <Redirect to={pageAfterSignIn(user)} />;

  return (
    <VerifyEmailScreen
      email={user.email}
      initialCode={linkCode}
      onSubmit={(code) => void verify(code)}
      verifying={verifying}
      error={error}
      onResend={() => void resend()}
      resendInSeconds={resendInSeconds}
      resending={resending}
    />
  );
}
