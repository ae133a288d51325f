/** The `tailor` bin: runs the command line with the process's arguments and streams. */
import { runCli } from './run.js';

const exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  today: () => new Date().toISOString().slice(0, 10),
});
process.exitCode = exitCode;
