import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@lobby/contract';
import { CLIENT_ERROR_CODES } from '@/shared/lib/http';
import { ROUTES } from '@/app/routes';
import en from './EN.json';
import ty from './TY.json';

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
const TY = flatten(ty as Tree);
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
  it('TY has exactly the keys of EN (the source of truth)', () => {
    expect([...TY.keys()].sort()).toEqual([...EN.keys()].sort());
  });

  it('no text is empty and TY keeps the interpolation placeholders of EN', () => {
    for (const [key, text] of EN) {
      expect(text.trim(), key).not.toBe('');
      expect(TY.get(key)?.trim(), key).not.toBe('');
      expect(placeholders(TY.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('every key used in the code exists in EN and TY', () => {
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
        expect([...TY.keys()].some((k) => k.startsWith(prefix)), prefix).toBe(true);
      }
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter((key) => !EN.has(key) || !TY.has(key));
    expect(missing).toEqual([]);
  });

  it('every route title is translated', () => {
    for (const route of ROUTES) {
      expect(EN.has(route.titleKey), route.titleKey).toBe(true);
      expect(TY.has(route.titleKey), route.titleKey).toBe(true);
    }
  });

  it('every error code of the catalogue and of the client has a message in both languages', () => {
    for (const code of [...ERROR_CODES, ...CLIENT_ERROR_CODES]) {
      expect(EN.has(`errors.${code}`), code).toBe(true);
      expect(TY.has(`errors.${code}`), code).toBe(true);
    }
  });

  it('every language the merchant may enable has a name', () => {
    for (const lang of ['EN', 'CN', 'TW', 'TY', 'VI', 'TH', 'ID']) {
      expect(EN.has(`language.names.${lang}`)).toBe(true);
    }
  });
});
