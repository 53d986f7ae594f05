export * from './harness';
export * from './mail';
export * from './smtp';
export * from './fake-openai-server';
export * from './test-stack';
export * from './stored-outfit';
export * from './fake-flutterwave-server';
