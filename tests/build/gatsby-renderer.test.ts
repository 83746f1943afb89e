// The re-render loads Gatsby's renderer with a stand-in for Gatsby's page-data module: the stand-in
// must have every function the renderer calls on that module, and answer as Gatsby's own does.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type GatsbyPageDataFunctions, gatsbyPageDataFile, gatsbyRendererFile, loadGatsbyRenderer, pageDataFunctionsCalled, pageDataStandIn } from '../../src/platform/gatsby/build/gatsby-renderer';

const cjsRequire = createRequire(__filename);
const publicDir = mkdtempSync(path.join(os.tmpdir(), 'gatsby-renderer-'));
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

function writePageData(dir: string, pageData: object): void {
  mkdirSync(path.join(publicDir, 'page-data', dir), { recursive: true });
  writeFileSync(path.join(publicDir, 'page-data', dir, 'page-data.json'), JSON.stringify(pageData));
}

describe("Gatsby's renderer with the page-data stand-in", () => {
  it('calls nothing of the page-data module but what the stand-in has', () => {
    const called = pageDataFunctionsCalled(readFileSync(gatsbyRendererFile(), 'utf8'));
    expect(called.length).toBeGreaterThan(0);
    expect(called.filter((name) => !(name in pageDataStandIn))).toEqual([]);
  });

  it('refuses a renderer that no longer loads the module as it did', () => {
    expect(() => pageDataFunctionsCalled('var _pageData = require("./somewhere-else");')).toThrow(/no longer requires/);
  });

  it('loads the renderer with the stand-in in place of the module', () => {
    delete cjsRequire.cache[gatsbyPageDataFile()];
    const { renderHTMLProd, stitchSliceForAPage } = loadGatsbyRenderer();
    expect(typeof renderHTMLProd).toBe('function');
    expect(typeof stitchSliceForAPage).toBe('function');
    expect(cjsRequire.cache[gatsbyPageDataFile()]?.exports).toBe(pageDataStandIn);
  });

  it("answers as Gatsby's own module", async () => {
    delete cjsRequire.cache[gatsbyPageDataFile()];
    const gatsby = cjsRequire(gatsbyPageDataFile()) as GatsbyPageDataFunctions;
    expect(gatsby).not.toBe(pageDataStandIn);
    const home = { componentChunkName: 'component---src-templates-home-tsx', path: '/', result: { pageContext: { locale: 'en-us' } }, staticQueryHashes: [] };
    const product = { componentChunkName: 'component---src-templates-product-tsx', path: '/fr/laisse/', result: { pageContext: { handle: 'laisse', title: 'Laisse « ville »' } }, staticQueryHashes: ['1'] };
    writePageData('index', home);
    writePageData('fr/laisse', product);
    for (const pagePath of ['/', '/fr/laisse/', '/fr/laisse']) {
      expect(await pageDataStandIn.readPageData(publicDir, pagePath)).toEqual(await gatsby.readPageData(publicDir, pagePath));
    }
    mkdirSync(path.join(publicDir, 'slice-data'), { recursive: true });
    writeFileSync(path.join(publicDir, 'slice-data', 'scripts.json'), JSON.stringify({ componentChunkName: 'slice---scripts', result: { sliceContext: {} } }));
    expect(await pageDataStandIn.readSliceData(publicDir, 'scripts')).toEqual(await gatsby.readSliceData(publicDir, 'scripts'));
    await expect(pageDataStandIn.readPageData(publicDir, '/missing/')).rejects.toThrow(/ENOENT/);
    const withErrors = { ...product, result: { ...product.result, errors: [{ message: 'bad' }] } };
    for (const input of [home, product, withErrors, { ...withErrors, getServerDataError: { message: 'down' } }, { path: '/x/' }]) {
      expect(pageDataStandIn.modifyPageDataForErrorMessage(input)).toEqual(gatsby.modifyPageDataForErrorMessage(input));
    }
  });
});
