// Small process helpers shared by the top-level scripts. Node built-ins only: these run before `npm install`.
import { spawn } from 'node:child_process';

export const npmCommand = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command with inherited stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
  });
}
