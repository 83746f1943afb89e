// The static HTML's file work, done without libuv's pool. Gatsby's HTML workers read each page's
// data (fs-extra readFile) and write its HTML (fs-extra outputFile: a path check, a mkdir, then an
// open, a write and a close), each step a trip through the pool's threads; on a busy machine each
// trip waits for a thread, and the worker, whose render is synchronous anyway, waits with it. Done
// with the synchronous calls, in one pair of profiled builds at 10,000 products, each worker's time
// spent waiting went from 12.6 to 8.0 s and writing the pages from 7.9 to 4.7 s; in the benchmark's
// runs the static HTML took 34.6 and 38.5 s instead of 54.0 (docs/benchmarks.md). The pages are the
// same, byte for byte.
//
// Plain CommonJS, loaded with node's --require into the workers Gatsby starts for the static HTML
// (gatsby-node.ts adds the flag before the compiles; Gatsby forks those workers after the queries);
// it acts only in a Gatsby worker.
/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, loaded by node's --require before any bundler or loader */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

/**
 * fs-extra's outputFile (file, data, [options], [callback]) done synchronously: the folders made as
 * needed, then the file written; the result is a promise, or the callback is called.
 */
function outputFileSync(file, data, ...rest) {
  const callback = typeof rest[rest.length - 1] === 'function' ? rest.pop() : null;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data, rest[0]);
  } catch (error) {
    if (callback) return void callback(error);
    return Promise.reject(error);
  }
  if (callback) return void callback(null);
  return Promise.resolve();
}

/** Gatsby's readPageData (gatsby/dist/utils/page-data.js), read synchronously. */
function readPageDataSync(generatePageDataPath) {
  return async function readPageDataSynchronously(publicDir, pagePath) {
    return JSON.parse(fs.readFileSync(generatePageDataPath(publicDir, pagePath), 'utf8'));
  };
}

/**
 * Replaces fs-extra's outputFile and Gatsby's readPageData, as Gatsby's modules see them: both look
 * the function up on the module at every call. The page-data module is replaced after the worker's
 * modules have loaded (it may not be loaded before Gatsby's own order of loading).
 */
function pageFilesSynchronously(gatsbyRequire, later = setImmediate) {
  gatsbyRequire('fs-extra').outputFile = outputFileSync;
  later(() => {
    const { generatePageDataPath } = gatsbyRequire('gatsby-core-utils');
    gatsbyRequire('./dist/utils/page-data').readPageData = readPageDataSync(generatePageDataPath);
  });
}

if (process.env.GATSBY_WORKER_POOL_WORKER === 'true') {
  pageFilesSynchronously(createRequire(require.resolve('gatsby/package.json', { paths: [process.cwd()] })));
}

module.exports = { outputFileSync, readPageDataSync, pageFilesSynchronously };
