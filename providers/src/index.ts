// @fitrater/providers: clients of external services, one interface each, chosen by config
// (mail, payment, push, and the stylist engine). Depends on platform, contracts and stylist;
// never on a domain in core.
export * from './mail/mail-kind';
export * from './mail/mailer';
export * from './mail/templates';
export * from './payment';
export * from './push';
export * from './stylist/select-stylist';
export * from './stylist/select-styling-engine';
export * from './stylist/select-garment-describer';
export * from './stylist/openai-runtime';
export * from './stylist/probe-store';
