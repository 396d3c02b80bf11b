// The TRUST_PROXY setting as Express reads it, as a function of (peer address, hop): which peers'
// X-Forwarded-For to believe. The access log and the connection cap read it the same way.
import proxyAddr from 'proxy-addr';

/** 'false' trusts nobody, 'true' everybody, a number that many hops, else a list of addresses and ranges. */
export function compileTrust(setting: string): (addr: string, i: number) => boolean {
  if (setting === 'false') return () => false;
  if (setting === 'true') return () => true;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_addr, i) => i < hops;
  }
  return proxyAddr.compile(setting.split(',').map((s) => s.trim()));
}
