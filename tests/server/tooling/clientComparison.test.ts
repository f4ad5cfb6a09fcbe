/**
 * The decisions of `npm run bench:client` that need no browser: medians of each
 * side, their ratio, when the check fails, and which files the staff bundle
 * counts in a Vite manifest.
 */
import { describe, expect, it } from 'vitest';
import { anyExceeds, compare, ratioOf, renderComparison } from '../../../bench/comparison';
import { staffBundleFiles, type Manifest } from '../../../bench/staffBundle';

describe('before/after comparison', () => {
  it('compares the medians of each side, not their means', () => {
    const c = compare('Primera carga', 'ms', [100, 900, 110, 105, 95], [120, 118, 2000, 121, 119]);
    expect(c.before).toBe(105);
    expect(c.after).toBe(120);
    expect(c.ratio).toBeCloseTo(120 / 105, 10);
  });

  it('allows growth up to 10 % and fails beyond it', () => {
    expect(compare('a', 'bytes', [1000], [1100]).exceeds).toBe(false);
    expect(compare('a', 'bytes', [1000], [1101]).exceeds).toBe(true);
    expect(compare('a', 'bytes', [1000], [600]).exceeds).toBe(false);
    expect(compare('a', 'bytes', [1000], [1150], 1.2).exceeds).toBe(false);
  });

  it('fails the run when any one measure grew too much', () => {
    const fine = compare('a', 'ms', [100, 100], [105, 105]);
    const grown = compare('b', 'bytes', [1000], [1200]);
    expect(anyExceeds([fine])).toBe(false);
    expect(anyExceeds([fine, grown])).toBe(true);
  });

  it('treats two zeros as no change and growth out of nothing as too much', () => {
    expect(ratioOf(0, 0)).toBe(1);
    expect(ratioOf(0, 5)).toBe(Infinity);
    expect(compare('a', 'bytes', [0], [5]).exceeds).toBe(true);
  });

  it('refuses a side without figures', () => {
    expect(() => compare('a', 'ms', [], [1])).toThrow('faltan medidas');
  });

  it('prints each measure with both medians, the ratio and the verdict', () => {
    const table = renderComparison([compare('Primera carga de /gatos', 'ms', [1500], [1650]), compare('Paquete', 'bytes', [10240], [10240])], 1.1, '## Cliente');
    expect(table).toContain('| Primera carga de /gatos | 1500 ms | 1650 ms | 1,100 | sí |');
    expect(table).toContain('| Paquete | 10,0 kB | 10,0 kB | 1,000 | sí |');
    expect(renderComparison([compare('Paquete', 'bytes', [1000], [1200])], 1.1, '')).toContain('| 1,200 | ✗ |');
  });
});

describe('the staff bundle in a Vite manifest', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index-a.js', imports: ['_react-b.js'], dynamicImports: ['src/client/publico/LandingPage.tsx', 'src/client/StaffApp.tsx', 'src/client/i18n/ca.ts', 'src/client/cuenta/LoginPage.tsx'], css: ['assets/index-a.css'] },
    '_react-b.js': { file: 'assets/react-b.js' },
    'src/client/publico/LandingPage.tsx': { file: 'assets/LandingPage-c.js', imports: ['_react-b.js', '_BackHome-d.js'], css: ['assets/LandingPage-c.css'] },
    '_BackHome-d.js': { file: 'assets/BackHome-d.js' },
    'src/client/StaffApp.tsx': { file: 'assets/StaffApp-e.js', imports: ['index.html', '_react-b.js'], dynamicImports: ['src/client/gatos/GatosList.tsx'] },
    'src/client/gatos/GatosList.tsx': { file: 'assets/GatosList-f.js', css: ['assets/GatosList-f.css'], assets: ['assets/cat-g.png'] },
    'src/client/i18n/ca.ts': { file: 'assets/ca-h.js' },
    'src/client/cuenta/LoginPage.tsx': { file: 'assets/LoginPage-i.js' },
  };

  it('counts the entry, the staff app with its lazy screens, the catalogues and the login, with their CSS', () => {
    expect(staffBundleFiles(manifest)).toEqual([
      'assets/GatosList-f.css',
      'assets/GatosList-f.js',
      'assets/LoginPage-i.js',
      'assets/StaffApp-e.js',
      'assets/ca-h.js',
      'assets/index-a.css',
      'assets/index-a.js',
      'assets/react-b.js',
    ]);
  });

  it('counts a chunk the public pages share with the staff app, but not what only they load', () => {
    const files = staffBundleFiles(manifest);
    expect(files).toContain('assets/react-b.js');
    expect(files).not.toContain('assets/LandingPage-c.js');
    expect(files).not.toContain('assets/LandingPage-c.css');
    expect(files).not.toContain('assets/BackHome-d.js');
  });

  it('refuses a manifest whose staff app or public pages are gone, where the figure would mean something else', () => {
    const withoutStaff: Manifest = { ...manifest, 'index.html': { ...manifest['index.html'], dynamicImports: ['src/client/publico/LandingPage.tsx'] } };
    expect(() => staffBundleFiles(withoutStaff)).toThrow('src/client/StaffApp.tsx no se alcanza');
    const withoutPublic: Manifest = { ...manifest, 'index.html': { ...manifest['index.html'], dynamicImports: ['src/client/StaffApp.tsx'] } };
    delete withoutPublic['src/client/publico/LandingPage.tsx'];
    expect(() => staffBundleFiles(withoutPublic)).toThrow('no tiene páginas públicas');
  });
});
