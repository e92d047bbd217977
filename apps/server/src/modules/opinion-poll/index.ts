import { contentServerModule } from '../../platform/modules/content-server-module.ts';
import { defineServerModule } from '../../platform/modules/server-module.ts';
import { pollBuzzHandler } from './opinion-poll-buzz.ts';
import { pollCompletionJob } from './opinion-poll-completion.ts';
import { opinionPollContent } from './opinion-poll.content.ts';
import { seedOpinionPolls } from './opinion-poll.demo-seed.ts';
import { opinionPollRoutes } from './opinion-poll.routes.ts';
import { opinionPollSettings } from './opinion-poll.settings.ts';
import { opinionPolls } from './opinion-poll.table.ts';

const content = contentServerModule(
  'opinion-poll',
  opinionPollContent,
  opinionPolls,
  opinionPollRoutes,
);

/**
 * Opinion polls: a messaging module on the content engine with statuses of its own, questions,
 * answers through the respondent endpoint, results, buzz and the completion job.
 */
export const manifest = defineServerModule({
  ...content,
  settings: opinionPollSettings,
  // An answer moves the poll's responses count; that is not a change anyone made to the poll.
  audited: (content.audited ?? []).map((entry) => ({ ...entry, omit: ['responses_count'] })),
  jobs: (services) => [
    pollBuzzHandler({
      db: services.db,
      push: services.push,
      signingSecret: services.signingSecret,
      batchSize: services.config.delivery.batchSize,
    }),
  ],
  recurringJobs: (services) => [pollCompletionJob(services.db)],
  demoSeed: seedOpinionPolls,
});
