// Which files of a Gatsby build are published (dist/<brand>/) and which are build artefacts kept
// beside it (.artifacts/<brand>/): source maps (for later error reporting), webpack's stats and
// chunk map (read only while building: Gatsby's static-entry reads chunk-map.json during server
// rendering; no browser code fetches either), and Gatsby's copy of the Partytown library, which no
// page uses (it loads only for <Script strategy="off-main-thread">) and which, unlike every other
// script of the site, has no content hash in its name.

/** Whether a file (path relative to the build output, `/`-separated) stays out of the published site. */
export function isBuildArtefact(relativePath: string): boolean {
  const rel = relativePath.replace(/\\/g, '/').replace(/^\/+/, '');
  const name = rel.slice(rel.lastIndexOf('/') + 1);
  return (
    name.endsWith('.map') ||
    rel === 'webpack.stats.json' ||
    rel === 'chunk-map.json' ||
    rel === '~partytown' ||
    rel.startsWith('~partytown/')
  );
}
