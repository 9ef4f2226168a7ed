import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ButtonLink, EmptyState, Spinner, StaffLayout, staffPaths, Box, type StaffSection } from '@tienda/ui';
import type { StaffMember } from '@tienda/domain';
import { authApi } from '../api/backofficeApi';
import { serverMessage } from '../api/http';
import { mayOpenRoute, type RouteAccess } from './access';
import { SHOP_NAME } from './company';
import { meQuery } from './queries';
import { RouterLink } from './RouterLink';
import { useSignedIn } from './session';

type StaffContext = { staff: StaffMember; section: StaffSection | undefined; signOut: () => void; signingOut: boolean };
const Staff = createContext<StaffContext | null>(null);

export function useStaff(): StaffContext {
  const staff = useContext(Staff);
  if (!staff) throw new Error('useStaff needs the StaffArea above it.');
  return staff;
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <Box display="flex" alignItems="center" justifyContent="center" paddingX="large" paddingY="xxlarge">
      {children}
    </Box>
  );
}

/**
 * Every page behind the log-in: a signed-out person goes to /admin/ingresar and comes back after;
 * who is signed in is asked once and shared; a page of a section the role may not open says so.
 */
export function StaffArea() {
  const signedIn = useSignedIn();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useQuery({ ...meQuery(), enabled: signedIn });
  const [signingOut, setSigningOut] = useState(false);
  const loggedOut = useRef(false);
  const access = useMatches()
    .map((match) => match.handle as RouteAccess | undefined)
    .filter((handle) => handle?.section)
    .pop();

  // Nothing one staff member saw stays in memory for the next one at this computer.
  useEffect(() => {
    if (!signedIn) queryClient.removeQueries();
  }, [signedIn, queryClient]);

  const signOut = useCallback(() => {
    setSigningOut(true);
    loggedOut.current = true;
    void authApi.logOut().finally(() => {
      setSigningOut(false);
      navigate(staffPaths.login, { replace: true });
    });
  }, [navigate]);

  if (!signedIn) {
    if (loggedOut.current) return <Navigate to={staffPaths.login} replace />;
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`${staffPaths.login}?volver=${encodeURIComponent(back)}`} replace />;
  }
  if (me.isPending) {
    return (
      <Centered>
        <Spinner label="Cargando el back office..." />
      </Centered>
    );
  }
  if (me.isError) {
    return (
      <Centered>
        <EmptyState
          headingLevel="1"
          tone="critical"
          role="alert"
          title="No pudimos abrir el back office"
          description={serverMessage(me.error, 'Revisa tu conexión e intenta de nuevo.')}
          actions={<Button onClick={() => void me.refetch()}>Reintentar</Button>}
        />
      </Centered>
    );
  }

  const staff = me.data.staff;
  const context = { staff, section: access?.section, signOut, signingOut };
  return (
    <Staff.Provider value={context}>
      {access && !mayOpenRoute(staff.role, access) ? <Refused /> : <Outlet />}
    </Staff.Provider>
  );
}

/** A page of the back office in its frame: the navigation, who is signed in, the title and actions. */
export function StaffPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const { staff, section, signOut, signingOut } = useStaff();
  useEffect(() => {
    document.title = `${title} · Back office · ${SHOP_NAME}`;
  }, [title]);
  return (
    <StaffLayout
      shopName={SHOP_NAME}
      staff={staff}
      current={section}
      LinkComponent={RouterLink}
      onSignOut={signOut}
      securityHref={staffPaths.security}
      signingOut={signingOut}
      title={title}
      actions={actions}
    >
      {children}
    </StaffLayout>
  );
}

/** A section the role may not open, reached by its address. */
function Refused() {
  return (
    <StaffPage title="Sin acceso">
      <EmptyState
        title="Tu rol no permite abrir esta sección."
        description="Si necesitas trabajar en ella, pídele acceso a un administrador."
        actions={<ButtonLink href={staffPaths.dashboard}>Volver al inicio</ButtonLink>}
      />
    </StaffPage>
  );
}
