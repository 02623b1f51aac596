import { type ComponentType, lazy, Suspense } from 'react';
import {
  unstable_HistoryRouter as HistoryRouter,
  matchRoutes,
  type RouteObject,
  useLocation,
  useRoutes,
} from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import { appHistory } from '../lib/app-history';
import { loadMessages } from '../lib/language';
import { ErrorBoundary } from './error-boundary';
import { LeaveToHomepage } from './leave-to-homepage';

/**
 * A screen whose module loads on first use; `preload` starts that without rendering it. A screen past
 * the first also waits for every English text (the first load carries only the list's, en-first.ts).
 */
function screen(load: () => Promise<ComponentType>, firstScreen = false) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), firstScreen ? null : loadMessages()]).then(([Component]) => ({
      default: Component,
    }));
    return loading;
  };
  const Screen = lazy(preload);
  return { element: <Screen />, handle: { preload } };
}

/** Route modules load on demand: the sign-in page does not pay for the recipe editor. */
const routes: RouteObject[] = [
  {
    path: '/recipelibrary',
    children: [
      { path: 'login', ...screen(() => import('../features/auth/login-page').then((m) => m.LoginPage)) },
      {
        path: 'register',
        ...screen(() => import('../features/auth/register-page').then((m) => m.RegisterPage)),
      },
      {
        path: 'reset-password',
        ...screen(() => import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage)),
      },
      {
        ...screen(() => import('./library-layout').then((m) => m.LibraryLayout), true),
        children: [
          {
            index: true,
            ...screen(
              () => import('../features/recipes/recipe-list-page').then((m) => m.RecipeListPage),
              true,
            ),
          },
          {
            path: 'new',
            ...screen(() => import('../features/import/import-page').then((m) => m.ImportPage)),
          },
          {
            path: 'profile',
            ...screen(() => import('../features/profile/profile-page').then((m) => m.ProfilePage)),
          },
          {
            path: 'profile-settings',
            ...screen(() =>
              import('../features/profile/password-settings-page').then((m) => m.PasswordSettingsPage),
            ),
          },
          {
            path: ':id',
            ...screen(() => import('../features/recipes/recipe-detail-page').then((m) => m.RecipeDetailPage)),
          },
          {
            path: ':id/edit',
            ...screen(() => import('../features/recipes/recipe-edit-page').then((m) => m.RecipeEditPage)),
          },
        ],
      },
      { path: '*', element: <LeaveToHomepage /> },
    ],
  },
  { path: '*', element: <LeaveToHomepage /> },
];

function AppRoutes() {
  const location = useLocation();
  // Every module the address needs starts loading at once (the layout and its screen side by side),
  // not one after another as each lazy level renders. Idempotent, so safe to run in render.
  for (const match of matchRoutes(routes, location) ?? []) match.route.handle?.preload();
  const element = useRoutes(routes, location);
  return (
    // A failed screen shows the error screen until the chef goes elsewhere.
    <ErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<Spinner />}>{element}</Suspense>
    </ErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <HistoryRouter history={appHistory}>
      <AppRoutes />
    </HistoryRouter>
  );
}
