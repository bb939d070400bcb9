// Every route path of the app (spec §2), in one place. A leaf module: features may import it for links.
export const paths = {
  root: '/',
  overview: '/overview',
  records: {
    list: '/mrecords',
    blank: '/mrecord',
    detail: '/mrecord/:mrId',
  },
  twin: {
    blood: '/twine/blood',
    vascular: '/twine/vascular',
    brain: '/twine/brain',
    kidney: '/twine/kidney',
    liver: '/twine/liver',
    digestion: '/twine/digestion',
    eye: '/twine/eye',
  },
  live: {
    hbr: '/live/hbr',
    box: '/live/box',
    glc: '/live/glc',
    bp: '/live/bp',
    stress: '/live/stress',
    sleep: '/live/sleep',
  },
  gadgets: '/gadgets',
  ai: '/ai',
  invoices: '/invoices',
  user: '/user',
  personalInfo: '/personalInfo',
  preferences: '/preferences',
  /** The template's user-profile screens (modules.md): mine, and another member's. */
  userProfile: {
    own: '/user-profile',
    member: '/user-profile/:userId',
  },
  admin: {
    users: '/admin/users',
  },
  apps: {
    email: '/apps/email',
    tickets: '/apps/tickets',
    notes: '/apps/notes',
    blogPosts: '/apps/blog/posts',
    blogDetail: '/apps/blog/detail/:slug',
    chats: '/apps/chats',
    contacts: '/apps/contacts',
    /** The template's own-profile shortcuts (modules.md): they open /user-profile on that tab. */
    followers: '/apps/followers',
    gallery: '/apps/gallery',
  },
  /** The template family's e-commerce routes (shared/spec/modules.md); orders is the portal's own. */
  shop: {
    list: '/apps/ecommerce/shop',
    detail: '/apps/ecommerce/detail/:id',
    checkout: '/apps/ecommerce/eco-checkout',
    orders: '/apps/ecommerce/orders',
    adminProducts: '/apps/ecommerce/eco-product-list',
  },
  auth: {
    root: '/auth',
    login: '/auth/login',
    login2: '/auth/login2',
    register: '/auth/register',
    register2: '/auth/register2',
    verifyEmail: '/auth/verifyEmail',
    forgotPassword: '/auth/forgot-password',
    forgotPassword2: '/auth/forgot-password2',
    resetPassword: '/auth/reset-password',
    notFound: '/auth/404',
  },
} as const;

export type TwinOrgan = keyof typeof paths.twin;
export type LiveVital = keyof typeof paths.live;

/** The signed-in user's profile on one tab; the tab lives in ?tab= so the address can be shared. */
export function ownProfileTabPath(tab: 'followers' | 'gallery'): string {
  return `${paths.userProfile.own}?tab=${tab}`;
}

export function blogPostPath(slug: string): string {
  return `/apps/blog/detail/${encodeURIComponent(slug)}`;
}

export function recordPath(mrId: string): string {
  return `/mrecord/${encodeURIComponent(mrId)}`;
}

export function productPath(id: string): string {
  return `/apps/ecommerce/detail/${encodeURIComponent(id)}`;
}

/** /gadgets with the add dialog open on this kind and name (after ordering a device from the shop). */
export function gadgetAddPath(kind: string, name: string): string {
  return `/gadgets?${new URLSearchParams({ add: kind, name: name.slice(0, 100) }).toString()}`;
}
