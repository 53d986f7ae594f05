export * from './push-provider';
export * from './vapid-keys';
export * from './web-push.provider';
export * from './push-endpoint';
export * from './push-message';
export * from './select-push-provider';
export * from './deliver-push';
