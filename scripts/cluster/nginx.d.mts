export interface NginxOptions {
  /** host:port nginx listens on. */
  listen: string;
  /** The instances, host:port each. */
  upstreams: string[];
  /** Folder for nginx's temporary files (request bodies, buffers). */
  temp?: string;
}

export function nginxHttpBlock(options: NginxOptions): string;

export function startNginx(options: NginxOptions & { binary?: string }): Promise<{
  url: string;
  config: string;
  stop(): Promise<void>;
}>;
