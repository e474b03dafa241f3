// `npm run dev`: the API in watch mode on API_PORT (default 5001) and Vite with hot reload on PORT (default 5000).
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '5001';
const webPort = process.env.PORT ?? '5000';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn('npx', ['vite', '--config', 'web/vite.config.ts', '--port', webPort, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
