export { AuthPage } from './components/AuthPage';
export { ChangePasswordPage } from './components/ChangePasswordPage';
