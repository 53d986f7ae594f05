import { runMembershipSweep } from '@fitrater/core';
import type { JobHandler } from './types';

export const billingSweepHandler: JobHandler<'billing.sweep'> = async (_payload, { ctx }) => runMembershipSweep(ctx);
