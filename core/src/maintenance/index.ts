export * from './maintenance.service';
export * from './orphan-files';
