import type { InstallLogBody } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { InstallLogModel } from './install-log.model';

export async function logInstall(ctx: CoreContext, input: InstallLogBody): Promise<void> {
  await InstallLogModel.query(ctx.db).insert({
    deviceType: input.deviceType,
    userAgent: input.userAgent.slice(0, 512),
    clientTimestamp: new Date(input.timestamp),
  });
}
