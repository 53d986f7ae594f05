export { AuthPage } from './components/auth-page';
export { ChangePasswordPage } from './components/change-password-page';
