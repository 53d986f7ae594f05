export * from './payment-provider';
export * from './select-payment-provider';
export * from './signature';
export * from './sandbox/sandbox.provider';
export * from './sandbox/sandbox-checkout';
export * from './flutterwave/flutterwave.provider';
