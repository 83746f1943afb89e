import { measureFirstLoadJs } from './lib/first-load-js';
const root = process.argv[2];
const m = measureFirstLoadJs(root, '/dog-poop-bag-tailgate-dumpster/');
for (const s of m.scripts as any[]) console.log(JSON.stringify(s).slice(0, 200));
console.log(m.totalGzipBytes);
