import { runProgram } from './program';

process.exitCode = await runProgram(process.argv.slice(2));
// Every command closes its connections; this only guards against a stray handle keeping the process alive.
setTimeout(() => process.exit(), 1000).unref();
