export * from './user-admin.service';
export * from './engine-status.service';
