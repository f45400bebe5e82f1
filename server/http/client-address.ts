import net from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * Fastify's trustProxy for TRUST_PROXY hops: proxy-addr asks about each hop, nearest first (hop 0
 * is the connection's own peer); trusting the first `hops` makes request.ip the address the
 * farthest trusted proxy saw. Entries a client wrote itself sit beyond it and are never used.
 * 0 trusts nothing: request.ip is the connection's address.
 */
export function trustProxyHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/**
 * The client a per-client limit counts: the request's address as Fastify resolved it, trusting
 * exactly TRUST_PROXY proxy hops of X-Forwarded-For (server/app.ts), never the whole header.
 * An IPv6 client usually holds a whole /64, so an IPv6 address counts as its /64 network; an
 * IPv4 address written as IPv6 (::ffff:a.b.c.d) counts as the IPv4 address.
 */
export function clientAddress(request: FastifyRequest): string {
  return limitKeyOfAddress(request.ip);
}

export function limitKeyOfAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (net.isIPv6(ip)) return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
  return ip;
}

/** The eight 16-bit groups of an IPv6 address, in lower-case hex without leading zeros. */
function expandIPv6(ip: string): string[] {
  const [head = '', tail = ''] = ip.split('%')[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups].map((group) => parseInt(group, 16).toString(16));
}
