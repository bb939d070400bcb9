// All routes of spec §2 with their guards (§4). Pages load lazily, one chunk per feature area; so does the
// signed-in shell (sidebar, header, customizer), which the guest screens never show.
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '../shared/ui/loading-screen';
import { ownProfileTabPath, paths, type LiveVital, type TwinOrgan } from './paths';
import { AuthGuard, GuestGuard, UnknownPathGuard, VerifyEmailGuard } from './routing/guards';
import { lazyPage } from './routing/lazy-page';
import { withNamespace } from '../i18n/namespaces';
import { messagesNs } from '../features/messages/i18n';
import { ticketsNs } from '../features/tickets/i18n';
import { notesNamespace } from '../features/notes/i18n';
import { blogNamespace } from '../features/blog/i18n';
import { chatNamespace } from '../features/chat/i18n';
import { contactsNamespace } from '../features/contacts/i18n';
import { shopNamespace } from '../features/shop/i18n';
import { NotFoundPage } from './routing/not-found-page';
import { RouteErrorPage } from './routing/route-error-page';
import { FirstPaintHandOver } from './first-paint/hand-over';
import { billingNamespace } from '../features/billing/i18n';
import { aiNamespace } from '../features/ai/i18n';
import { profileNamespace } from '../features/profile/i18n';

const importAuth = () => import('./routing/auth-pages');
const importAccount = () => import('./routing/account-pages');
const importTwin = () => import('../features/twin/pages/twin-page');
const importLive = () => import('../features/live/pages/live-page');
const importLayout = () => import('./layout/full-layout');
const importShop = withNamespace(() => import('./routing/shop-pages'), shopNamespace);

const twinRoutes: RouteObject[] = (Object.keys(paths.twin) as TwinOrgan[]).map((organ) => ({
  path: paths.twin[organ],
  lazy: lazyPage('twin', importTwin, (m) => <m.TwinPage organ={organ} />),
}));

const liveRoutes: RouteObject[] = (Object.keys(paths.live) as LiveVital[]).map((vital) => ({
  path: paths.live[vital],
  lazy: lazyPage('live', importLive, (m) => <m.LivePage vital={vital} />),
}));

const importNotes = withNamespace(() => import('../features/notes/pages/notes-page'), notesNamespace);
const importBlogPosts = withNamespace(() => import('../features/blog/pages/blog-posts-page'), blogNamespace);
const importBlogDetail = withNamespace(() => import('../features/blog/pages/blog-detail-page'), blogNamespace);

const signedInRoutes: RouteObject[] = [
  {
    path: paths.apps.email,
    lazy: lazyPage(
      'messages',
      withNamespace(() => import('../features/messages/pages/messages-page'), messagesNs),
      (m) => <m.MessagesPage />,
    ),
  },
  {
    path: paths.apps.tickets,
    lazy: lazyPage(
      'tickets',
      withNamespace(() => import('../features/tickets/pages/tickets-page'), ticketsNs),
      (m) => <m.TicketsPage />,
    ),
  },
  { path: paths.root, element: <Navigate to={paths.overview} replace /> },
  {
    path: paths.overview,
    lazy: lazyPage(
      'overview',
      // The overview shows the assistant's summary card (ai.overall) and the day's notes, worded in their
      // features' namespaces: loaded with the page, so neither card appears (and shifts the page) later.
      withNamespace(() => import('../features/overview/pages/overview-page'), aiNamespace, notesNamespace),
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
      withNamespace(() => import('../features/ai/pages/ai-page'), aiNamespace),
      (m) => <m.AiPage />,
    ),
  },
  {
    path: paths.invoices,
    lazy: lazyPage(
      'invoices',
      withNamespace(() => import('../features/billing/pages/invoices-page'), billingNamespace),
      (m) => <m.InvoicesPage />,
    ),
  },
  {
    path: paths.userProfile.own,
    lazy: lazyPage(
      'profile',
      withNamespace(() => import('../features/profile/pages/profile-page'), profileNamespace),
      (m) => <m.ProfilePage />,
    ),
  },
  {
    path: paths.userProfile.member,
    lazy: lazyPage(
      'profile',
      withNamespace(() => import('../features/profile/pages/profile-page'), profileNamespace),
      (m) => <m.ProfilePage />,
    ),
  },
  // The template's /apps/followers and /apps/gallery: the own profile on that tab (no page of their own).
  { path: paths.apps.followers, element: <Navigate to={ownProfileTabPath('followers')} replace /> },
  { path: paths.apps.gallery, element: <Navigate to={ownProfileTabPath('gallery')} replace /> },
  { path: paths.user, lazy: lazyPage('account', importAccount, (m) => <m.UserPage />) },
  { path: paths.personalInfo, lazy: lazyPage('account', importAccount, (m) => <m.PersonalInfoPage />) },
  { path: paths.preferences, lazy: lazyPage('account', importAccount, (m) => <m.PreferencesPage />) },
  { path: paths.shop.list, lazy: lazyPage('shop', importShop, (m) => <m.ShopPage />) },
  { path: paths.shop.detail, lazy: lazyPage('shop', importShop, (m) => <m.ProductPage />) },
  { path: paths.shop.checkout, lazy: lazyPage('shop', importShop, (m) => <m.CheckoutPage />) },
  { path: paths.shop.orders, lazy: lazyPage('shop', importShop, (m) => <m.OrdersPage />) },
  { path: paths.shop.adminProducts, lazy: lazyPage('shop', importShop, (m) => <m.AdminProductsPage />) },
  {
    path: paths.admin.users,
    lazy: lazyPage(
      'admin',
      () => import('../features/admin/pages/admin-users-page'),
      (m) => <m.AdminUsersPage />,
    ),
  },
  { path: paths.apps.notes, lazy: lazyPage('notes', importNotes, (m) => <m.NotesPage />) },
  { path: paths.apps.blogPosts, lazy: lazyPage('blog', importBlogPosts, (m) => <m.BlogPostsPage />) },
  { path: paths.apps.blogDetail, lazy: lazyPage('blog-detail', importBlogDetail, (m) => <m.BlogDetailPage />) },
  {
    path: paths.apps.chats,
    lazy: lazyPage(
      'chat',
      withNamespace(() => import('../features/chat/pages/chat-page'), chatNamespace),
      (m) => <m.ChatPage />,
    ),
  },
  {
    path: paths.apps.contacts,
    lazy: lazyPage(
      'contacts',
      withNamespace(() => import('../features/contacts/pages/contacts-page'), contactsNamespace),
      (m) => <m.ContactsPage />,
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
    // The first screen the router renders (or its error page) replaces the page's first paint, if it has one.
    element: <FirstPaintHandOver />,
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
