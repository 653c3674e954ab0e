import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseShareLink, shareLink } from './shareLink';

const HOST = 'https://app.example.com';

describe('shareLink', () => {
  it('is {host}/{saveId} with no parameters by default', () => {
    expect(shareLink(HOST, 'save-1')).toBe('https://app.example.com/save-1');
  });

  it('adds client=1, dim and conf only when asked', () => {
    expect(shareLink(HOST, 'save-1', { client: true, dim: '2d', conf: false })).toBe(
      'https://app.example.com/save-1?client=1&dim=2d&conf=false',
    );
    expect(shareLink(HOST, 'save-1', { client: false, dim: '3d', conf: true })).toBe(
      'https://app.example.com/save-1?dim=3d&conf=true',
    );
  });

  it('never doubles the slash after a host given with one, and keeps a path prefix', () => {
    expect(shareLink(`${HOST}/`, 'save-1')).toBe('https://app.example.com/save-1');
    expect(shareLink(`${HOST}/planner`, 'save-1')).toBe('https://app.example.com/planner/save-1');
  });

  it('reads back the save id and options it was made with, whatever the id', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((id) => id !== '.' && id !== '..'),
        fc.option(fc.boolean(), { nil: undefined }),
        fc.option(fc.constantFrom('2d' as const, '3d' as const), { nil: undefined }),
        fc.option(fc.boolean(), { nil: undefined }),
        fc.constantFrom(HOST, `${HOST}/`, `${HOST}/planner`),
        (saveId, client, dim, conf, host) => {
          const parsed = parseShareLink(host, shareLink(host, saveId, { client, dim, conf }));
          expect(parsed).toEqual({
            saveId,
            ...(client ? { client: true } : {}),
            ...(dim !== undefined ? { dim } : {}),
            ...(conf !== undefined ? { conf } : {}),
          });
        },
      ),
    );
  });

  it('refuses ids that a URL path would resolve away', () => {
    for (const id of ['', '.', '..']) expect(() => shareLink(HOST, id)).toThrow(RangeError);
  });

  it('ignores parameter values the spec does not list', () => {
    expect(parseShareLink(HOST, `${HOST}/save-1?client=yes&dim=4d&conf=maybe`)).toEqual({ saveId: 'save-1' });
  });

  it('is not a share link on another host, below another path or deeper than one segment', () => {
    expect(parseShareLink(HOST, 'https://evil.example.com/save-1')).toBeNull();
    expect(parseShareLink(`${HOST}/planner`, `${HOST}/other/save-1`)).toBeNull();
    expect(parseShareLink(HOST, `${HOST}/a/b`)).toBeNull();
    expect(parseShareLink(HOST, `${HOST}/`)).toBeNull();
    expect(parseShareLink(HOST, 'not a url')).toBeNull();
    expect(parseShareLink(HOST, `${HOST}/%E0%A4%A`)).toBeNull();
  });
});
