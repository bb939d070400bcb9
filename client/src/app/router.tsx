// All routes of spec §2 with their guards (§4). Pages load lazily, one chunk per feature area; so does the
// signed-in shell (sidebar, header, customizer), which the guest screens never show.
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '../shared/ui/loading-screen';
import { paths, type LiveVital, type TwinOrgan } from './paths';
import { AuthGuard, GuestGuard, UnknownPathGuard, VerifyEmailGuard } from './routing/guards';
import { lazyPage } from './routing/lazy-page';
import { NotFoundPage } from './routing/not-found-page';
import { RouteErrorPage } from './routing/route-error-page';

const importAuth = () => import('./routing/auth-pages');
const importAccount = () => import('./routing/account-pages');
const importTwin = () => import('../features/twin/pages/twin-page');
const importLive = () => import('../features/live/pages/live-page');
const importLayout = () => import('./layout/full-layout');

const twinRoutes: RouteObject[] = (Object.keys(paths.twin) as TwinOrgan[]).map((organ) => ({
  path: paths.twin[organ],
  lazy: lazyPage('twin', importTwin, (m) => <m.TwinPage organ={organ} />),
}));

const liveRoutes: RouteObject[] = (Object.keys(paths.live) as LiveVital[]).map((vital) => ({
  path: paths.live[vital],
  lazy: lazyPage('live', importLive, (m) => <m.LivePage vital={vital} />),
}));

const signedInRoutes: RouteObject[] = [
  { path: paths.root, element: <Navigate to={paths.overview} replace /> },
  {
    path: paths.overview,
    lazy: lazyPage(
      'overview',
      () => import('../features/overview/pages/overview-page'),
      (m) => <m.OverviewPage />,
    ),
  },
  {
    path: paths.records.list,
    lazy: lazyPage(
      'records',
      () => import('./routing/records-pages'),
      (m) => <m.RecordsPage />,
    ),
  },
  {
    path: paths.records.blank,
    lazy: lazyPage(
      'records',
      () => import('./routing/records-pages'),
      (m) => <m.RecordPage />,
    ),
  },
  {
    path: paths.records.detail,
    lazy: lazyPage(
      'records',
      () => import('./routing/records-pages'),
      (m) => <m.RecordPage />,
    ),
  },
  ...twinRoutes,
  ...liveRoutes,
  {
    path: paths.gadgets,
    lazy: lazyPage(
      'gadgets',
      () => import('../features/gadgets/pages/gadgets-page'),
      (m) => <m.GadgetsPage />,
    ),
  },
  {
    path: paths.ai,
    lazy: lazyPage(
      'ai',
      () => import('../features/ai/pages/ai-page'),
      (m) => <m.AiPage />,
    ),
  },
  {
    path: paths.invoices,
    lazy: lazyPage(
      'invoices',
      () => import('../features/billing/pages/invoices-page'),
      (m) => <m.InvoicesPage />,
    ),
  },
  { path: paths.user, lazy: lazyPage('account', importAccount, (m) => <m.UserPage />) },
  { path: paths.personalInfo, lazy: lazyPage('account', importAccount, (m) => <m.PersonalInfoPage />) },
  { path: paths.preferences, lazy: lazyPage('account', importAccount, (m) => <m.PreferencesPage />) },
  {
    path: paths.admin.users,
    lazy: lazyPage(
      'admin',
      () => import('../features/admin/pages/admin-users-page'),
      (m) => <m.AdminUsersPage />,
    ),
  },
];

const guestRoutes: RouteObject[] = [
  { path: paths.auth.login, lazy: lazyPage('auth', importAuth, (m) => <m.LoginPage />) },
  { path: paths.auth.login2, lazy: lazyPage('auth', importAuth, (m) => <m.Login2Page />) },
  { path: paths.auth.register, lazy: lazyPage('auth', importAuth, (m) => <m.RegisterPage />) },
  { path: paths.auth.register2, lazy: lazyPage('auth', importAuth, (m) => <m.Register2Page />) },
  { path: paths.auth.forgotPassword, lazy: lazyPage('auth', importAuth, (m) => <m.ForgotPasswordPage />) },
  { path: paths.auth.forgotPassword2, lazy: lazyPage('auth', importAuth, (m) => <m.ForgotPassword2Page />) },
  { path: paths.auth.resetPassword, lazy: lazyPage('auth', importAuth, (m) => <m.ResetPasswordPage />) },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    HydrateFallback: LoadingScreen,
    children: [
      {
        element: (
          <AuthGuard>
            <Outlet />
          </AuthGuard>
        ),
        children: [{ lazy: lazyPage('layout', importLayout, (m) => <m.FullLayout />), children: signedInRoutes }],
      },
      {
        element: (
          <GuestGuard>
            <Outlet />
          </GuestGuard>
        ),
        children: guestRoutes,
      },
      {
        element: (
          <VerifyEmailGuard>
            <Outlet />
          </VerifyEmailGuard>
        ),
        children: [{ path: paths.auth.verifyEmail, lazy: lazyPage('auth', importAuth, (m) => <m.VerifyEmailPage />) }],
      },
      { path: paths.auth.notFound, element: <NotFoundPage /> },
      { path: `${paths.auth.root}/*`, element: <Navigate to={paths.auth.notFound} replace /> },
      {
        element: (
          <UnknownPathGuard>
            <Outlet />
          </UnknownPathGuard>
        ),
        children: [
          {
            lazy: lazyPage('layout', importLayout, (m) => <m.FullLayout />),
            children: [{ path: '*', element: <NotFoundPage inLayout /> }],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: '/' });
