import type { Config } from '../config/config';
import { AppError } from '../infra/errors';
import { safeEqual } from '../infra/safe-equal';

/** GET /metrics: hidden (404) unless METRICS_TOKEN is set, then only with `Authorization: Bearer <token>` (401). */
export function checkMetricsAccess(config: Pick<Config, 'metricsToken'>, authorization: string | undefined): void {
  if (!config.metricsToken) throw new AppError('NOT_FOUND');
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match || !safeEqual(match[1]!, config.metricsToken)) {
    throw new AppError('UNAUTHENTICATED', 'Authentication required', undefined, { 'www-authenticate': 'Bearer realm="metrics"' });
  }
}
