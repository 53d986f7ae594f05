// The machine's side: running a command, finding one in PATH, who we are, and Debian's apt.
import { spawnSync } from 'node:child_process';
import { accessSync, constants as fsConstants, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { dockerHint, ServiceError } from './plan.mjs';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  return { status: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '', error: result.error };
}

export function commandInPath(name, pathEnv = process.env.PATH ?? '') {
  for (const dir of pathEnv.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    try {
      accessSync(candidate, fsConstants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

export function isRootUser() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

export function passwdEntry(user) {
  try {
    const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((l) => l.startsWith(`${user}:`));
    if (!line) return null;
    const [, , uid, gid] = line.split(':');
    return { uid: Number(uid), gid: Number(gid) };
  } catch {
    return null;
  }
}

/** `apt-get update && apt-get install -y PACKAGES` (root only); throws ServiceError on failure. */
export function aptInstall(packages, log) {
  log(`installing Debian packages: ${packages.join(' ')} (apt-get; this takes a minute)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update'], { stdio: ['ignore', 'inherit', 'inherit'], env });
  if (update.status !== 0) throw new ServiceError(`apt-get update failed (exit ${update.status}). ${dockerHint()}`);
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: ['ignore', 'inherit', 'inherit'], env });
  if (install.status !== 0) throw new ServiceError(`apt-get install ${packages.join(' ')} failed (exit ${install.status}). ${dockerHint()}`);
}
