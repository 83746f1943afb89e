// Stand-in for Gatsby's service-worker registration (gatsby/cache-dir/register-service-worker.js),
// swapped in by gatsby-node.ts while no browser API of the site's returns true from
// registerServiceWorker. Gatsby requires its module only in that case, but webpack bundled it into
// every page's app chunk regardless; a site registering its own worker (workbox-window) needs none of it.
export {};
