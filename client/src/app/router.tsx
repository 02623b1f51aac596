import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import { loadMessages } from '../lib/language';
import { RouteErrorScreen } from './error-screen';
import { LeaveToHomepage } from './leave-to-homepage';

/** A screen past the first: its module, and every English text (the first load carries only the list's). */
const withTexts = <M,>(module: Promise<M>): Promise<M> =>
  Promise.all([module, loadMessages()]).then(([loaded]) => loaded);

/** Route modules load on demand: the sign-in page does not pay for the recipe editor. */
const routes: RouteObject[] = [
  {
    path: '/recipelibrary',
    errorElement: <RouteErrorScreen />,
    // What shows while the first screen's module loads (without it React Router warns on every first load).
    hydrateFallbackElement: <Spinner />,
    children: [
      {
        path: 'login',
        lazy: () =>
          withTexts(import('../features/auth/login-page')).then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'register',
        lazy: () =>
          withTexts(import('../features/auth/register-page')).then((m) => ({ Component: m.RegisterPage })),
      },
      {
        path: 'reset-password',
        lazy: () =>
          withTexts(import('../features/auth/reset-password-page')).then((m) => ({
            Component: m.ResetPasswordPage,
          })),
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
            lazy: () =>
              withTexts(import('../features/import/import-page')).then((m) => ({ Component: m.ImportPage })),
          },
          {
            path: 'profile',
            lazy: () =>
              withTexts(import('../features/profile/profile-page')).then((m) => ({
                Component: m.ProfilePage,
              })),
          },
          {
            path: 'profile-settings',
            lazy: () =>
              withTexts(import('../features/profile/password-settings-page')).then((m) => ({
                Component: m.PasswordSettingsPage,
              })),
          },
          {
            path: ':id',
            lazy: () =>
              withTexts(import('../features/recipes/recipe-detail-page')).then((m) => ({
                Component: m.RecipeDetailPage,
              })),
          },
          {
            path: ':id/edit',
            lazy: () =>
              withTexts(import('../features/recipes/recipe-edit-page')).then((m) => ({
                Component: m.RecipeEditPage,
              })),
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
