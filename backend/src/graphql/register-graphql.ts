/**
 * The job seeker's GraphQL API at /graphql (Mercurius, schema-first): signed-in browser
 * sessions only, cross-site requests refused like every other cookie-authenticated mutation,
 * depth and cost limits, batched loaders, errors with codes (docs/graphql.md).
 */
import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import { createEmailChanges } from '../accounts/change-email.js';
import { createApplicationLog } from '../applications/application-log.js';
import { createApplicationImport } from '../imports/application-import.js';
import { createPasswordChanges } from '../accounts/change-password.js';
import type { EmailConfirmations } from '../accounts/email-confirmation.js';
import type { PasswordConfirmation } from '../accounts/password-confirmation.js';
import type { PasswordHasher } from '../accounts/passwords.js';
import type { CalendarFeeds } from '../calendar/calendar-feeds.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Guards } from '../http/authentication.js';
import { asDatabaseUnavailable } from '../http/database-errors.js';
import { AppError } from '../http/errors.js';
import { createInterviewService } from '../interviews/interview-service.js';
import { createApplicationAnswerService } from '../answers/application-answer-service.js';
import { createApplicationTaskService } from '../tasks/application-task-service.js';
import { createContactService } from '../contacts/contact-service.js';
import { createPeopleService } from '../contacts/people-service.js';
import { createWeeklyProgress } from '../goals/weekly-progress.js';
import { createOfferService } from '../offers/offer-service.js';
import { createContactMessages } from '../contacts/contact-messages.js';
import { createJobService } from '../jobs/job-service.js';
import { createApplicationService } from '../pipeline/application-service.js';
import type { ReminderEmails } from '../reminders/reminder-emails.js';
import { createResumeService } from '../resumes/resume-service.js';
import type { GraphQLContext } from './context.js';
import { operationCostRule } from './cost-limit.js';
import { formatGraphQLErrors } from './errors.js';
import { loadSchemaText } from './load-schema.js';
import { createLoaders } from './loaders.js';
import { createResolvers } from './resolvers.js';

/** Nesting deeper than any screen of the app asks for. */
export const MAX_QUERY_DEPTH = 10;
/** Resume files arrive base64-encoded: 4 MB of PDF is about 5.4 MB of JSON. */
export const GRAPHQL_BODY_LIMIT_BYTES = 6 * 1024 * 1024;

export interface GraphQLOptions {
  db: Database;
  config: Config;
  guards: Guards;
  hasher: PasswordHasher;
  /** Shared with the account routes, so that every action that asks for it counts alike. */
  confirmPassword: PasswordConfirmation;
  confirmations: EmailConfirmations;
  calendarFeeds: CalendarFeeds;
  reminderEmails: ReminderEmails;
  today?: () => string;
}

export async function graphqlRoutes(
  app: FastifyInstance,
  {
    db,
    config,
    guards,
    hasher,
    confirmPassword,
    confirmations,
    calendarFeeds,
    reminderEmails,
    today = () => new Date().toISOString().slice(0, 10),
  }: GraphQLOptions,
): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.url === '/graphql') route.bodyLimit = GRAPHQL_BODY_LIMIT_BYTES;
  });
  // Cookies ride along on cross-site requests: a POST must come from a trusted origin.
  app.addHook('preHandler', guards.checkOrigin);

  const resolvers = createResolvers({
    db,
    passwords: createPasswordChanges({ db, hasher, confirmPassword }),
    emails: createEmailChanges({ db, confirmPassword, confirmations }),
    confirmations,
    resumes: createResumeService({ db }),
    jobs: createJobService({ db, allowPrivateHosts: config.jobImportAllowsPrivateHosts, today }),
    applications: createApplicationService({ db, today }),
    calendarFeeds,
    interviews: createInterviewService({ db }),
    contacts: createContactService({ db, today }),
    contactMessages: createContactMessages({ db }),
    answers: createApplicationAnswerService({ db, today }),
    tasks: createApplicationTaskService({ db, today }),
    people: createPeopleService({ db }),
    offers: createOfferService({ db }),
    weeklyProgress: createWeeklyProgress({ db }),
    reminderEmails,
    applicationLog: createApplicationLog({ db, appOrigin: config.appOrigin }),
    applicationImport: createApplicationImport({ db }),
  });

  await app.register(mercurius, {
    schema: loadSchemaText(),
    resolvers,
    loaders: createLoaders(db, today),
    path: '/graphql',
    graphiql: false,
    queryDepth: MAX_QUERY_DEPTH,
    allowBatchedQueries: false,
    validationRules: [operationCostRule()],
    context: async (request): Promise<Partial<GraphQLContext>> => {
      try {
        return { caller: await guards.identify(request) };
      } catch (error) {
        // Thrown from here, the outage would escape Mercurius (its error handler builds the
        // context again) and be answered in the REST Error shape. Kept, it refuses the
        // operation in preParsing below: errors[].extensions.code, 503 and Retry-After.
        const unavailable = asDatabaseUnavailable(error);
        if (unavailable === undefined) throw error;
        return { caller: null, callerUnavailable: unavailable };
      }
    },
    errorFormatter: (execution, context) => {
      const formatted = formatGraphQLErrors(execution, context.reply.log);
      if (formatted.headers) void context.reply.headers(formatted.headers);
      return formatted;
    },
  });
  // Mercurius takes query text that fails to parse as GraphQL for a JSON-encoded AST and hands
  // whatever JSON.parse returns to validate(): `"query": "0"` crashed it (a 500 in disguise),
  // and a hand-made AST skips the parser's checks. No GraphQL document is valid JSON.
  app.graphql.addHook('preParsing', (_schema, source, context) => {
    const { callerUnavailable } = context;
    if (callerUnavailable !== undefined) throw callerUnavailable;
    if (isJson(source))
      throw new AppError('GRAPHQL_VALIDATION_FAILED', 400, 'The query must be GraphQL text');
    return Promise.resolve();
  });
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
