import { describe, expect, it } from 'vitest';
import { brandSiteUrl, hostname, isDevelopmentHost, isValidHost, normalizeSub, subFromHost, subOfHost } from './merchant-host.ts';

describe('merchant from the host sub-domain (SPEC point 1)', () => {
  it('the first label of a sub-domain names the brand', () => {
    expect(subOfHost('burger.example.uz')).toBe('burger');
    expect(subOfHost('burger.example.uz:443')).toBe('burger');
    expect(subOfHost('Burger.Example.UZ')).toBe('burger');
    expect(subOfHost('burger.localhost:5173')).toBe('burger');
    expect(subOfHost('pizza.dev.local')).toBe('pizza');
  });

  it('with the configured base domains, only <sub>.<base domain> names a brand', () => {
    const domains = ['example.uz', 'localhost'];
    expect(subOfHost('burger.example.uz', domains)).toBe('burger');
    expect(subOfHost('Burger.Example.UZ.:443', domains)).toBe('burger');
    expect(subOfHost('burger.localhost:8080', domains)).toBe('burger');
    for (const host of [
      'burger.evil.uz',
      'burger.example.uz.evil.com',
      'burger.shop.example.uz',
      'example.uz',
      'burgerexample.uz',
      'www.example.uz',
      'burger.local',
      '127.0.0.1',
      '[::1]:80',
    ]) {
      expect(subOfHost(host, domains), host).toBeNull();
    }
    expect(subOfHost('burger.example.uz', [])).toBeNull();
  });

  it('without base domains (callers that cannot know them), any sub-domain over a registrable domain', () => {
    expect(subOfHost('burger.anything.example')).toBe('burger');
    expect(subFromHost('burger.example.uz', '', ['example.uz'])).toBe('burger');
    expect(subFromHost('burger.other.uz', '', ['example.uz'])).toBeNull();
  });

  it('a host without a brand label names none', () => {
    expect(subOfHost('example.uz')).toBeNull();
    expect(subOfHost('localhost:5173')).toBeNull();
    expect(subOfHost('www.example.uz')).toBeNull();
    expect(subOfHost('api.example.uz')).toBeNull();
    expect(subOfHost('127.0.0.1:8080')).toBeNull();
    expect(subOfHost('[::1]:8080')).toBeNull();
  });
});

describe('?vendor= on development hosts only (SPEC point 1; DESIGN: localhost, 127.0.0.1, [::1], *.localhost, *.local)', () => {
  it('development hosts are recognised', () => {
    for (const host of ['localhost', 'localhost:5173', '127.0.0.1:8080', '[::1]:3000', 'burger.localhost', 'shop.local', 'LOCALHOST']) {
      expect(isDevelopmentHost(host), host).toBe(true);
    }
    for (const host of ['example.uz', 'burger.example.uz', 'localhost.example.uz', 'local.example.uz']) {
      expect(isDevelopmentHost(host), host).toBe(false);
    }
  });

  it('any other IP address is no development host: a public server reached by its address ignores ?vendor=', () => {
    for (const host of ['203.0.113.7', '203.0.113.7:8080', '10.0.0.1', '127.0.0.2', '[2001:db8::1]:443', '[::2]']) {
      expect(isDevelopmentHost(host), host).toBe(false);
      expect(subFromHost(host, '?vendor=burger'), host).toBeNull();
    }
  });

  it('on a development host ?vendor= names the brand, before any sub-domain', () => {
    expect(subFromHost('localhost:5173', '?vendor=burger')).toBe('burger');
    expect(subFromHost('127.0.0.1:8080', 'vendor=Pizza')).toBe('pizza');
    expect(subFromHost('shop.localhost:5173', '?vendor=burger')).toBe('burger');
    expect(subFromHost('shop.localhost:5173', '')).toBe('shop');
    expect(subFromHost('localhost:5173')).toBeNull();
  });

  it('on a public host ?vendor= is ignored', () => {
    expect(subFromHost('example.uz', '?vendor=burger')).toBeNull();
    expect(subFromHost('shop.example.uz', '?vendor=burger')).toBe('shop');
  });

  it('a vendor that is not a valid sub-domain label is ignored', () => {
    expect(subFromHost('localhost', '?vendor=../admin')).toBeNull();
    expect(subFromHost('shop.localhost', '?vendor=a b')).toBe('shop');
    expect(subFromHost('localhost', '?vendor=-burger')).toBeNull();
  });
});

describe('host and sub helpers', () => {
  it('isValidHost: a name, IPv4 or [IPv6] with an optional port; never a name a URL cannot carry', () => {
    for (const host of ['burger.localhost:8080', 'localhost', '127.0.0.1', '[::1]:3000', 'shop.example.uz', 'a_b.example.uz', 'shop.0x1g']) {
      expect(isValidHost(host), host).toBe(true);
    }
    for (const host of ['burger.123', '1.2.3.999', '.5', 'shop.0x1f', '1.2.3.4.5', 'a..b', '', 'a b', 'a/b', 'x:99999', '[zz]', 'user@host']) {
      expect(isValidHost(host), host).toBe(false);
    }
  });

  it('hostname drops the port and keeps IPv6 brackets', () => {
    expect(hostname(' Burger.Example.uz:8080 ')).toBe('burger.example.uz');
    expect(hostname('[::1]:8080')).toBe('[::1]');
  });

  it('normalizeSub keeps a DNS label in lower case, else null', () => {
    expect(normalizeSub(' Burger-2 ')).toBe('burger-2');
    expect(normalizeSub('burger_2')).toBeNull();
    expect(normalizeSub('burger-')).toBeNull();
    expect(normalizeSub('a'.repeat(64))).toBeNull();
    expect(normalizeSub('a'.repeat(63))).toBe('a'.repeat(63));
    expect(normalizeSub('')).toBeNull();
    expect(normalizeSub(null)).toBeNull();
  });
});

describe('brand site addresses of the brand catalog (brand tabs)', () => {
  it('a bare domain is https; http stays http; a path is kept', () => {
    expect(brandSiteUrl('pizza.example.uz')).toBe('https://pizza.example.uz/');
    expect(brandSiteUrl('http://pizza.example.uz/menu')).toBe('http://pizza.example.uz/menu');
  });

  it('never answers a script or other scheme link (SPEC point 8: script-like URLs are refused)', () => {
    expect(brandSiteUrl('javascript:alert(1)')).toBeNull();
    expect(brandSiteUrl('data:text/html,hi')).toBeNull();
    expect(brandSiteUrl('https://')).toBeNull();
  });

  it("a development domain takes the visitor's protocol and port; a public one keeps its own", () => {
    const visitor = { protocol: 'http:', port: '9000' };
    expect(brandSiteUrl('http://sushi.localhost:8080', visitor)).toBe('http://sushi.localhost:9000/');
    expect(brandSiteUrl('sushi.localhost', visitor)).toBe('http://sushi.localhost:9000/');
    expect(brandSiteUrl('sushi.example.uz', visitor)).toBe('https://sushi.example.uz/');
  });
});
