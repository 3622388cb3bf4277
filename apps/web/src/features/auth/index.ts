export { useRegisterSettings } from './api/get-register-settings';
export { postNoLoginSms, type SmsAnswer } from './api/send-sms';
export { AuthPage } from './components/auth-page';
export { ChangePasswordForm } from './components/change-password-form';
export { ForgetForm } from './components/forget-form';
export { LoginForm } from './components/login-form';
export { RegisterForm } from './components/register-form';
export { TrialPanel } from './components/trial-panel';
export { clearRegisterCache } from './lib/register-cache';
