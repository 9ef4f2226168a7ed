import { describe, expect, it } from 'vitest';
import { shellVisibility } from './shellVisibility';
import { isDesktopWidth } from './useDesktopWindow';

describe('shell visibility (spec §2 Shell behaviour)', () => {
  it.each([
    // path, width, filterBar, searchBar, footer
    ['/', 1280, true, true, true],
    ['/explore', 1280, true, true, true],
    ['/cart', 1280, true, false, true],
    ['/login', 1280, false, false, false],
    ['/verify-email/12345', 1280, false, true, false],
    ['/register', 1024, false, false, false],
    ['/second-step', 1280, false, true, false],
    ['/payment', 1280, true, false, true],
    ['/', 390, true, true, true],
    ['/explore', 1023, true, true, true],
    ['/cart', 390, false, false, true],
    ['/login', 390, false, false, true],
    ['/verify-email', 390, true, true, true],
    ['/create-profile', 390, false, false, true],
    ['/summary', 390, false, false, true],
    ['/failure', 390, false, false, true],
    ['/product/12', 390, true, true, true],
  ])('%s at %i px: filter bar %s, search %s, footer %s', (path, width, filterBar, searchBar, footer) => {
    expect(shellVisibility(path, isDesktopWidth(width))).toEqual({ filterBar, searchBar, footer });
  });
});
