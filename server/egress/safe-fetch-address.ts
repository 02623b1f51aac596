import { promises as dns, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { SafeFetchError } from './safe-fetch-error';

/** Resolves a host name to all of its addresses. Tests pass their own to point a name at loopback. */
export type HostResolver = (hostname: string) => Promise<readonly LookupAddress[]>;

export const resolveWithDns: HostResolver = (hostname) => dns.lookup(hostname, { all: true });

/**
 * ipaddr.js calls every IPv6 address outside its named ranges 'unicast', which still lets through
 * IPv4-compatible addresses (::127.0.0.1) and unassigned space; only global unicast is reachable on
 * the public internet anyway.
 */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * True only for addresses on the public internet. Everything else (loopback, private, link-local and
 * cloud metadata, CGNAT, multicast, unspecified, broadcast, unique-local, NAT64/6to4/Teredo,
 * documentation and reserved ranges) could reach this server's own network.
 */
export function isPublicAddress(address: string): boolean {
  // net.isIP is strict, so forms like '0x7f.1' that ipaddr.js would also accept never get this far.
  if (isIP(address) === 0) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = ipaddr.IPv6.parse(address);
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === 'unicast';
  return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST_V6);
}

/** The URL's host without IPv6 brackets, when it is an IP literal; null for a name. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) === 0 ? null : bare;
}

function wantedFamily(family: LookupOptions['family']): 4 | 6 | null {
  if (family === 4 || family === 'IPv4') return 4;
  if (family === 6 || family === 'IPv6') return 6;
  return null;
}

function usableAddresses(
  hostname: string,
  all: readonly LookupAddress[],
  family: 4 | 6 | null,
  requirePublic: boolean,
): readonly LookupAddress[] {
  const refused = requirePublic ? all.find((entry) => !isPublicAddress(entry.address)) : undefined;
  if (refused) {
    throw new SafeFetchError('forbidden_address', `${hostname} resolves to non-public ${refused.address}`);
  }
  const usable = family === null ? all : all.filter((entry) => entry.family === family);
  if (usable.length === 0) throw new SafeFetchError('network', `${hostname} has no usable address`);
  return usable;
}

/**
 * A lookup for node:http. With requirePublic it refuses a name if ANY of its addresses is not public.
 * Node connects to exactly the address handed back here, so the DNS answer cannot change between the
 * check and the connect (DNS rebinding). Node skips lookup for IP literals: check those beforehand.
 */
export function lookupVia(resolve: HostResolver, requirePublic: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (all) => {
        let usable: readonly LookupAddress[];
        try {
          usable = usableAddresses(hostname, all, wantedFamily(options.family), requirePublic);
        } catch (error) {
          callback(error as SafeFetchError, '');
          return;
        }
        if (options.all) callback(null, [...usable]);
        else callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}
