/**
 * How fast this machine's core is, so figures of different sessions can be set side by side: machines of
 * one kind here differ by 2x in speed (docs/decisions/080-log.md, 27 Nov 2026). A fixed piece of
 * JavaScript much like a render (short strings joined, escaped and encoded, an object written as JSON),
 * best of five, and, with a database URL, PostgreSQL's `SELECT count(*) FROM generate_series(1, 1e6)`
 * (best of three). Both depend on the core's speed only, not on the project's code. A module of its own,
 * without the harness's exit handlers, so bench:api-overview (its own server in-process) prints the same
 * line.
 */
export async function speedLine(databaseUrl?: string): Promise<string> {
  const encoder = new TextEncoder();
  const record = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`key${i}`, { id: i, title: `Uitje ${i} in Hoorn & omgeving`, tags: [i, i * 2] }]));
  const workload = () => {
    let html = '';
    for (let i = 0; i < 20_000; i += 1) html += `<li class="card-${i % 7}">${`Uitje ${i} <&> “${i}”`.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}</li>`;
    return encoder.encode(html).length + JSON.stringify(record).length;
  };
  const best = (samples: number[]) => Math.min(...samples).toFixed(1);
  const js: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    workload();
    js.push(performance.now() - started);
  }
  let line = `machine speed: a fixed JavaScript workload ${best(js)} ms (best of 5)`;
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const samples: number[] = [];
    try {
      for (let i = 0; i < 3; i += 1) {
        const started = performance.now();
        await client.query('SELECT count(*) FROM generate_series(1, 1000000)');
        samples.push(performance.now() - started);
      }
    } finally {
      await client.end();
    }
    line += `, PostgreSQL's generate_series(1, 1e6) count ${best(samples)} ms (best of 3)`;
  }
  return line;
}
