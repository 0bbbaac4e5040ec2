import Koa from 'koa';
import mount from 'koa-mount';
import serve from 'koa-static';
import { bodyParser } from '@koa/bodyparser';
import { AsyncResource } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sharedSecret } from './db/shared-secrets.ts';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config.ts';
import { serviceContext, type AppState } from './modules/service-context.ts';
import { wireModules } from './modules/wiring.ts';
import { restErrors } from './rest/error-middleware.ts';
import { requestId } from './http/request-id.ts';
import { requestTimeout } from './http/request-timeout.ts';
import { graphqlBody } from './http/graphql-body.ts';
import { graphqlAbuseLimit } from './http/graphql-abuse-limit.ts';
import { sessionMiddleware } from './auth/session.ts';
import { resolveViewer } from './auth/viewer.ts';
import { signIn } from './auth/sign-in.ts';
import { requestOrigin } from './http/request-origin.ts';
import { securityHeaders } from './http/security-headers.ts';
import { sameOriginWrites } from './http/same-origin.ts';
import { upgradeContext } from './http/upgrade-request.ts';
import { createGraphQL } from './graphql/apollo.ts';
import { bootData, withBootData } from './http/boot-data.ts';
import { firstScreenPreloads, withHeadLinks } from './http/first-screen-preloads.ts';
import { landingMarkup, pageLanguage } from './http/landing-markup.ts';
import { signedInLanguage, signedInMarkup } from './http/signed-in-markup.ts';
import { pageRenderer } from './http/page-renderer.ts';
import { inlineStylesheets } from './http/inline-stylesheets.ts';
import { userRoutes } from './modules/users/user.routes.ts';
import { fileRoutes } from './modules/files/file.routes.ts';
import { cleanUpOnStart, fileJobs, graphqlUploads, storageOf } from './modules/files/index.ts';
import { connectionStringOf, startJobQueue } from './jobs/index.ts';
import { notificationJobs } from './modules/notifications/index.ts';
import { prepareWholeWindow } from './modules/family/index.ts';
import { TREE_PATH, treeAddressOf } from '../../shared/tree-address/index.ts';
import { familyRoutes } from './modules/family/family.routes.ts';
import { connectionRoutes } from './modules/connections/connection.routes.ts';
import { circleRoutes } from './modules/circles/circle.routes.ts';
import { memoryRoutes } from './modules/memories/memory.routes.ts';
import { timelineRoutes } from './modules/timeline/timeline.routes.ts';
import { storyRoutes } from './modules/stories/story.routes.ts';
import { familyEventRoutes } from './modules/family-events/family-event.routes.ts';
import { gedcomJobs } from './modules/gedcom/index.ts';
import { gedcomRoutes } from './modules/gedcom/gedcom.routes.ts';
import { adminRoutes, backupJobs } from './modules/admin/index.ts';
import { personalDataRoutes } from './modules/personal-data/index.ts';
import { dnaKitRoutes } from './modules/dna/dna-kit.routes.ts';
import { dnaJobs, loadDnaKeys } from './modules/dna/index.ts';
import { capsuleJobs } from './modules/time-capsules/index.ts';
import { challengeJobs } from './modules/challenges/index.ts';
import { insightJobs } from './modules/insights/index.ts';
import { operationsEndpoints } from './http/operations.ts';
import { drainRefusedBody } from './http/drain-refused-body.ts';
import { log } from './log.ts';

/**
 * Builds the Koa app: static web build, errors, request-scoped EntityManager, session, viewer,
 * sign-in, REST routes, uploads and GraphQL. The request handler is taken only after every
 * middleware is added (Koa 3 snapshots the list).
 */
