export { SessionProvider } from './SessionProvider';
export { useSession, type Session, type SessionStatus } from './session-context';
export { PROFILE_KEY, updateProfile } from './profile.api';
