import dns from 'node:dns/promises';
import net from 'node:net';
import os from 'node:os';

// Where the server may connect to a recorder (issue 23): only inside the networks the deployment
// lists for its recorders (RECORDER_ALLOWED_NETWORKS), and never at an address no recorder has
// reason to be at, whatever that list says: this host's "any" address, link-local addresses and
// the cloud metadata services, or this server's own port on this machine. A host name is
// resolved, every address it resolves to is checked, and the connection goes to the address
// checked, never to a second look-up's answer (no DNS rebinding between check and connect).

/** Never a recorder's, whatever the allowed networks say. */
const NEVER = [
  '0.0.0.0/8', // "this host": connecting there reaches this machine
  '169.254.0.0/16', // link-local, and the metadata service of AWS, GCP, Azure, Oracle…
  '100.100.100.200/32', // Alibaba Cloud's metadata service
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, and the broadcast address
  '::/128',
  'fe80::/10', // link-local
  'fd00:ec2::254/128', // AWS's metadata service over IPv6
  'ff00::/8', // multicast
].map(parseCidr);

/** The metadata services' names (they resolve to link-local addresses, refused anyway). */
const NEVER_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.tencentyun.com',
]);

const LOOPBACK = ['127.0.0.0/8', '::1/128'].map(parseCidr);

interface Cidr {
  bytes: Uint8Array;
  prefix: number;
}

export interface RecorderNetworkSettings {
  /** The networks recorders may be at (CIDRs). */
  allowed: readonly string[];
  /** This server's listening ports: never a recorder's on this machine. */
  ownPorts: readonly number[];
  /** The address the server listens on (HOST): its own ports there are refused too. */
  ownHost?: string;
}

/** Every address a name resolves to (tests give their own). */
export type ResolveAll = (name: string) => Promise<string[]>;

/** A recorder's address the server will not connect to; `detail` says why, for the log. */
export class RecorderAddressRefused extends Error {
  constructor(readonly detail: string) {
    super(`recorder address refused: ${detail}`);
    this.name = 'RecorderAddressRefused';
  }
}

export interface RecorderNetworks {
  /**
   * Why `host:port` may not be a recorder's, as far as it can be told without a look-up (an
   * address, or a name never allowed); null when nothing is against it yet.
   */
  refusalOf(host: string, port: number): string | null;
  /**
   * The address to connect to for `host:port`: an address as it is, a name resolved with every
   * address it resolves to checked. Throws RecorderAddressRefused.
   */
  resolve(host: string, port: number): Promise<string>;
}

const lookUp: ResolveAll = async (name) =>
  (await dns.lookup(name, { all: true, verbatim: true })).map((found) => found.address);

