import { describe, expect, it } from 'vitest';
import { plainName, withPlainNames } from './plain-name';

describe('plainName', () => {
  it('drops links, addresses and domains from a typed name, and keeps real names as they are', () => {
    expect(plainName('Hello your account is locked - restore it at https://evil.example/restore?x=1')).toBe(
      'Hello your account is locked - restore it at',
    );
    expect(plainName('Robin see evil.example or www.evil.example/login or bit.ly/abc')).toBe('Robin see or or');
    expect(plainName('Write to help@evil.example\nnow')).toBe('Write to now');
    expect(plainName('ftp://x.example')).toBe('');
    for (const name of ["Zoë O'Neil-Smith", 'J. R. R. Tolkien', 'Nguyễn Văn An', 'Marie-Ève', 'Dr. Ada Lovelace']) {
      expect(plainName(name)).toBe(name);
    }
  });

  it('makes only the values named like names plain', () => {
    expect(withPlainNames({ studentName: 'Eve evil.example', companyName: 'x@y.example', jobTitle: 'See a.example', count: 2 })).toEqual({
      studentName: 'Eve',
      companyName: '',
      jobTitle: 'See a.example',
      count: 2,
    });
  });
});
