import { createBrowserRouter, RouterProvider } from 'react-router';
import { appRoutes } from './routes/app-routes';

const router = createBrowserRouter(appRoutes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
