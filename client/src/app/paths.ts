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
  admin: {
    users: '/admin/users',
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

export function recordPath(mrId: string): string {
  return `/mrecord/${encodeURIComponent(mrId)}`;
}
