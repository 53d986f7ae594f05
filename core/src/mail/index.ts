export * from './mail-outbox.model';
export * from './mail.service';
export * from './mail-admin.service';
export { purgeSettledMails, queuedMailIdsBefore } from './mail-outbox.repository';
