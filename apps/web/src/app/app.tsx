import { createBrowserRouter, RouterProvider } from 'react-router';
import { consoleRoutes } from './routes.tsx';
import { ThemeRoot } from './theme-root.tsx';

const router = createBrowserRouter(consoleRoutes());

export function App() {
  return (
    <ThemeRoot>
      <RouterProvider router={router} />
    </ThemeRoot>
  );
}
