import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import { RouteErrorScreen } from './error-screen';
import { LeaveToHomepage } from './leave-to-homepage';

/** Route modules load on demand: the sign-in page does not pay for the recipe editor. */
const routes: RouteObject[] = [
  {
    path: '/recipelibrary',
    errorElement: <RouteErrorScreen />,
    // Shown while the first screen's module loads (every screen below is lazy).
    HydrateFallback: () => <Spinner />,
    children: [
      {
        path: 'login',
        lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'register',
        lazy: () => import('../features/auth/register-page').then((m) => ({ Component: m.RegisterPage })),
      },
      {
        path: 'reset-password',
        lazy: () =>
          import('../features/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        lazy: () => import('./library-layout').then((m) => ({ Component: m.LibraryLayout })),
        children: [
          {
            index: true,
            lazy: () =>
              import('../features/recipes/recipe-list-page').then((m) => ({ Component: m.RecipeListPage })),
          },
          {
            path: 'new',
            lazy: () => import('../features/import/import-page').then((m) => ({ Component: m.ImportPage })),
          },
          {
            path: 'profile',
            lazy: () =>
              import('../features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
          },
          {
            path: 'profile-settings',
            lazy: () =>
              import('../features/profile/password-settings-page').then((m) => ({
                Component: m.PasswordSettingsPage,
              })),
          },
          {
            path: ':id',
            lazy: () =>
              import('../features/recipes/recipe-detail-page').then((m) => ({
                Component: m.RecipeDetailPage,
              })),
          },
          {
            path: ':id/edit',
            lazy: () =>
              import('../features/recipes/recipe-edit-page').then((m) => ({ Component: m.RecipeEditPage })),
          },
        ],
      },
      { path: '*', element: <LeaveToHomepage /> },
    ],
  },
  { path: '*', element: <LeaveToHomepage /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;
