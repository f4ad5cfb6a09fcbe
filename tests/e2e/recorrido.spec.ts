/**
 * A walk through every staff list for every role that may open it, taken from
 * the role table: the list is opened from the side menu (by its URL when the
 * role's menu does not carry it), its rows come, it sorts from a column header,
 * it filters, a row opens its record and the browser's back button returns to
 * the list as it was. axe-core checks every list on the way, and one list is
 * walked with the keyboard alone.
 *
 * What differs from list to list (which column sorts, which filter, what the
 * record page shows) is the one table WALKS below; a `null` there says the list
 * does not offer that step today, and why.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNT_ROLES, MENUS, STAFF_AREAS, type Role, type Screen, type StaffAreaName } from '../../src/domain/roles';
import { spanishText } from '../../src/domain/i18n';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, loginAs } from './support';

/** The areas whose list is a react-admin resource's `list` screen: the staff lists. */
type ListArea = {
  [A in StaffAreaName]: (typeof STAFF_AREAS)[A] extends { kind: 'resource'; screens: { list: Screen } } ? A : never;
}[StaffAreaName];

/** Where a step's value comes from: a column of the list's last row, a pattern on its last item, or a fixed text. */
type FilterValue = { column: string } | { match: RegExp } | { text: string };

interface ListWalk {
  /** The element that holds the rows: a table (rows) or a list (items), by its accessible name. */
  rows: { role: 'table' | 'list'; name: string };
  /** The header (its visible text) that sorts the list, both ways. */
  sort: { column: string } | null;
  /** A text search (typed, then `submit` pressed when the list has such a button) or a select (the option named as the value). */
  filter: { control: 'text' | 'select'; label: string; submit?: string; value: FilterValue } | null;
  /** The column whose cell opens the row's record; the record page is at `url` and names the record in a heading. */
  open: { column: string; url: RegExp } | null;
  /** Why a step is `null`. */
  why?: string;
}


