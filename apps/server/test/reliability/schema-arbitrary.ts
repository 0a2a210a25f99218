import fc from 'fast-check';

/**
 * fast-check arbitraries from the OpenAPI (3.0) JSON schemas the routes publish: values that follow the
 * schema, and hostile ones that an outsider would send (control characters, numbers past every column's
 * range, wrong types, oversized and deeply nested values, prototype keys, markup). The fuzz suite mixes
 * both, so requests reach past validation into services and SQL as well as hammering the edge.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
}

const CONTROL = ['\u0000', '\u0001', '\u0007', '\b', '\u001b', '\u007f', '\u0085', '\u2028', '\ufeff'];

/** Strings an attacker tries in any text field. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'a\u0000b',
    '\u0000',
    'x'.repeat(10_000),
    "' or 1=1 --",
    '"; drop table members; --',
    '<script>alert(1)</script>',
    '"><svg/onload=alert(1)>@x.io',
    '../../../etc/passwd',
    '%00',
    '\ud800',
    '🎰'.repeat(300),
    '\u202eRTL',
    '__proto__',
    'constructor',
    'null',
    'undefined',
    'NaN',
    '-1',
    '3000000000',
    '9223372036854775808',
    '1e20',
    'javascript:alert(1)',
    'http://evil.example//x',
    '//evil.example/x',
  ),
  fc.tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 20 })).map(([a, c, b]) => a + c + b),
  fc.string({ unit: 'binary', maxLength: 64 }),
);

/** Numbers past every integer column, and values that are not numbers at all. */
export const hostileNumber: fc.Arbitrary<unknown> = fc.constantFrom(
  0,
  -1,
  -2147483649,
  2147483648,
  3000000000,
  9007199254740991,
  1e20,
  -1e20,
  0.5,
  1.005,
  Number.MAX_VALUE,
  '1',
  '1e3',
  'abc',
  true,
  null,
  [],
  {},
);

const hostileAny: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom<unknown>(null, true, false, [], {}, [[[[[]]]]], { __proto__: { polluted: 1 } }, { constructor: { prototype: { x: 1 } } }),
  fc.jsonValue({ maxDepth: 3 }),
);

function types(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

function stringArb(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, Math.max(min, 40));
  if (schema.pattern) {
    // One character class repeated (`^[A-Za-z0-9_-]+$`, 86 to 88 long): strings of the class's characters at
    // the lengths asked. stringMatching seldom makes long strings, and a filter waiting for one never ends.
    const repeated = /^\^\[((?:\\.|[^\]])+)\]([+*])\$$/.exec(schema.pattern);
    if (repeated) {
      const unit = fc.stringMatching(new RegExp(`^[${repeated[1]}]$`));
      const least = Math.max(min, repeated[2] === '+' ? 1 : 0);
      return fc.string({ unit, minLength: least, maxLength: Math.max(least, Math.min(schema.maxLength ?? 40, Math.max(least, 40))) });
    }
    try {
      const re = new RegExp(schema.pattern);
      // a short minimum is soon met; past it a value may come out shorter (a near-valid input, still fuzzing)
      return fc.stringMatching(re).filter((s) => (min > 8 || s.length >= min) && s.length <= (schema.maxLength ?? Infinity));
    } catch {
      // an unusual pattern: fall through to plain strings
    }
  }
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter((s) => s.length <= (schema.maxLength ?? 254));
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'date':
      return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'uuid':
      return fc.uuid();
    default:
      return fc.string({ minLength: min, maxLength: max });
  }
}

function integerBounds(schema: JsonSchema): { min: number; max: number } {
  let min = schema.minimum ?? -1_000_000;
  let max = schema.maximum ?? 1_000_000;
  if (schema.exclusiveMinimum === true) min += 1;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  if (schema.exclusiveMaximum === true) max -= 1;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1;
  min = Math.max(min, Number.MIN_SAFE_INTEGER);
  max = Math.min(max, Number.MAX_SAFE_INTEGER);
  return { min, max: Math.max(min, max) };
}

/** Values the schema accepts (as far as a generator can tell: patterns, formats, ranges, required keys). */
export function validArbitrary(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(undefined);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => validArbitrary(s, depth + 1)));
  if (schema.allOf?.length) return validArbitrary(Object.assign({}, ...schema.allOf), depth + 1);
  const t = types(schema).filter((x) => x !== 'null');
  const base = ((): fc.Arbitrary<unknown> => {
    switch (t[0]) {
      case 'string':
        return stringArb(schema);
      case 'integer': {
        const { min, max } = integerBounds(schema);
        // Mostly everyday values; sometimes the schema's own extremes, which a column may not hold.
        return fc.oneof(
          { weight: 4, arbitrary: fc.integer({ min: Math.max(min, -1000), max: Math.max(Math.max(min, -1000), Math.min(max, 100_000)) }) },
          { weight: 1, arbitrary: fc.integer({ min, max }) },
          { weight: 1, arbitrary: fc.constantFrom(min, max, Math.min(max, Math.max(min, 3_000_000_000))) },
        );
      }
      case 'number':
        return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(validArbitrary(schema.items, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 5, 5),
        });
      case 'object': {
        const props = schema.properties ?? {};
        const required = new Set(schema.required ?? []);
        const model: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [key, sub] of Object.entries(props)) model[key] = validArbitrary(sub, depth + 1);
        return fc.record(model, { requiredKeys: [...required].filter((k) => k in props) });
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable || types(schema).includes('null') ? fc.option(base, { nil: null }) : base;
}

/**
 * Mostly-valid values with hostile ones mixed in at any depth: a field at a time goes wrong, so a request
 * gets past the checks on its other fields.
 */
export function hostileArbitrary(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return hostileAny;
  const valid = validArbitrary(schema, depth);
  const t = types(schema).filter((x) => x !== 'null');
  let targeted: fc.Arbitrary<unknown>;
  if (t[0] === 'object' && schema.properties) {
    const props = schema.properties;
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, sub] of Object.entries(props)) model[key] = fc.oneof({ weight: 3, arbitrary: validArbitrary(sub, depth + 1) }, { weight: 1, arbitrary: hostileArbitrary(sub, depth + 1) });
    targeted = fc.oneof(
      fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in props) }),
      // extra keys, and prototype keys the server must not fall for
      fc.tuple(fc.record(model), fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'extra', 'isAdmin'), hostileAny)).map(
        ([a, b]) => Object.assign(JSON.parse(JSON.stringify(a ?? {})), b),
      ),
    );
  } else if (t[0] === 'string') {
    // A value that passes the field's own checks but for one control character: what reaches SQL.
    const poisoned = fc
      .tuple(valid, fc.constantFrom(...CONTROL), fc.nat())
      .map(([v, c, at]) => {
        const text = typeof v === 'string' ? v : '';
        const i = text.length ? at % (text.length + 1) : 0;
        return text.slice(0, i) + c + text.slice(i);
      });
    targeted = fc.oneof(hostileString, poisoned, poisoned) as fc.Arbitrary<unknown>;
  } else if (t[0] === 'integer' || t[0] === 'number') {
    targeted = hostileNumber;
  } else if (t[0] === 'array') {
    targeted = fc.oneof(
      fc.array(hostileArbitrary(schema.items, depth + 1), { maxLength: 4 }),
      fc.constant(Array.from({ length: 5000 }, (_, i) => i)),
    );
  } else {
    targeted = hostileAny;
  }
  return fc.oneof({ weight: 1, arbitrary: valid }, { weight: 2, arbitrary: targeted }, { weight: 1, arbitrary: hostileAny });
}
