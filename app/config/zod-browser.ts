// Zod compiles object parsers with new Function() after probing whether eval works; under our CSP (no
// 'unsafe-eval') that probe is a reported violation in the browser. Zod reads its global config from
// globalThis.__zod_globalConfig (zod/v4/core), so setting it here needs no zod import. root.tsx imports
// this first: the root route module is evaluated before every other route module and entry.client.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
if (typeof document !== 'undefined') Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });
