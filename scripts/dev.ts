/**
 * `npm run dev`: the API server (with the embedded database and presets) on PORT (8080) and
 * Vite with hot reload on 5173, proxying the API to it. Open http://burger.localhost:5173/.
 * Ctrl+C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];

function run(name: string, args: string[]) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
  child.on('exit', (code) => {
    console.log(`${name} exited (${code ?? 'signal'})`);
    stop(code ?? 0);
  });
  children.push(child);
}

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('server', ['--import', 'tsx', resolve(root, 'src/server/main.ts')]);
run('vite', [resolve(root, 'node_modules/vite/bin/vite.js'), '--host', '127.0.0.1']);
