export * from './app';
export * from './realtime/hub';
