// What the HTML renderer's bundle has in place of every module our code loads with `import()`
// (src/platform/gatsby/build/browser-only-imports.ts). Islands load their code in the browser after the first
// paint, so server rendering never runs an `import()` of ours; if it ever did, the build stops here
// instead of rendering a page without it.
throw new Error('Code loaded with import() runs in the browser only, after the first paint: it was loaded while rendering HTML.');

export {};
