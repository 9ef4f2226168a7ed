// The floor: the least a React + React Router page weighs, built by the storefront's own Vite
// settings. The shop's pages are measured against it (bench/README.md).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';

function Layout() {
  return (
    <main>
      <h1>Tienda</h1>
      <nav>
        <Link to="/">Inicio</Link> · <Link to="/explore">Explorar</Link>
      </nav>
      <Outlet />
    </main>
  );
}

const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <p>Celulares, smartwatches, parlantes y más, en cuotas fijas.</p> },
      { path: '*', element: <p>Explorá los productos.</p> },
    ],
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
