const mb = (n: number) => Math.round(n / 1e6);
for (const name of process.argv.slice(2)) {
  globalThis.gc?.();
  const before = process.memoryUsage();
  const t = performance.now();
  await import(name);
  globalThis.gc?.();
  const after = process.memoryUsage();
  console.log(name.padEnd(40), 'rss +', mb(after.rss - before.rss), 'heap +', mb(after.heapUsed - before.heapUsed), Math.round(performance.now() - t), 'ms');
}
