/**
 * The documentation tells its own story inside the repository: every relative link of
 * README.md, docs/ and bench/ names a file that exists and, after '#', one of its headings
 * (GitHub's anchors), and nothing points outside the repository but public web addresses.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingAnchors, headingSlug, linkProblem, markdownLinks } from './markdownLinks';

const root = process.cwd();

function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) return markdownFiles(relative);
      return entry.name.endsWith('.md') ? [relative] : [];
    });
}

const documentation = ['README.md', ...markdownFiles('docs'), ...markdownFiles('bench')];

describe('GitHub heading anchors', () => {
  it('keep accents and drop punctuation, code marks and links, as GitHub does', () => {
    expect(headingSlug('Inicio rápido')).toBe('inicio-rápido');
    expect(headingSlug('Informes (`/informes`, administración y responsables)')).toBe('informes-informes-administración-y-responsables');
    expect(headingSlug('5. Copias de seguridad y restauración')).toBe('5-copias-de-seguridad-y-restauración');
    expect(headingSlug('Registro de identificación de microchips (Ley 7/2023)')).toBe('registro-de-identificación-de-microchips-ley-72023');
    expect(headingSlug('Qué hacer si…')).toBe('qué-hacer-si');
    expect(headingSlug('Ver [la guía](docs/X.md) **ahora**')).toBe('ver-la-guía-ahora');
  });

  it('number repeated headings and ignore headings inside code blocks', () => {
    expect([...headingAnchors('# Uno\n## Dos\n```bash\n# Tres\n```\n## Dos\n')]).toEqual(['uno', 'dos', 'dos-1']);
  });
});

describe('the link check', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-links-'));
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'docs', 'B.md'), '# Título de B\n\n## Una sección\n');
  const problem = (target: string) => linkProblem(dir, { file: 'docs/A.md', line: 1, target });
  fs.writeFileSync(path.join(dir, 'docs', 'A.md'), '# A\n');

  it('accepts a file, its heading, a heading of the same file and a public web address', () => {
    expect(problem('B.md')).toBeNull();
    expect(problem('B.md#una-sección')).toBeNull();
    expect(problem('#a')).toBeNull();
    expect(problem('https://www.cartociudad.es/')).toBeNull();
  });

  it('names a missing file, a missing heading and every way out of the repository', () => {
    expect(problem('C.md')).toBe('names docs/C.md, which does not exist');
    expect(problem('B.md#otra')).toBe('names #otra, which is no heading of docs/B.md');
    expect(problem('#b')).toBe('names #b, which is no heading of docs/A.md');
    expect(problem('../../shared/spec/SPEC.md')).toBe('points outside the repository');
    expect(problem('/work/shared/spec/SPEC.md')).toBe('is an absolute path, outside the repository');
    expect(problem('file:///work/main/README.md')).toBe('points outside the repository (file:)');
  });

  it('finds inline links, autolinks and reference definitions, but none inside code', () => {
    const text = 'Ver [a](B.md) y <https://x.es>.\n[ref]: C.md\n`[no](D.md)`\n```\n[no](E.md)\n```\n';
    expect(markdownLinks('docs/A.md', text).map((link) => `${link.line}:${link.target}`)).toEqual(['1:B.md', '1:https://x.es', '2:C.md']);
  });
});

describe('the repository documentation', () => {
  it('has every link lead to a file and heading inside the repository', () => {
    const problems = documentation.flatMap((file) =>
      markdownLinks(file, fs.readFileSync(path.join(root, file), 'utf8')).flatMap((link) => {
        const why = linkProblem(root, link);
        return why ? [`${link.file}:${link.line} ${link.target} ${why}`] : [];
      }),
    );
    expect(documentation.length).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });

  it('lists every document of docs/ in the README index', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const index = readme.slice(readme.indexOf('\n## Documentación\n'));
    const linked = new Set(markdownLinks('README.md', index).map((link) => link.target));
    expect(markdownFiles('docs').filter((file) => !linked.has(file))).toEqual([]);
  });
});
