import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { configQuery } from './queries';

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';

type GoogleIdentity = {
  accounts: {
    id: {
      initialize: (options: { client_id: string; callback: (answer: { credential: string }) => void; locale?: string }) => void;
      renderButton: (parent: HTMLElement, options: Record<string, string | number>) => void;
    };
  };
};

let loading: Promise<GoogleIdentity> | null = null;

/** Google's script, added to the page once and only when asked for. */
function loadGoogle(): Promise<GoogleIdentity> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const google = (window as { google?: GoogleIdentity }).google;
      if (google) resolve(google);
      else reject(new Error('Google no respondió'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('No se pudo cargar Google'));
    };
    document.head.append(script);
  });
  return loading;
}

/** The server's Google client id, or null when Google sign-in is off. */
export function useGoogleClientId(): string | null {
  const { data } = useQuery({ ...configQuery(), retry: false });
  return data?.googleClientId ?? null;
}

/**
 * Google's own 'Sign in with Google' button (its look is Google's rule). The script is loaded
 * only here, so a shop without a client id never talks to Google.
 */
export function GoogleSignInButton({ clientId, onCredential }: { clientId: string; onCredential: (idToken: string) => void }) {
  const slot = useRef<HTMLDivElement>(null);
  const latest = useRef(onCredential);
  latest.current = onCredential;

  useEffect(() => {
    let current = true;
    loadGoogle()
      .then((google) => {
        if (!current || !slot.current) return;
        google.accounts.id.initialize({ client_id: clientId, callback: ({ credential }) => latest.current(credential), locale: 'es-419' });
        google.accounts.id.renderButton(slot.current, { theme: 'outline', size: 'large', text: 'signin_with', shape: 'pill', width: 280 });
      })
      .catch((error: unknown) => console.error('Inicio de sesión con Google no disponible', error));
    return () => {
      current = false;
    };
  }, [clientId]);

  return <div ref={slot} />;
}
