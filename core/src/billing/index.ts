export * from './billing.models';
export * from './plan';
export * from './membership';
export * from './grant';
export * from './payment.service';
export * from './subscription.service';
