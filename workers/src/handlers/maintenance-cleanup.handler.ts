import { runMaintenance } from '@fitrater/core';
import type { JobHandler } from './types';

export const maintenanceCleanupHandler: JobHandler<'maintenance.cleanup'> = async (_payload, { ctx }) => runMaintenance(ctx);
