export * from './harness';
export * from './mail';
export * from './smtp';
