import { createBrowserRouter, RouterProvider } from 'react-router';
import { consoleRoutes } from './routes.tsx';

const router = createBrowserRouter(consoleRoutes());

export function App() {
  // antd's theme is not here: the sign-in page has none (see themed-route.tsx).
  return <RouterProvider router={router} />;
}
