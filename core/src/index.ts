// The front door of @fitrater/core: each domain's own front door (core/src/<domain>/index.ts) and the
// context every service takes. Entry points import platform, providers and stylist from those
// workspaces themselves, so nothing here widens what a caller can reach.
export * from './context';
export * from './users';
export * from './auth';
export * from './mail';
export * from './ratings';
export * from './cards';
export * from './community';
export * from './billing';
export * from './styling';
export * from './trends';
export * from './chat';
export * from './notifications';
export * from './admin';
export * from './maintenance';
export * from './scheduling';
export * from './garments';
export { onDomainEvent, type DomainEvents, type DomainEventName } from './domain-events';
import './reactions';
