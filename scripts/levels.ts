// `npm run levels`: the level tool.
//   check [--json]                 proves every shipped level of every variant winnable, replays each
//                                  winning line in the real matter-js world headless, prints a table
//   solve FILE.json [--capacity N] [--variant ID]
//                                  the verdict on one level file and a winning line, as JSON
// Exit codes: 0 all good; 1 a level failed (unwinnable, physics replay problem, schema error, or a
// felt band that is not the band its file names: variant B's `type`);
// 2 bad usage or a file that cannot be read as a level.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DIFFICULTY_BANDS, measureDifficulty, type DifficultyBand } from '../src/core/difficulty';
import { parseLevel } from '../src/core/levelSchema';
import { solveLevel } from '../src/core/solver';
import type { LevelSpec } from '../src/core/types';
import {
  DEFAULT_SETTLE_CAP_MS,
  replayInPhysics,
  type PhysicsReplay,
  type ReplayVariant,
} from './levels/headlessReplay';
import { BIG_LEVEL_PLAN, BIG_LEVELS } from './levels/bigLevels';
import { dailyDays, dailyReport, daysOf } from './levels/dailyYear';
import { formatTable, type Column } from './levels/table';
import {
  CANDY_DIRS,
  levelFilesOf,
  ROOT,
  VARIANT_LEVELS,
  variantById,
  type VariantLevels,
} from './levels/variantLevels';

const USAGE = `Usage: npm run levels -- <command> [options]

Commands:
  check [--json]      The default. For every variant (${VARIANT_LEVELS.map((v) => v.variant.id).join(', ')}) and each of its shipped level
                      files, and variant A's big levels (${BIG_LEVELS.dir}): validate the file, prove the level winnable with the solver, measure
                      its difficulty (with the win shares of the random, box-first and
                      lookahead players) and replay the winning line in the real matter-js
                      world, headless. Prints the size figures and the felt difficulty
                      (docs/levels.md) and fails levels whose file names another band than
                      the felt one (variant B's type). Prints a table and a summary; --json
                      prints them.
  solve FILE.json     Validate one level file, solve it and print the verdict as JSON: a winning
                      line, the difficulty figures and the physics replay, or the reason it
                      cannot be won.
    --capacity N      Screws per box (default: the variant's, ${VARIANT_LEVELS[0]!.variant.boxCapacity} in variant ${VARIANT_LEVELS[0]!.variant.id}).
    --variant ID      Whose box capacity and physics to use (default: ${VARIANT_LEVELS[0]!.variant.id}).
  daily YEAR          Make every daily challenge of YEAR as the game does (src/app/dailyLevel.ts)
                      and print, per day, its band, the map it borrowed, the tries it walked
                      and the felt difficulty it landed, and a summary per variant.
    --variant ID      Only this variant (default: all).
    --json            Print the days and summaries as JSON.
  --help              Print this text.

Exit codes:
  0  check: every level passed; solve: winnable and the line replays in physics.
  1  daily: a day's level missed its band.
     check: a level is not winnable, fails the physics replay or the schema, or its
     felt band is not the band its file names;
     solve: not winnable, or the winning line fails the physics replay.
  2  Bad usage; solve: the file cannot be read, is not JSON or is not a valid level.`;

/** A usage error: printed with the usage, exit code 2. */
class UsageError extends Error {}

/** Only the figures the tool prints, in a stable order: the level's size, then the felt difficulty's. */
function figuresOf(f: ReturnType<typeof measureDifficulty>) {
  return {
    colours: f.colours,
    screws: f.screws,
    layers: f.layers,
    boards: f.boards,
    statesSearched: f.statesSearched,
    trayNeed: f.trayNeed,
    randomWinShare: f.randomWinShare,
    boxFirstWinShare: f.boxFirstWinShare,
    lookaheadWinShare: f.lookaheadWinShare,
    randomLossPerScrew: f.randomLossPerScrew,
    boxFirstLossPerScrew: f.boxFirstLossPerScrew,
    lookaheadLossPerScrew: f.lookaheadLossPerScrew,
    coverDepth: f.coverDepth,
    felt: f.felt,
    feltBand: f.band,
  };
}

