import type { LobbyModule } from '../../../core/ops.ts';
import { createFeedbackRepository } from './repository.ts';
import feedbackRoutes from './routes.ts';
import { createFeedbackService } from './service.ts';

/** Feedback with screenshots, kept in the database and the data folder. */
const feedback: LobbyModule = async (app) => {
  await app.register(feedbackRoutes, {
    service: createFeedbackService({ repository: createFeedbackRepository(app.db), dataDir: app.config.dataDir, now: app.clock }),
  });
};

export default feedback;
