export { SessionProvider } from './session-provider';
export { useSession, type Session, type SessionStatus } from './session-context';
export { PROFILE_KEY, saveAccountLanguage } from './session.api';
