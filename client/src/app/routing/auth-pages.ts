// The guest screens, bundled as one 'auth' chunk.
export { LoginPage } from '../../features/auth/pages/login-page';
export { Login2Page } from '../../features/auth/pages/login2-page';
export { RegisterPage } from '../../features/auth/pages/register-page';
export { Register2Page } from '../../features/auth/pages/register2-page';
export { ForgotPasswordPage } from '../../features/auth/pages/forgot-password-page';
export { ForgotPassword2Page } from '../../features/auth/pages/forgot-password2-page';
export { ResetPasswordPage } from '../../features/auth/pages/reset-password-page';
export { VerifyEmailPage } from '../../features/auth/pages/verify-email-page';
