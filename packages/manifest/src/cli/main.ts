/** The `agentctl` bin (bin/agentctl.mjs imports this): runs the command line in this process. */
import { readCliEnvironment } from './environment.js';
import { runAgentctl } from './run.js';

const environment = readCliEnvironment();

process.exitCode = await runAgentctl(process.argv.slice(2), {
  io: {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  },
  environment,
  cwd: environment.invokedFrom ?? process.cwd(),
});
