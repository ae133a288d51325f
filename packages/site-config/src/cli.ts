// site-config-check [--pages] [FILE] — see USAGE in check.ts.
import { fileURLToPath } from 'node:url';
import { runSiteConfigCheck } from './check';

process.exitCode = runSiteConfigCheck({
  args: process.argv.slice(2),
  cwd: process.cwd(),
  // This file is packages/site-config/src/cli.ts; the repository is two levels above the package.
  repoRoot: fileURLToPath(new URL('../../../', import.meta.url)),
  print: (line) => {
    console.log(line);
  },
  printError: (line) => {
    console.error(line);
  },
});
