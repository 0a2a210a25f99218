import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, LANGUAGES } from '@lobby/contract';
import { CLIENT_ERROR_CODES } from '@/shared/lib/http';
import { ROUTES } from '@/app/routes';
import en from './EN.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const EN = flatten(en as Tree);
/** Every translation in this folder (EN is the source of truth; each other file must match it). */
const FILES = import.meta.glob<Tree>('./*.json', { eager: true, import: 'default' });
const TRANSLATIONS = new Map(
  Object.entries(FILES)
    .map(([path, tree]) => [path.replace(/^\.\/|\.json$/g, ''), flatten(tree)] as const)
    .filter(([lang]) => lang !== 'EN'),
);
const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it('the translations are there: TY and every file beside it', () => {
    expect(TRANSLATIONS.has('TY')).toBe(true);
    for (const lang of TRANSLATIONS.keys()) expect(LANGUAGES as readonly string[], lang).toContain(lang);
  });

  it.each([...TRANSLATIONS.keys()])('%s has exactly the keys of EN (the source of truth)', (lang) => {
    const tr = TRANSLATIONS.get(lang)!;
    expect({ missing: [...EN.keys()].filter((k) => !tr.has(k)), extra: [...tr.keys()].filter((k) => !EN.has(k)) }).toEqual({ missing: [], extra: [] });
  });

  it.each([...TRANSLATIONS.keys()])('%s: no text is empty, and every text keeps the placeholders of EN', (lang) => {
    const tr = TRANSLATIONS.get(lang)!;
    for (const [key, text] of EN) {
      expect(text.trim(), key).not.toBe('');
      expect(tr.get(key)?.trim(), `${lang} ${key}`).not.toBe('');
      expect(placeholders(tr.get(key) ?? ''), `${lang} ${key}`).toEqual(placeholders(text));
    }
  });

  it('every key used in the code exists in EN (and so in every language)', () => {
    const namespaces = new Set(Object.keys(en));
    const used = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      const code = readFileSync(file, 'utf8');
      // quoted keys anywhere: t('a.b'), titleKey: 'routes.x', labelKey: 'nav.y', …
      for (const match of code.matchAll(/['"`]([a-zA-Z]+(?:\.[a-zA-Z0-9_]+)+)['"`]/g)) {
        const key = match[1]!;
        if (namespaces.has(key.split('.')[0]!)) used.add(key);
      }
      // template keys: t(`language.names.${lang}`) must have a branch in both files
      for (const match of code.matchAll(/`([a-zA-Z]+(?:\.[a-zA-Z0-9_]+)*\.)\$\{/g)) {
        const prefix = match[1]!;
        if (!namespaces.has(prefix.split('.')[0]!)) continue;
        expect([...EN.keys()].some((k) => k.startsWith(prefix)), prefix).toBe(true);
      }
    }
    expect(used.size).toBeGreaterThan(50);
    // an error code whose first part is also a namespace ('sportsbook.limit.exceeded') is a code, not a key
    const codes = new Set<string>(ERROR_CODES);
    const missing = [...used].filter((key) => !EN.has(key) && !codes.has(key));
    expect(missing).toEqual([]);
  });

  it('every key of EN is used by the code: no text is kept that nothing shows', () => {
    const literal = new Set<string>();
    const prefixes: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/['"`]([a-zA-Z]+(?:\.[a-zA-Z0-9_]+)+)['"`]/g)) literal.add(match[1]!);
      // template keys, whole segments (`a.b.${x}`) or a segment's start (`a.b.item_${n}`)
      for (const match of code.matchAll(/`([a-zA-Z]+(?:\.[a-zA-Z0-9_]+)*\.[a-zA-Z0-9_]*)\$\{/g)) prefixes.push(match[1]!);
    }
    const errorKeys = new Set([...ERROR_CODES, ...CLIENT_ERROR_CODES].map((code) => `errors.${code}`));
    // i18next plurals: `key_one` / `key_other` are used through `key`
    const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
    const unused = [...EN.keys()].filter(
      (key) => !literal.has(key) && !literal.has(base(key)) && !errorKeys.has(key) && !prefixes.some((p) => key.startsWith(p)),
    );
    expect(unused).toEqual([]);
  });

  it('every route title is translated', () => {
    for (const route of ROUTES) {
      expect(EN.has(route.titleKey), route.titleKey).toBe(true);
    }
  });

  it('every error code of the catalogue and of the client has a message (in EN, and so in every language)', () => {
    for (const code of [...ERROR_CODES, ...CLIENT_ERROR_CODES]) {
      expect(EN.has(`errors.${code}`), code).toBe(true);
    }
  });

  it('every language the merchant may enable has a name', () => {
    for (const lang of LANGUAGES) {
      expect(EN.has(`language.names.${lang}`)).toBe(true);
    }
  });
});
