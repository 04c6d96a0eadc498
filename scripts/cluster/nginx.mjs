// nginx in front of several instances: the configuration (the README's sample is this one) and a
// process that serves it. Used by `npm run cluster` and by the cluster test.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The `http` block for instances on `upstreams` (host:port), served on `listen` (host:port).
 * - Readiness is passive: a refused connection, a timeout or a 502 moves the request to the next
 *   instance (a draining instance refuses new connections; a killed one fails them).
 * - Event streams (/api/presence) pass through unbuffered and may stay open for an hour.
 * - Uploads up to 11 MB (a 10 MB CV and its multipart envelope) are passed on in memory.
 */
export function nginxHttpBlock({ listen, upstreams, temp }) {
  const servers = upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=2s;`).join('\n');
  const temps = temp
    ? ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
        .map((name) => `  ${name}_temp_path ${path.join(temp, name)};`)
        .join('\n')
    : '';
  return `http {
  access_log off;
${temps}
  client_max_body_size 26m;
  client_body_buffer_size 26m;

  upstream ideas {
${servers}
    keepalive 32;
  }

  server {
    listen ${listen};

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_connect_timeout 2s;
    proxy_next_upstream error timeout http_502;
    proxy_next_upstream_tries 3;

    location / {
      proxy_pass http://ideas;
    }

    location /api/presence {
      proxy_pass http://ideas;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

/** NGINX_PATH, else Debian's nginx (in /usr/sbin, which a non-root PATH may lack). */
const defaultBinary = () => process.env.NGINX_PATH || (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/** Starts nginx (Debian's package) in the foreground with its files in a temporary folder. */
export async function startNginx({ listen, upstreams, binary = defaultBinary() }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ideas-nginx-'));
  const temp = path.join(dir, 'temp');
  mkdirSync(temp);
  const runAsRoot = process.getuid?.() === 0;
  const config = `${runAsRoot ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
${nginxHttpBlock({ listen, upstreams, temp })}`;
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, config);
  const child = spawn(binary, ['-p', dir, '-c', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://${listen}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    const up = await fetch(`${url}/api/health/live`).then(
      (response) => response.status !== 502 || true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    config,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
