import type { LobbyModule } from '../../../core/ops.ts';
import jobsRoutes from './routes.ts';

/** The install's background jobs as operators see them (the queue itself is the core's, app.jobs). Operator routes only. */
const jobs: LobbyModule = async (app, { ops }) => {
  ops.add(jobsRoutes, { jobs: app.jobs });
};

export default jobs;
