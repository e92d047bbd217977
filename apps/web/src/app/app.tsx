import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './providers.tsx';
import { consoleRoutes } from './routes.tsx';

const router = createBrowserRouter(consoleRoutes());

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
