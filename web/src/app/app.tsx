import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrConfig } from '../lib/http';
import { SessionProvider } from '../lib/session';
import { routes } from './routes';

export function App() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <SWRConfig value={swrConfig}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </SWRConfig>
  );
}
