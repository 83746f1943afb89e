// Stand-in for Gatsby's internal Partytown plugin's browser module
// (gatsby/dist/internal-plugins/partytown/gatsby-browser.js), swapped in by gatsby-node.ts for the
// production bundle. Its only export, onInitialClientRender, returns at once outside
// `gatsby develop`, yet requiring it put gatsby-script and Partytown's integration into the app
// chunk of every page. The site has no off-main-thread scripts, so this module exports no browser
// API and Gatsby calls nothing.
export {};