export function recorderNetworks(
  settings: RecorderNetworkSettings,
  resolveAll: ResolveAll = lookUp,
): RecorderNetworks {
  const allowed = settings.allowed.map(parseCidr);
  const ownAddresses = ownAddressesOf(settings.ownHost);

  const addressRefusal = (address: string, port: number): string | null => {
    const bytes = comparable(address);
    if (!bytes) return `${address} is not an address`;
    if (NEVER.some((cidr) => inCidr(bytes, cidr))) return `${address} is never a recorder's`;
    const own =
      LOOPBACK.some((cidr) => inCidr(bytes, cidr)) ||
      ownAddresses.some((mine) => sameBytes(mine, bytes));
    if (own && settings.ownPorts.includes(port)) return `${address}:${port} is this server`;
    if (!allowed.some((cidr) => inCidr(bytes, cidr))) {
      return `${address} is outside the allowed networks`;
    }
    return null;
  };

  const refusalOf = (host: string, port: number): string | null => {
    const name = host.trim().toLowerCase().replace(/\.$/, '');
    if (net.isIP(name)) return addressRefusal(name, port);
    if (NEVER_NAMES.has(name)) return `${name} is a metadata service`;
    return null;
  };

  return {
    refusalOf,
    async resolve(host, port) {
      const refused = refusalOf(host, port);
      if (refused) throw new RecorderAddressRefused(refused);
      const name = host.trim().toLowerCase().replace(/\.$/, '');
      if (net.isIP(name)) return name;
      let addresses: string[];
      try {
        addresses = await resolveAll(name);
      } catch (error) {
        throw new RecorderAddressRefused(
          `${name} could not be resolved: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (addresses.length === 0) throw new RecorderAddressRefused(`${name} resolves to nothing`);
      // Every answer, not only the one used: a name that also points somewhere refused is not
      // a recorder's name.
      for (const address of addresses) {
        const why = addressRefusal(address, port);
        if (why) throw new RecorderAddressRefused(`${name} resolves to ${address}: ${why}`);
      }
      return addresses[0]!;
    },
  };
}

/** Whether a text is a network in CIDR notation (an address alone is one address). */
export function isCidr(text: string): boolean {
  try {
    parseCidr(text);
    return true;
  } catch {
    return false;
  }
}

function parseCidr(text: string): Cidr {
  const [address = '', prefixText, extra] = text.trim().split('/');
  const bytes = addressBytes(address);
  if (!bytes || extra !== undefined) throw new RangeError(`${text} is not a network`);
  const prefix = prefixText === undefined ? bytes.length * 8 : Number(prefixText);
  if (!/^\d+$/.test(prefixText ?? '0') || prefix > bytes.length * 8) {
    throw new RangeError(`${text} is not a network`);
  }
  return { bytes, prefix };
}

function inCidr(bytes: Uint8Array, cidr: Cidr): boolean {
  if (bytes.length !== cidr.bytes.length) return false;
  for (let bit = 0; bit < cidr.prefix; bit += 8) {
    const take = Math.min(8, cidr.prefix - bit);
    const mask = (0xff << (8 - take)) & 0xff;
    if ((bytes[bit / 8]! & mask) !== (cidr.bytes[bit / 8]! & mask)) return false;
  }
  return true;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/**
 * An address's bytes as it will be reached: an IPv6 address that carries an IPv4 one (mapped
 * ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64 64:ff9b::a.b.c.d) is that IPv4 address, so
 * ::ffff:169.254.169.254 is refused as 169.254.169.254 is.
 */
function comparable(address: string): Uint8Array | null {
  const bytes = addressBytes(address);
  if (!bytes || bytes.length === 4) return bytes;
  const head = bytes.subarray(0, 12);
  const zeros = (from: number, to: number) => head.subarray(from, to).every((b) => b === 0);
  const mapped = zeros(0, 10) && head[10] === 0xff && head[11] === 0xff;
  const compatible = zeros(0, 12) && !bytes.subarray(12, 15).every((b) => b === 0);
  const nat64 = head[0] === 0 && head[1] === 0x64 && head[2] === 0xff && head[3] === 0x9b;
  return mapped || compatible || (nat64 && zeros(4, 12)) ? bytes.slice(12) : bytes;
}

/** 4 bytes for IPv4, 16 for IPv6; null for anything else (a zone index is not an address). */
function addressBytes(address: string): Uint8Array | null {
  const family = net.isIP(address);
  if (family === 4) return Uint8Array.from(address.split('.').map(Number));
  if (family !== 6 || address.includes('%')) return null;
  let text = address.toLowerCase();
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    tail.push(...dotted[1]!.split('.').map(Number));
    text = `${text.slice(0, -dotted[1]!.length)}0:0`;
  }
  const [left = '', right] = text.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groups(left);
  const rest = right === undefined ? [] : groups(right);
  const fill = right === undefined ? [] : Array(8 - head.length - rest.length).fill('0');
  const words = [...head, ...fill, ...rest].map((group) => parseInt(group, 16));
  const bytes = Uint8Array.from(words.flatMap((word) => [word >> 8, word & 0xff]));
  if (dotted) bytes.set(tail, 12);
  return bytes;
}

/** This machine's addresses when the server listens on all of them; else the one it names. */
function ownAddressesOf(host: string | undefined): Uint8Array[] {
  if (host === undefined || !net.isIP(host)) return [];
  const listening = comparable(host);
  if (!listening) return [];
  if (!listening.every((byte) => byte === 0)) return [listening];
  return Object.values(os.networkInterfaces())
    .flatMap((addresses) => addresses ?? [])
    .flatMap((found) => {
      const bytes = comparable(found.address.split('%')[0]!);
      return bytes ? [bytes] : [];
    });
}