export async function createApp(config: Config, orm: MikroORM) {
  wireModules();
  // Without SESSION_SECRET, every server on the database uses the one the first of them made.
  config.sessionSecret ||= await sharedSecret(orm, 'session-secret', () => randomBytes(32).toString('base64url'), [path.join(config.dataDir, 'secrets', 'session-secret')]);
  await loadDnaKeys(config, orm);
  const app = new Koa<AppState>();
  app.keys = [config.sessionSecret];
  app.proxy = config.publicUrl.startsWith('https:');
  // Behind the proxy, the client's address is the one the proxy added last, not what the client claims.
  app.maxIpsCount = 1;

  const dist = config.webDistDir;
  const operations = operationsEndpoints(config, orm, storageOf(config));
  app.use(requestId);
  app.use(operations.middleware);
  app.use(drainRefusedBody);
  app.use(securityHeaders(config));
  app.use(mount('/assets', serve(path.join(dist, 'assets'), { maxage: 365 * 24 * 3600 * 1000, immutable: true })));
  app.use(restErrors);
  app.use(requestTimeout(config.requestTimeoutMs));
  const abuseLimit = graphqlAbuseLimit(config.graphqlRefusalsPerCaller, connectionStringOf(orm));
  app.use(abuseLimit.middleware);
  app.use(graphqlBody);
  const requestState: Koa.Middleware<AppState> = async (ctx, next) => {
    ctx.state.config = config;
    ctx.state.em = orm.em.fork();
    await next();
  };
  app.use(requestState);
  app.use(requestOrigin(config));
  app.use(sameOriginWrites(config));

  const session = sessionMiddleware(app as unknown as Koa, orm, config);
  app.use(session.middleware as Koa.Middleware<AppState>);

  const signInFlow = signIn(config, orm, app.keys as string[]);
  for (const piece of signInFlow.provider) app.use(piece);
  app.use(resolveViewer);
  app.use(signInFlow.connect);
  // JSON only: a cross-site HTML form cannot send it, so form posts never reach the REST routes.
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '2mb' }));
  app.use(signInFlow.routes);
  app.use(userRoutes.routes());
  app.use(familyRoutes.routes());
  app.use(connectionRoutes.routes());
  app.use(circleRoutes.routes());
  app.use(memoryRoutes.routes());
  app.use(timelineRoutes.routes());
  app.use(storyRoutes.routes());
  app.use(familyEventRoutes.routes());
  app.use(gedcomRoutes.routes());
  app.use(adminRoutes.routes());
  app.use(personalDataRoutes.routes());
  app.use(dnaKitRoutes.routes());
  app.use(fileRoutes);

  // Background jobs (derived pictures, clean-up, e-mail digests, reminders, GEDCOM imports and exports) run in every app server, from the queue in PostgreSQL.
  await cleanUpOnStart(config, orm);
  const fileWork = fileJobs(config, orm);
  const notificationWork = notificationJobs(config, orm);
  const gedcomWork = gedcomJobs(config, orm, new URL('./processes/gedcom-job.process.ts', import.meta.url));
  const backupWork = backupJobs(config, orm);
  const capsuleWork = capsuleJobs(orm);
  const challengeWork = challengeJobs(orm);
  const dnaWork = dnaJobs(config, orm, (message) => log.warn(message));
  const insightWork = insightJobs(config, orm, new URL('./threads/insights-recompute.thread.ts', import.meta.url));
  const jobs = await startJobQueue({
    connectionString: connectionStringOf(orm),
    concurrency: config.jobConcurrency,
    tasks: { ...fileWork.tasks, ...notificationWork.tasks, ...gedcomWork.tasks, ...backupWork.tasks, ...capsuleWork.tasks, ...challengeWork.tasks, ...dnaWork.tasks, ...insightWork.tasks },
    crontab: [...fileWork.crontab, ...notificationWork.crontab, ...gedcomWork.crontab, ...backupWork.crontab, ...challengeWork.crontab, ...dnaWork.crontab, ...insightWork.crontab],
    logger: { error: (message) => log.error(message), warn: (message) => log.warn(message) },
    serverTimeoutMs: config.jobServerTimeoutMs,
  });

  const graphql = await createGraphQL();
  const graphiql = path.join(dist, 'graphiql.html');
  app.use(async (ctx, next) => {
    if (ctx.path !== '/graphql') return next();
    // A browser opening /graphql gets the sandbox; API calls get GraphQL.
    if (ctx.method === 'GET' && ctx.accepts('html', 'json') === 'html' && existsSync(graphiql)) {
      ctx.type = 'html';
      ctx.body = (await import('node:fs')).createReadStream(graphiql);
      return;
    }
    // Files stream into the operation; a refused one is answered for this request only.
    await graphqlUploads(Math.max(config.maxUploadBytes, config.media.maxImageBytes, config.media.maxVideoBytes, config.gedcomMaxBytes))(ctx, () => graphql.middleware(ctx, next));
  });

  // The single-page app: real files from the build, index.html for client-side routes.
  app.use(serve(dist, { index: false }));
  const preloadsFor = firstScreenPreloads(dist);
  const drawPage = pageRenderer(dist);
  const withLanding = landingMarkup(drawPage);
  const withSignedInPage = signedInMarkup(drawPage);
  const withStylesInline = inlineStylesheets(dist);
  // The page carries who is signed in (boot-data.ts), so it differs by session: never shared by caches.
  app.use(async (ctx, next) => {
    if (ctx.method !== 'GET' || ctx.path.startsWith('/api/') || !ctx.accepts('html')) return next();
    const index = path.join(dist, 'index.html');
    if (!existsSync(index)) return next();
    const sc = serviceContext(ctx.state);
    const treeAddress = ctx.path === TREE_PATH ? treeAddressOf(new URLSearchParams(ctx.querystring)) : undefined;
    // The whole window is read ahead for the app's later request, once this page has gone out: on a
    // large tree that read's work would otherwise hold the page (and its drawn chart) back.
    // Bound to this request's context, so that what it logs carries the request's id.
    if (treeAddress) ctx.res.once('finish', AsyncResource.bind(() => prepareWholeWindow(sc, treeAddress)));
    // The landing page (signed out) or the dashboard (signed in) arrives drawn, with nothing after
    // "/": a sign-in's failure says so in the address, and the browser draws that page. So does the
    // tree screen, with its near generations, for someone signed in.
    const home = ctx.path === '/' && !ctx.querystring;
    const [html, data] = await Promise.all([readFile(index, 'utf8'), bootData(graphql.server, sc, treeAddress, home)]);
    const accepts = (...l: string[]) => ctx.acceptsLanguages(...l);
    let drawn = html;
    if (data && home) drawn = data.currentUser.me === null ? await withLanding(html, pageLanguage(accepts), data) : await withSignedInPage(html, signedInLanguage(data, accepts), data, 'dashboard');
    else if (data?.treeWindow) drawn = await withSignedInPage(html, signedInLanguage(data, accepts), data, 'tree', ctx.url);
    ctx.type = 'html';
    ctx.set('Cache-Control', 'private, no-cache');
    // The landing page and the tree screen may be drawn in the browser's language: their answer depends on it, drawn this time or not.
    if (ctx.path === '/' || ctx.path === TREE_PATH) ctx.vary('Accept-Language');
    ctx.body = withHeadLinks(withBootData(await withStylesInline(drawn), data), preloadsFor(ctx.path, data));
  });

  return {
    app,
    /** What live updates (graphql/subscriptions.ts) share with requests: the schema, the database and how a request is signed in. */
    live: {
      schema: graphql.schema,
      orm,
      config,
      identify: upgradeContext(app, [requestState, requestOrigin(config), session.middleware as Koa.Middleware<AppState>, resolveViewer]),
    },
    /** /readyz answers 503 from now on: the server is about to stop. */
    drain: operations.drain,
    async stop() {
      session.stop();
      await graphql.server.stop();
      await jobs.stop();
      await abuseLimit.close();
    },
  };
}
