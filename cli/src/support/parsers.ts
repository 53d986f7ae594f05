import { InvalidArgumentError } from 'commander';
import { QUEUE_NAMES, isQueueName, type QueueName } from '@fitrater/platform';

/** `--limit N`: a whole number in range (commander turns the error into a usage error, exit 2). */
export function positiveInt(max: number) {
  return (raw: string): number => {
    if (!/^\d+$/.test(raw)) throw new InvalidArgumentError(`must be a whole number, got "${raw}"`);
    const value = Number(raw);
    if (value < 1 || value > max) throw new InvalidArgumentError(`must be between 1 and ${max}, got ${value}`);
    return value;
  };
}

export function queueName(raw: string): QueueName {
  if (!isQueueName(raw)) throw new InvalidArgumentError(`unknown queue "${raw}"; known queues: ${QUEUE_NAMES.join(', ')}`);
  return raw;
}

export function email(raw: string): string {
  const value = raw.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(value)) throw new InvalidArgumentError(`not an e-mail address: "${raw}"`);
  return value;
}

export function uuid(raw: string): string {
  const value = raw.trim().toLowerCase();
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value)) throw new InvalidArgumentError(`not an id: "${raw}"`);
  return value;
}
