// Which of Gatsby's browser modules gatsby-node.ts may swap for empty stand-ins
// (src/platform/gatsby/runtime/no-*.ts) without changing what the browser does.

/**
 * Whether the site's gatsby-browser source mentions Gatsby's registerServiceWorker API, the only way
 * Gatsby's own registration (cache-dir/register-service-worker.js) runs; without it gatsby-node
 * leaves that module out of the app chunk.
 */
export function usesGatsbyServiceWorkerRegistration(gatsbyBrowserSource: string): boolean {
  return /\bregisterServiceWorker\b/.test(gatsbyBrowserSource);
}
