import { describe, expect, it } from 'vitest';
import { fileNameOfUrl, parseImages, serializeImages } from './images.ts';

const first = { uid: 'rc-1', name: 'front.png', url: '/uploads/a1.png' };
const second = { uid: 'rc-2', name: 'back.jpg', url: '/uploads/b2.jpg' };

describe('parseImages', () => {
  it('reads items joined by ---', () => {
    expect(parseImages(`${JSON.stringify(first)}---${JSON.stringify(second)}`)).toEqual([first, second]);
  });

  it.each([null, undefined, '', '   ', '---', '------'])('gives no images for %j', (value) => {
    expect(parseImages(value)).toEqual([]);
  });

  it('skips blank and unreadable items', () => {
    const value = ['', JSON.stringify(first), '{not json', '{"uid":"x","name":"no url"}', '42', ' '].join('---');
    expect(parseImages(value)).toEqual([first]);
  });

  it('fills a missing uid and name', () => {
    expect(parseImages('{"url":"/uploads/c3.gif"}')).toEqual([
      { uid: 'image-0', name: 'c3.gif', url: '/uploads/c3.gif' },
    ]);
  });

  it('reads a bare url as an image', () => {
    expect(parseImages('/uploads/d4.webp')).toEqual([{ uid: 'image-0', name: 'd4.webp', url: '/uploads/d4.webp' }]);
  });

  it('reads a JSON list (the photos of a dispatch) and skips what is not an image', () => {
    const value = JSON.stringify([{ name: 'pallet.jpg', url: '/uploads/p1.jpg' }, { name: 'no url' }, 7]);
    expect(parseImages(value)).toEqual([{ uid: 'image-0', name: 'pallet.jpg', url: '/uploads/p1.jpg' }]);
    expect(parseImages('[]')).toEqual([]);
    expect(parseImages('[not json')).toEqual([]);
  });
});

describe('serializeImages', () => {
  it('joins items with --- and round-trips', () => {
    const value = serializeImages([first, second]);
    expect(value).toBe(`${JSON.stringify(first)}---${JSON.stringify(second)}`);
    expect(parseImages(value)).toEqual([first, second]);
  });

  it('gives an empty string for no images', () => {
    expect(serializeImages([])).toBe('');
  });

  it('keeps only uid, name and url', () => {
    const extra = { ...first, status: 'done' } as typeof first;
    expect(serializeImages([extra])).toBe(JSON.stringify(first));
  });
});

describe('fileNameOfUrl', () => {
  it.each([
    ['/uploads/ab12.png', 'ab12.png'],
    ['/uploads/ab12.png?x=1', 'ab12.png'],
    ['ab12.png', 'ab12.png'],
  ])('%s → %s', (url, name) => {
    expect(fileNameOfUrl(url)).toBe(name);
  });
});
