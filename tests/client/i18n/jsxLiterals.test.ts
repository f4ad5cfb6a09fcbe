/**
 * No literal text in the JSX of src/client; every text comes from the
 * catalogue. The screens written before the catalogue existed are listed in
 * jsxLiteralsDebt.json with how many literals each still has: a new file with a
 * literal, or one more literal in a listed file, fails; so does a listed count
 * that went down without the list being lowered (the list only shrinks).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientFiles, jsxLiterals } from './jsxLiterals';

const root = path.resolve(__dirname, '../../../src/client');
const debt = JSON.parse(fs.readFileSync(path.join(__dirname, 'jsxLiteralsDebt.json'), 'utf8')) as Record<string, number>;

describe('literal text in JSX', () => {
  it('finds literal text, attributes and list column labels included, and leaves expressions, names and catalogue keys alone', () => {
    const dir = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'jsx-'));
    const file = path.join(dir, 'Sample.tsx');
    fs.writeFileSync(
      file,
      `export const A = () => (<div title="Hola mundo"><p>Texto suelto</p><span>{t('gatera.x')}</span><b>Gatera</b><i aria-label={'Cerrar'} /><em>—</em><Button label="gatera.consola.bulk.baja" /><Confirm title="ra.message.are_you_sure" /><p>gatera es un nombre</p></div>);\nexport const COLUMNS = [{ source: 'nombre', label: 'Nombre', render: () => null }, { source: 'edad', label: 'gatera.gatos.campos.edad' }, { value: 'true', label: 'Sí' }];`,
    );
    expect(jsxLiterals(file).map((l) => l.text)).toEqual(['Hola mundo', 'Texto suelto', 'Cerrar', 'gatera es un nombre', 'Nombre']);
  });

  const files = clientFiles(root);

  it('appears in no screen outside the list of older screens, and no listed screen gains any', () => {
    const found = Object.fromEntries(files.map((file) => [path.relative(root, file), jsxLiterals(file)] as const).filter(([, literals]) => literals.length > 0));
    const grown = Object.entries(found)
      .filter(([file, literals]) => literals.length > (debt[file] ?? 0))
      .map(([file, literals]) => `${file}: ${literals.map((l) => `${l.line} «${l.text}»`).join(', ')}`);
    expect(grown).toEqual([]);
    const shrunk = Object.entries(debt).filter(([file, count]) => (found[file]?.length ?? 0) < count).map(([file]) => file);
    expect(shrunk, 'lower these counts in jsxLiteralsDebt.json').toEqual([]);
  });

  it('has none in the frame, the landing page, the login, the map and the language selector', () => {
    for (const file of ['layout/GateraAppBar.tsx', 'layout/GroupedMenu.tsx', 'layout/AppLayout.tsx', 'layout/PublicLayout.tsx', 'layout/Footer.tsx', 'layout/DemoNotice.tsx', 'layout/NavLinks.tsx', 'publico/LandingPage.tsx', 'cuenta/LoginPage.tsx', 'mapa/MapaPage.tsx', 'mapa/ColoniaSearchBox.tsx', 'i18n/LanguageSelector.tsx']) {
      expect(jsxLiterals(path.join(root, file)), file).toEqual([]);
    }
  });
});
