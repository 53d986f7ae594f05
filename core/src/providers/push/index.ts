export * from './push-provider';
export * from './vapid-keys';
export * from './web-push.provider';