/** One line per staff list: adapt the line when the list's screen changes. */
const WALKS: Record<ListArea, ListWalk> = {
  gatos: {
    rows: { role: 'table', name: 'Gatos' },
    sort: { column: 'Nombre' },
    filter: { control: 'text', label: 'Buscar por nombre o código', value: { column: 'Nombre' } },
    open: { column: 'Nombre', url: /\/gatos\/\d+$/ },
  },
  'mis-gatos': {
    rows: { role: 'table', name: 'Mis gatos' },
    sort: { column: 'Nombre' },
    filter: { control: 'text', label: 'Buscar por nombre o código', value: { column: 'Nombre' } },
    open: { column: 'Nombre', url: /\/gatos\/\d+$/ },
  },
  colonias: {
    rows: { role: 'table', name: 'Gestión de Colonias' },
    sort: { column: 'Nombre' },
    filter: { control: 'text', label: 'Buscar por nombre o ubicación', value: { column: 'Nombre' } },
    open: { column: 'Nombre', url: /\/colonias\/\d+$/ },
  },
  'mis-colonias': {
    rows: { role: 'table', name: 'Mis Colonias' },
    sort: { column: 'Nombre' },
    filter: { control: 'text', label: 'Buscar por nombre o ubicación', value: { column: 'Nombre' } },
    open: { column: 'Nombre', url: /\/colonias\/\d+$/ },
  },
  'colonias-listado': {
    rows: { role: 'table', name: 'Listado de Colonias' },
    sort: { column: 'Nombre' },
    filter: { control: 'text', label: 'Buscar por nombre o ubicación', value: { column: 'Nombre' } },
    open: { column: 'Nombre', url: /\/colonias\/\d+$/ },
  },
  campanas: {
    rows: { role: 'table', name: 'Campañas' },
    sort: { column: 'Nombre' },
    filter: { control: 'select', label: 'Filtrar por estado', value: { column: 'Estado' } },
    open: { column: 'Nombre', url: /\/campanas\/\d+$/ },
  },
  jornadas: {
    rows: { role: 'table', name: 'Jornadas' },
    sort: null,
    filter: null,
    open: null,
    why: 'las jornadas son pocas: primero las próximas, la más cercana antes, luego las pasadas; no hay orden ni filtro que elegir; la página de una jornada se titula «Jornada del … en …», no con el texto de su celda, y la abre tests/e2e/jornadas.spec.ts',
  },
  facturas: {
    rows: { role: 'table', name: 'Facturas' },
    sort: { column: 'Número' },
    filter: { control: 'select', label: 'Proveedor', value: { column: 'Proveedor' } },
    open: { column: 'Número', url: /\/facturas\/\d+$/ },
  },
  cursos: {
    rows: { role: 'table', name: 'Cursos de formación' },
    sort: null,
    filter: null,
    open: null,
  },
  acreditaciones: {
    rows: { role: 'table', name: 'Acreditaciones de cuidadores' },
    sort: null,
    filter: null,
    open: { column: 'Persona', url: /\/acreditaciones\/\d+$/ },
  },
  costes: {
    rows: { role: 'table', name: 'Libro de costes' },
    sort: null,
    filter: { control: 'select', label: 'Concepto', value: { column: 'Concepto' } },
    open: null,
    why: 'el libro va por fecha, la más reciente primero (una fecha dd/mm/aaaa no se ordena como texto); un coste no tiene página propia: sus datos caben en su fila',
  },
  partes: {
    rows: { role: 'table', name: 'Partes' },
    sort: { column: 'Descripción' },
    filter: { control: 'select', label: 'Filtrar por estado', value: { column: 'Estado' } },
    open: { column: 'Descripción', url: /\/partes\/\d+$/ },
  },
  actividades: {
    rows: { role: 'table', name: 'Actividades' },
    sort: { column: 'Tipo' },
    filter: { control: 'text', label: 'Buscar por tipo, descripción o gato', value: { column: 'Tipo' } },
    open: { column: 'Tipo', url: /\/actividades\/\d+$/ },
  },
  quejas: {
    rows: { role: 'table', name: 'Quejas' },
    sort: { column: 'Estado' },
    filter: { control: 'text', label: 'Buscar por código', submit: 'Buscar', value: { column: 'Código' } },
    open: { column: 'Código', url: /\/quejas\/\d+$/ },
  },
  'mis-quejas': {
    rows: { role: 'table', name: 'Quejas' },
    sort: { column: 'Estado' },
    filter: { control: 'text', label: 'Buscar por código', submit: 'Buscar', value: { column: 'Código' } },
    open: { column: 'Código', url: /\/quejas\/\d+$/ },
  },
  inspecciones: {
    rows: { role: 'table', name: 'Inspecciones' },
    sort: { column: 'Colonia' },
    filter: { control: 'select', label: 'Filtrar por estado', value: { column: 'Estado' } },
    open: { column: 'Fecha', url: /\/inspecciones\/\d+$/ },
  },
  'mis-inspecciones': {
    rows: { role: 'table', name: 'Inspecciones' },
    sort: { column: 'Colonia' },
    filter: { control: 'select', label: 'Filtrar por estado', value: { column: 'Estado' } },
    open: { column: 'Fecha', url: /\/inspecciones\/\d+$/ },
  },
  'adopciones/solicitudes': {
    rows: { role: 'table', name: 'Solicitudes de adopción' },
    sort: { column: 'Estado' },
    filter: { control: 'select', label: 'Filtrar por estado', value: { text: 'Nueva' } },
    open: { column: 'Persona', url: /\/adopciones\/solicitudes\/\d+$/ },
  },
  avistamientos: {
    rows: { role: 'table', name: 'Avistamientos' },
    sort: null,
    filter: { control: 'select', label: 'Filtrar por estado', value: { text: 'Pendiente' } },
    open: { column: 'Código', url: /\/avistamientos\/\d+$/ },
    why: 'La lista va siempre de lo más reciente a lo más antiguo: es el orden en que se atienden los avisos.',
  },
  equipos: {
    rows: { role: 'table', name: 'Banco de trampas' },
    sort: null,
    filter: { control: 'select', label: 'Estado', value: { column: 'Estado' } },
    open: { column: 'Código', url: /\/equipos\/\d+$/ },
    why: 'la API da el inventario por código, el orden en que se imprimen las etiquetas y se busca en la estantería',
  },
  subvenciones: {
    rows: { role: 'table', name: 'Subvenciones' },
    sort: null,
    filter: null,
    open: { column: 'Referencia', url: /\/subvenciones\/\d+$/ },
    why: 'las subvenciones de un ayuntamiento son pocas: la más reciente primero, sin orden ni filtro que elegir',
  },
  visitas: {
    rows: { role: 'table', name: 'Visitas' },
    sort: { column: 'Quién' },
    filter: { control: 'select', label: 'Colonia', value: { column: 'Colonia' } },
    open: { column: 'Fecha y hora', url: /\/visitas\/\d+$/ },
  },
  voluntarios: {
    rows: { role: 'table', name: 'Lista de Voluntarios' },
    sort: { column: 'Usuario' },
    filter: { control: 'text', label: 'Buscar voluntario', value: { column: 'Usuario' } },
    open: null,
    why: 'un voluntario es una cuenta sin página propia (las cuentas se gestionan en /usuarios, solo el admin); sus colonias se abren desde «Personas asignadas»',
  },
  registrovoluntarios: {
    rows: { role: 'table', name: 'Personas asignadas' },
    sort: { column: 'Usuario' },
    filter: { control: 'text', label: 'Buscar por colonia', value: { column: 'Colonia' } },
    open: { column: 'Colonia', url: /\/colonias\/\d+$/ },
  },
  backup: {
    rows: { role: 'table', name: 'Backups disponibles' },
    sort: { column: 'Nombre' },
    filter: null,
    open: null,
    why: 'la API solo da el nombre de cada copia (sin filtros ni descripción): una copia se descarga o se restaura, no tiene página propia',
  },
  auditoria: {
    rows: { role: 'table', name: 'Registro de auditoría' },
    sort: { column: 'Acción' },
    filter: { control: 'select', label: 'Acción', value: { column: 'Acción' } },
    open: { column: 'Fecha y hora', url: /\/auditoria\/\d+$/ },
  },
  usuarios: {
    rows: { role: 'table', name: 'Usuarios' },
    sort: { column: 'Usuario' },
    // The username without the «(tú)» of one's own account.
    filter: { control: 'text', label: 'Buscar usuario', value: { match: /^([^\s(]+)/ } },
    open: { column: 'Usuario', url: /\/usuarios\/\d+$/ },
  },
  entidades: {
    rows: { role: 'table', name: 'Entidades colaboradoras' },
    sort: null,
    filter: null,
    open: { column: 'Nombre', url: /\/entidades\/\d+$/ },
    why: 'la API da las entidades por nombre, en el orden del idioma: un ayuntamiento tiene pocas y caben en una página',
  },
  'consultas-microchip': {
    rows: { role: 'table', name: 'Consultas de microchip' },
    sort: null,
    filter: null,
    open: null,
    why: 'el registro va de la consulta más reciente a la más antigua, sin filtros; una consulta no tiene página propia',
  },
  municipios: {
    rows: { role: 'table', name: 'Municipios' },
    sort: null,
    filter: null,
    open: { column: 'Nombre', url: /\/municipios\/\d+$/ },
    why: 'la API de los municipios ni ordena ni filtra su lista: una provincia tiene pocos municipios y caben en una página',
  },
};

const LIST_AREAS = (Object.keys(STAFF_AREAS) as StaffAreaName[]).filter((area): area is ListArea => area in WALKS);

/** The (area, path) of every staff list `role` may open, in the role table's order. */
function listsOf(role: Role): { area: ListArea; path: string }[] {
  return LIST_AREAS.map((area) => ({ area, path: STAFF_AREAS[area].screens.list.path as string })).filter(({ area }) =>
    (STAFF_AREAS[area].screens.list.roles as readonly Role[]).includes(role),
  );
}

/** A Spanish reader's order, the lists' (docs/IDIOMAS.md, «Orden alfabético»). */
const collator = new Intl.Collator('es', { numeric: true });

function rowsOf(page: Page, walk: ListWalk): Locator {
  if (walk.rows.role === 'list') return page.getByRole('list', { name: walk.rows.name, exact: true }).getByRole('listitem');
  // Body rows: the header row has column headers and no cells.
  return page.getByRole('table', { name: walk.rows.name, exact: true }).getByRole('row').filter({ has: page.getByRole('cell') });
}

/** The position of the header whose visible text is `column`. */
async function columnIndex(page: Page, walk: ListWalk, column: string): Promise<number> {
  const headers = (await page.getByRole('table', { name: walk.rows.name, exact: true }).getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  const index = headers.indexOf(column);
  expect(index, `columna «${column}» en ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return index;
}

/** The cell of `row` under the header whose visible text is `column`. */
async function cellOf(page: Page, walk: ListWalk, row: Locator, column: string): Promise<Locator> {
  const index = await columnIndex(page, walk, column);
  return row.getByRole('cell').or(row.getByRole('rowheader')).nth(index);
}

/** The texts of one column, top to bottom (in one trip to the page: a sort is checked many times). */
async function columnTexts(page: Page, walk: ListWalk, column: string): Promise<string[]> {
  const index = await columnIndex(page, walk, column);
  return rowsOf(page, walk).evaluateAll((rows, at) => rows.map((row) => ((row as HTMLTableRowElement).cells[at]?.innerText ?? '').trim()), index);
}

/** Waits until the list shows its rows (and nothing is loading). */
async function expectRows(page: Page, walk: ListWalk): Promise<void> {
  await expect(page.getByText('Cargando...')).toHaveCount(0);
  await expect(rowsOf(page, walk).first()).toBeVisible();
}

async function openFromMenu(page: Page, role: Role, path: string): Promise<void> {
  const entry = MENUS[role].find((item) => item.path === path);
  if (entry) {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    const link = menu.getByRole('link', { name: spanishText(entry.label), exact: true });
    // A collapsed heading hides its entries: open it first.
    if (!(await link.isVisible())) await menu.getByRole('button', { name: spanishText(`menu.grupos.${entry.group}`), exact: true }).click();
    await link.click();
  } else {
    await page.goto(path);
  }
  await expect(page).toHaveURL((url) => url.pathname === path);
}

async function sortBoth(page: Page, walk: ListWalk, column: string): Promise<void> {
  const table = page.getByRole('table', { name: walk.rows.name, exact: true });
  const header = table.getByRole('columnheader', { name: column });
  const order = () => header.getAttribute('aria-sort');
  const ordered = async (direction: string) => {
    const values = await columnTexts(page, walk, column);
    const sorted = [...values].sort(collator.compare);
    return JSON.stringify(values) === JSON.stringify(direction === 'ascending' ? sorted : sorted.reverse());
  };
  let firstRow = await rowsOf(page, walk).first().innerText();
  for (let click = 0; click < 2; click++) {
    const before = await order();
    // The header's own button: a row's buttons may carry the column's word too ('Acciones de usuario · …').
    await header.getByRole('button').click();
    await expect.poll(order).not.toBe(before);
    const now = (await order()) ?? '';
    expect(['ascending', 'descending'], `aria-sort de «${column}»`).toContain(now);
    await expect.poll(() => ordered(now), `filas en orden ${now} por «${column}»`).toBe(true);
    const distinct = new Set(await columnTexts(page, walk, column)).size > 1;
    // Both ways of one column cannot start with the same row unless every row shows the same value.
    if (click === 1 && distinct) await expect(rowsOf(page, walk).first()).not.toHaveText(firstRow);
    firstRow = await rowsOf(page, walk).first().innerText();
  }
}

async function filterValue(page: Page, walk: ListWalk, value: FilterValue, row: Locator): Promise<string> {
  if ('text' in value) return value.text;
  if ('column' in value) return (await (await cellOf(page, walk, row, value.column)).innerText()).trim();
  const found = value.match.exec((await row.innerText()).trim());
  expect(found, `${value.match} en la fila`).not.toBeNull();
  return found![1].trim();
}

/** Applies the filter with the value of the last row; answers the value. */
async function applyFilter(page: Page, walk: ListWalk, filter: NonNullable<ListWalk['filter']>): Promise<string> {
  const rows = rowsOf(page, walk);
  const value = await filterValue(page, walk, filter.value, rows.last());
  const first = (await rows.first().innerText()).trim();
  const firstMatches = first.toLowerCase().includes(value.toLowerCase());
  if (filter.control === 'select') {
    await page.getByRole('combobox', { name: filter.label, exact: true }).click();
    await page.getByRole('option', { name: value, exact: true }).click();
  } else {
    await page.getByRole('searchbox', { name: filter.label, exact: true }).or(page.getByRole('textbox', { name: filter.label, exact: true })).fill(value);
    if (filter.submit) await page.getByRole('button', { name: filter.submit, exact: true }).click();
  }
  await expectFiltered(page, walk, value);
  // A row without the value was there before: the filter took it away.
  if (!firstMatches) await expect(rows.filter({ hasText: first })).toHaveCount(0);
  return value;
}

/** Every row shown carries `value`, and at least one row is shown. */
async function expectFiltered(page: Page, walk: ListWalk, value: string): Promise<void> {
  const rows = rowsOf(page, walk);
  await expect(rows.filter({ hasText: value }).first()).toBeVisible();
  await expect.poll(async () => (await rows.allInnerTexts()).filter((text) => !text.toLowerCase().includes(value.toLowerCase())), `filas sin «${value}»`).toEqual([]);
}

/** Opens the record of the first row, checks its page, and comes back with the browser. */
async function openAndGoBack(page: Page, walk: ListWalk, open: NonNullable<ListWalk['open']>, filtered: string | null): Promise<void> {
  const listUrl = page.url();
  const cell = await cellOf(page, walk, rowsOf(page, walk).first(), open.column);
  const name = (await cell.innerText()).trim();
  const link = cell.getByRole('link');
  await ((await link.count()) > 0 ? link.first() : cell).click();
  await expect(page).toHaveURL(open.url);
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expectRows(page, walk);
  if (filtered !== null) {
    const control = walk.filter!;
    if (control.control === 'text') await expect(page.getByRole('searchbox', { name: control.label, exact: true }).or(page.getByRole('textbox', { name: control.label, exact: true }))).toHaveValue(filtered);
    await expectFiltered(page, walk, filtered);
  }
}

test.beforeAll('lists that start empty get records: two adoption requests (one of them dropped) and a backup', async ({ browser }) => {
  const context = await browser.newContext();
  const { request } = context;
  const login = await request.post('/api/auth/login', { data: { username: 'admin', password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const existing = await request.get('/api/adopciones/solicitudes?limit=100', { headers });
  if (((await existing.json()) as unknown[]).length === 0) {
    const gallery = (await (await request.get('/api/adopciones/?limit=100')).json()) as { id: number }[];
    // The last cats of the gallery, so that the other browser tests still find its first one free.
    const [dropped, kept] = gallery.slice(-2);
    const ids: number[] = [];
    for (const [gato, nombre] of [[dropped, 'Rosa Recorrido'], [kept, 'Tomás Recorrido']] as const) {
      const sent = await request.post(`/api/adopciones/${gato.id}/solicitudes`, { data: { nombre, email: 'recorrido@correo.es', mensaje: 'Piso con balcón cerrado', acepta_privacidad: true } });
      expect(sent.ok(), await sent.text()).toBe(true);
      ids.push((await sent.json()).id);
    }
    expect((await request.put(`/api/adopciones/solicitudes/${ids[0]}/estado`, { headers, data: { estado: 'descartada' } })).ok()).toBe(true);
  }
  const { backups } = (await (await request.get('/api/backup/backup/list', { headers })).json()) as { backups: string[] };
  if (backups.length === 0) expect((await request.post('/api/backup/backup', { headers, data: { backup_type: 'full', format: 'sql' } })).ok()).toBe(true);
  await context.close();
});

for (const role of ACCOUNT_ROLES) {
  test.describe(`${role}: cada lista`, () => {
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      page = await (await browser.newContext()).newPage();
      await loginAs(page, role);
    });

    test.afterAll(async () => {
      await page?.context().close();
    });

    for (const { area, path } of listsOf(role)) {
      const walk = WALKS[area];
      const steps = ['se abre', walk.sort && 'ordena', walk.filter && 'filtra', walk.open && 'abre un registro y vuelve'].filter(Boolean).join(', ');
      test(`${path}: ${steps}`, async () => {
        await openFromMenu(page, role, path);
        await expectRows(page, walk);
        await expectNoSeriousA11yViolations(page);
        if (walk.sort) await sortBoth(page, walk, walk.sort.column);
        const filtered = walk.filter ? await applyFilter(page, walk, walk.filter) : null;
        if (walk.open) await openAndGoBack(page, walk, walk.open, filtered);
      });
    }

    if (role === 'admin') {
      test('/gatos con el teclado: Tab llega al enlace de una fila y Enter abre la ficha', async () => {
        const walk = WALKS.gatos;
        await page.goto('/gatos');
        await expectRows(page, walk);
        const link = rowsOf(page, walk).first().getByRole('link').first();
        const name = (await link.innerText()).trim();
        await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link').first().focus();
        for (let presses = 0; presses < 120 && !(await link.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press('Tab');
        await expect(link).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/gatos\/\d+$/);
        await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
      });
    }
  });
}

test('every staff list of the role table has its line in the walk, and every line is a staff list', () => {
  const lists = (Object.keys(STAFF_AREAS) as StaffAreaName[]).filter((area) => {
    const declared = STAFF_AREAS[area] as { kind: string; screens: Record<string, Screen> };
    return declared.kind === 'resource' && declared.screens.list !== undefined;
  });
  expect(Object.keys(WALKS).sort()).toEqual([...lists].sort());
});
