export * from './user.model';
export * from './session.model';
export * from './pending-registration.model';
export * from './auth-code.model';
export * from './mail-outbox.model';
export * from './install-log.model';
export * from './rating.model';
export * from './chat-message.model';
