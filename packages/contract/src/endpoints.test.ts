import { describe, expect, it } from 'vitest';
import { OPS_ENDPOINT_AREAS, OPS_ENDPOINTS, OPS_PREFIX, PERMISSIONS, PLAYER_ACCESS, PLAYER_ENDPOINT_AREAS, PLAYER_ENDPOINTS } from './index.ts';

describe('the operator endpoint descriptors', () => {
  const all = Object.values(OPS_ENDPOINTS);

  it('have names unique over their areas (none hides another in OPS_ENDPOINTS)', () => {
    const names = Object.values(OPS_ENDPOINT_AREAS).flatMap((area) => Object.keys(area));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(OPS_ENDPOINTS)).toHaveLength(names.length);
  });

  it('name each method and path once, under the /ops prefix', () => {
    const keys = all.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of all) expect(e.path.startsWith(`${OPS_PREFIX}/`), e.path).toBe(true);
  });

  it('give every route outside /ops/auth/ a known permission, and none to the sign-in steps', () => {
    for (const e of all) {
      const permission = 'permission' in e ? e.permission : undefined;
      if (e.path.startsWith(`${OPS_PREFIX}/auth/`)) expect(permission, e.path).toBeUndefined();
      else expect(Object.keys(PERMISSIONS), e.path).toContain(permission);
    }
  });

  it('declare a schema for each path parameter, and only those', () => {
    for (const e of all) {
      const names = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const shape = 'params' in e && e.params ? Object.keys((e.params as unknown as { shape: object }).shape) : [];
      expect(shape.sort(), `${e.method} ${e.path}`).toEqual(names.sort());
    }
  });
});

describe('the player endpoint descriptors', () => {
  const all = Object.values(PLAYER_ENDPOINTS);

  it('have names unique over their areas (none hides another in PLAYER_ENDPOINTS)', () => {
    const names = Object.values(PLAYER_ENDPOINT_AREAS).flatMap((area) => Object.keys(area));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(PLAYER_ENDPOINTS)).toHaveLength(names.length);
  });

  it('name each method and path once, under /wps or /lgw, each with who may call it', () => {
    const keys = all.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of all) {
      expect(/^\/(wps|lgw)\//.test(e.path), e.path).toBe(true);
      expect(PLAYER_ACCESS, `${e.method} ${e.path}`).toContain(e.access);
      expect('permission' in e, e.path).toBe(false);
    }
  });

  it('declare a schema for each path parameter, and only those', () => {
    for (const e of all) {
      const names = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const shape = 'params' in e && e.params ? Object.keys((e.params as unknown as { shape: object }).shape) : [];
      expect(shape.sort(), `${e.method} ${e.path}`).toEqual(names.sort());
    }
  });
});
