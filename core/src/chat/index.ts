export * from './chat-input';
export * from './chat-view';
export * from './chat-send.service';
export * from './chat-history.service';
export * from './chat-reply.service';
export * from './chat-message.model';
export * from './chat-context';
export * from './streaming-text';