/** A level's size and felt difficulty, as the tool prints them. */
function measureBoth(level: LevelSpec, capacity: number) {
  return figuresOf(measureDifficulty(level, { capacity }));
}

/** The numbers a replay and the rules read from a variant, with the box capacity overridable. */
function replayVariantOf(entry: VariantLevels, capacity = entry.variant.boxCapacity): ReplayVariant {
  const v = entry.variant;
  return { boxCapacity: capacity, physics: v.physics, layout: v.layout, screwRadius: v.screwRadius };
}

/** Reads a file as JSON, or says why it cannot. */
function readJson(path: string): { ok: true; json: unknown } | { ok: false; error: string } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return { ok: false, error: `cannot read the file: ${error instanceof Error ? error.message : String(error)}` };
  }
  try {
    return { ok: true, json: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * The band a shipped level's own file names, if any: variant B's level files carry `type` (the band
 * the colouring aims at; docs/levels-candy.md) beside the built level that `check` proves. Variant A's
 * files carry none.
 */
function labelOf(entry: VariantLevels, file: { name: string }): DifficultyBand | undefined {
  // A big level's band is its plan's (scripts/levels/bigLevels.ts): the daily's big Sundays count on it.
  if (entry === BIG_LEVELS) return BIG_LEVEL_PLAN[Number(entry.pattern.exec(file.name)?.[1] ?? 0) - 1]?.band;
  if (entry.dir !== CANDY_DIRS.built) return undefined;
  const read = readJson(join(ROOT, CANDY_DIRS.levels, file.name));
  if (!read.ok || typeof read.json !== 'object' || read.json === null) return undefined;
  const type = (read.json as { type?: unknown }).type;
  return DIFFICULTY_BANDS.find((b) => b === type);
}

const timed = <T>(f: () => T): { value: T; ms: number } => {
  const t0 = performance.now();
  const value = f();
  return { value, ms: performance.now() - t0 };
};

// ---- check ------------------------------------------------------------------------------------

/** What `check` found for one level file. */
interface LevelRow {
  variant: string;
  level: string;
  file: string;
  id?: string;
  figures?: ReturnType<typeof figuresOf>;
  winnable?: boolean;
  lineLength?: number;
  solveMs?: number;
  difficultyMs?: number;
  replay?: PhysicsReplay;
  /** The band the level file says it is (variant B's `type`), when it says one. */
  label?: DifficultyBand;
  /** How far the check got: the file read, the schema, the solver, the physics replay. */
  stage: 'read' | 'schema' | 'solve' | 'replay';
  /** Why the level fails, when it does. */
  failure?: string;
}

function checkLevel(entry: VariantLevels, file: { name: string; path: string; absolute: string }): LevelRow {
  const row: LevelRow = {
    variant: setOf(entry),
    level: file.name.replace(/\.json$/, ''),
    file: file.path,
    stage: 'read',
  };
  const read = readJson(file.absolute);
  if (!read.ok) return { ...row, failure: `${file.path}: ${read.error}` };
  row.stage = 'schema';
  const parsed = parseLevel(read.json, entry.variant.boxCapacity);
  if (!parsed.ok) return { ...row, failure: `${file.path}: schema error: ${parsed.error}` };
  const level = parsed.level;
  row.id = level.id;
  row.stage = 'solve';
  const capacity = entry.variant.boxCapacity;
  const solved = timed(() => solveLevel(level, { capacity }));
  row.solveMs = solved.ms;
  row.winnable = solved.value.winnable;
  row.lineLength = solved.value.line.length;
  const measured = timed(() => measureBoth(level, capacity));
  row.figures = measured.value;
  row.difficultyMs = measured.ms;
  row.label = labelOf(entry, file);
  if (!solved.value.winnable) {
    return { ...row, failure: `${file.path}: not winnable: ${solved.value.reason ?? 'no reason given'}` };
  }
  row.stage = 'replay';
  row.replay = replayInPhysics(level, solved.value.line, replayVariantOf(entry));
  if (!row.replay.ok) row.failure = `${file.path}: physics replay: ${row.replay.problem ?? 'failed'}`;
  return row;
}

const COLUMNS: Column[] = [
  { heading: 'variant' },
  { heading: 'level' },
  { heading: 'colours', right: true },
  { heading: 'screws', right: true },
  { heading: 'layers', right: true },
  { heading: 'trayNeed', right: true },
  { heading: 'random %', right: true },
  { heading: 'box-first %', right: true },
  { heading: 'lookahead %', right: true },
  { heading: 'felt', right: true },
  { heading: 'felt band' },
  { heading: 'label' },
  { heading: 'solve ms', right: true },
  { heading: 'settle s', right: true },
  { heading: 'physics replay' },
];

function cellsOf(row: LevelRow): string[] {
  const f = row.figures;
  const dash = '-';
  const replay = {
    read: 'UNREADABLE (see below)',
    schema: 'SCHEMA ERROR (see below)',
    solve: 'NOT WINNABLE (see below)',
    replay: row.replay?.ok ? 'ok' : 'PROBLEM (see below)',
  }[row.stage];
  return [
    row.variant,
    row.level,
    f ? String(f.colours) : dash,
    f ? String(f.screws) : dash,
    f ? String(f.layers) : dash,
    f ? String(f.trayNeed) : dash,
    f ? (f.randomWinShare * 100).toFixed(1) : dash,
    f ? (f.boxFirstWinShare * 100).toFixed(1) : dash,
    f ? (f.lookaheadWinShare * 100).toFixed(1) : dash,
    f ? f.felt.toFixed(1) : dash,
    f ? f.feltBand : dash,
    // The file's band beside the felt one's (≠ where they differ: a failure).
    row.label === undefined ? dash : `${row.label}${row.label === f?.feltBand ? '' : ' (≠)'}`,
    row.solveMs === undefined ? dash : row.solveMs.toFixed(1),
    // The longest wait for the world to settle after a tap (the replay fails one over its 3 s cap).
    row.replay ? (row.replay.longestSettleMs / 1000).toFixed(2) : dash,
    replay,
  ];
}

/** The name of a level set in `check`'s report: the variant's id unless the set names itself. */
function setOf(entry: VariantLevels): string {
  return entry.set ?? entry.variant.id;
}

function check(args: string[]): number {
  const json = args.includes('--json');
  const unknown = args.filter((a) => a !== '--json');
  if (unknown.length > 0) throw new UsageError(`check: unknown argument ${unknown[0]}`);
  const t0 = performance.now();
  const rows: LevelRow[] = [];
  const failures: string[] = [];
  const mislabelled: string[] = [];
  const covered: { variant: string; dir: string; files: number }[] = [];
  // Every variant's ladder, and variant A's big levels (issue 15: proved, not in the game yet).
  for (const entry of [...VARIANT_LEVELS, BIG_LEVELS]) {
    const files = levelFilesOf(entry);
    const expected = entry.count ?? entry.variant.levelCount;
    covered.push({ variant: setOf(entry), dir: entry.dir, files: files.length });
    if (files.length !== expected) {
      failures.push(`variant ${setOf(entry)}: expected ${expected} level files in ${entry.dir}, found ${files.length}`);
    }
    const ids = new Map<string, string>();
    for (const file of files) {
      if (process.stderr.isTTY && !json) process.stderr.write(`\rchecking ${file.path}...`);
      let row: LevelRow;
      try {
        row = checkLevel(entry, file);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        row = {
          variant: setOf(entry),
          level: file.name.replace(/\.json$/, ''),
          file: file.path,
          stage: 'solve',
          failure: `${file.path}: the check threw: ${message}`,
        };
      }
      rows.push(row);
      if (row.failure) failures.push(row.failure);
      if (row.label !== undefined && row.figures && row.figures.feltBand !== row.label) {
        const f = row.figures;
        const message =
          `${file.path}: labelled ${row.label} but its felt difficulty is ${f.feltBand} (felt ${f.felt.toFixed(1)}; ` +
          `wins: random ${(f.randomWinShare * 100).toFixed(0)}%, ` +
          `box-first ${(f.boxFirstWinShare * 100).toFixed(0)}%, lookahead ${(f.lookaheadWinShare * 100).toFixed(0)}%)`;
        mislabelled.push(message);
        failures.push(message);
        row.failure ??= message;
      }
      if (row.id !== undefined) {
        const other = ids.get(row.id);
        if (other) {
          row.failure ??= `${file.path}: level id "${row.id}" is also used by ${other}`;
          failures.push(`${file.path}: level id "${row.id}" is also used by ${other}`);
        } else ids.set(row.id, file.path);
      }
    }
  }
  if (process.stderr.isTTY && !json) process.stderr.write('\r\x1b[K');
  const sum = (f: (r: LevelRow) => number | undefined) => rows.reduce((s, r) => s + (f(r) ?? 0), 0);
  const summary = {
    variants: covered,
    levels: rows.length,
    failed: failures.length,
    solveMs: sum((r) => r.solveMs),
    difficultyMs: sum((r) => r.difficultyMs),
    replayWallMs: sum((r) => r.replay?.wallMs),
    replaySimulatedMs: sum((r) => r.replay?.simulatedMs),
    /** The longest wait for the world to settle after a tap, per variant (simulated ms). */
    longestSettleMs: Object.fromEntries(
      covered.map((c) => [
        c.variant,
        Math.max(0, ...rows.filter((r) => r.variant === c.variant).map((r) => r.replay?.longestSettleMs ?? 0)),
      ]),
    ),
    totalMs: performance.now() - t0,
  };

  if (json) {
    // Times to a tenth of a millisecond; every other figure as measured.
    const tenths = (key: string, value: unknown) =>
      key.endsWith('Ms') && typeof value === 'number' ? Math.round(value * 10) / 10 : value;
    console.log(JSON.stringify({ levels: rows, summary, failures }, tenths, 2));
    return failures.length > 0 ? 1 : 0;
  }

  console.log(
    `Variants covered: ${covered.map((c) => `${c.variant} (${c.files} level files in ${c.dir})`).join(', ')}\n`,
  );
  console.log(formatTable(COLUMNS, rows.map(cellsOf)));
  console.log('');
  const times =
    `total solve time ${summary.solveMs.toFixed(0)} ms; difficulty ${(summary.difficultyMs / 1000).toFixed(1)} s; ` +
    `physics replay ${(summary.replayWallMs / 1000).toFixed(1)} s wall for ` +
    `${(summary.replaySimulatedMs / 1000).toFixed(0)} s simulated; whole check ${(summary.totalMs / 1000).toFixed(1)} s`;
  console.log(
    `Longest settle after a tap (simulated, cap ${DEFAULT_SETTLE_CAP_MS / 1000} s): ` +
      `${Object.entries(summary.longestSettleMs)
        .map(([v, ms]) => `${v} ${(ms / 1000).toFixed(2)} s`)
        .join(', ')}.\n`,
  );
  if (mislabelled.length > 0) {
    // Each is a failure too: the generator colours a file towards its label's felt band, so a label
    // the felt number does not confirm is a level that missed its place on the curve.
    console.log(`Labelled bands the felt difficulty does not confirm (${mislabelled.length}):`);
    for (const m of mislabelled) console.log(`  - ${m}`);
    console.log('');
  }
  if (failures.length === 0) {
    console.log(`${rows.length} levels, all winnable and replayed in physics; ${times}.`);
    return 0;
  }
  const bad = rows.filter((r) => r.failure).length;
  console.log(`${rows.length} levels, ${bad} failed (${failures.length} problems); ${times}.\n\nFailures:`);
  for (const f of failures) console.log(`  - ${f}`);
  return 1;
}

// ---- solve ------------------------------------------------------------------------------------

function optionValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  args.splice(i, 2);
  return value;
}

function solve(argv: string[]): number {
  const args = [...argv];
  const variantId = optionValue(args, '--variant');
  const capacityText = optionValue(args, '--capacity');
  const entry = variantId === undefined ? VARIANT_LEVELS[0]! : variantById(variantId);
  if (!entry)
    throw new UsageError(`unknown variant ${variantId}; known: ${VARIANT_LEVELS.map((v) => v.variant.id).join(', ')}`);
  let capacity = entry.variant.boxCapacity;
  if (capacityText !== undefined) {
    capacity = Number(capacityText);
    if (!Number.isInteger(capacity) || capacity < 1) throw new UsageError(`--capacity: expected a whole number ≥ 1`);
  }
  const unknownFlag = args.find((a) => a.startsWith('--'));
  if (unknownFlag) throw new UsageError(`solve: unknown option ${unknownFlag}`);
  if (args.length !== 1) throw new UsageError('solve: expected exactly one level file');
  // npm runs scripts from the package root; INIT_CWD is where the command was typed.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const file = args[0]!;
  const path = resolve(cwd, file);

  const read = readJson(path);
  if (!read.ok) {
    console.error(`${file}: ${read.error}`);
    return 2;
  }
  const parsed = parseLevel(read.json, capacity);
  if (!parsed.ok) {
    console.error(`${file}: not a valid level: ${parsed.error}`);
    return 2;
  }
  const level: LevelSpec = parsed.level;
  const solved = solveLevel(level, { capacity });
  if (!solved.winnable) {
    const out = {
      file,
      winnable: false,
      reason: solved.reason ?? 'no reason given',
      statesSearched: solved.statesSearched,
    };
    console.log(JSON.stringify(out, null, 2));
    return 1;
  }
  const figures = measureBoth(level, capacity);
  const replay = replayInPhysics(level, solved.line, replayVariantOf(entry, capacity));
  const out = {
    file,
    winnable: true,
    line: solved.line,
    statesSearched: solved.statesSearched,
    figures,
    physicsReplay: replay.ok ? 'ok' : (replay.problem ?? 'failed'),
  };
  console.log(JSON.stringify(out, null, 2));
  return replay.ok ? 0 : 1;
}

// ---- daily ------------------------------------------------------------------------------------

async function daily(argv: string[]): Promise<number> {
  const args = [...argv];
  const variantId = optionValue(args, '--variant');
  const json = args.includes('--json');
  const rest = args.filter((a) => a !== '--json');
  const unknownFlag = rest.find((a) => a.startsWith('--'));
  if (unknownFlag) throw new UsageError(`daily: unknown option ${unknownFlag}`);
  if (rest.length !== 1 || !/^\d{4}$/.test(rest[0]!)) throw new UsageError('daily: expected a year, e.g. 2026');
  const entries = variantId === undefined ? VARIANT_LEVELS : [variantById(variantId)];
  if (entries.some((e) => !e))
    throw new UsageError(`unknown variant ${variantId}; known: ${VARIANT_LEVELS.map((v) => v.variant.id).join(', ')}`);
  let missed = 0;
  const out: Record<string, unknown> = {};
  for (const entry of entries as VariantLevels[]) {
    const days = await dailyDays(entry, daysOf(Number(rest[0])));
    const report = dailyReport(entry.variant.id, days);
    missed += report.missed;
    if (json) out[entry.variant.id] = { days, summary: report.summary };
    else console.log(`Variant ${entry.variant.id}\n${report.table}\n\n${report.summary}\n`);
  }
  if (json) console.log(JSON.stringify(out, null, 2));
  return missed > 0 ? 1 : 0;
}

// ---- main -------------------------------------------------------------------------------------

async function main(argv: string[]): Promise<number> {
  const [command = 'check', ...rest] = argv;
  try {
    switch (command) {
      case '--help':
      case '-h':
      case 'help':
        console.log(USAGE);
        return 0;
      case 'check':
        return check(rest);
      case '--json':
        return check(argv);
      case 'solve':
        return solve(rest);
      case 'daily':
        return await daily(rest);
      default:
        throw new UsageError(`unknown command ${command}`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
