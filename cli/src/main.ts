import { buildProgram } from './program';
import { reportError } from './support/errors';

try {
  await buildProgram().parseAsync(process.argv);
} catch (error) {
  process.exitCode = reportError(error);
}
// Every command closes its connections; this only guards against a stray handle keeping the process alive.
setTimeout(() => process.exit(), 1000).unref();
