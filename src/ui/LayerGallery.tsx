// Dev-only: one layer at a time with sample props over a mock playfield, for screenshots and review.
import { useEffect, useState, type ReactNode } from 'react';
import { addMonths, markCompleted, type CompletedDays, type DayKey } from '../core/calendar';
import { ENGLISH, isMessageKey, LANGUAGES, loadLanguage, useLanguage, type LanguageCode } from '../i18n';
import { AdOverlay } from './AdOverlay';
import { CalendarLayer } from './CalendarLayer';
import type { CoinNodeProps } from './CoinNode';
import { LoadingLayer } from './LoadingLayer';
import { MenuLayer } from './MenuLayer';
import { RankLayer } from './RankLayer';
import { SettingsLayer } from './SettingsLayer';
import { Stage } from './Stage';
import { TaskLayer, type TaskRow } from './TaskLayer';
import { Toast } from './Toast';
import './styles.css';

/** The layers (and sample states of them) the gallery can show. */
export const GALLERY_LAYERS = [
  'loading',
  'menu',
  'settings',
  'ad',
  'toast',
  'calendar',
  'menu-economy',
  'tasks',
  'tasks-b',
  'rank',
  'rank-loading',
  'rank-ad',
] as const;

/** One entry of {@link GALLERY_LAYERS}. */
export type GalleryLayer = (typeof GALLERY_LAYERS)[number];

/** Props of {@link LayerGallery}. */
export interface LayerGalleryProps {
  /** The layer to show first. */
  layer: GalleryLayer;
  /** Show a picker in the window corner to switch layers (and the language). */
  picker?: boolean;
  /** Show the layers in this language (loaded on mount); default: the current one. */
  language?: LanguageCode;
}

const log = (what: string) => () => console.info(`[gallery] ${what}`);

function sample(
  layer: GalleryLayer,
  toggles: { music: boolean; sound: boolean },
  flip: (k: 'music' | 'sound') => void,
): ReactNode {
  switch (layer) {
    case 'loading':
      return <LoadingLayer progress={0.62} />;
    case 'menu':
      return (
        <MenuLayer
          level={7}
          scoreMax={260}
          onStart={log('start')}
          onSettings={log('settings')}
          onCalendar={log('calendar')}
        />
      );
    case 'settings':
      return (
        <>
          <MenuLayer
            level={7}
            scoreMax={260}
            onStart={log('start')}
            onSettings={log('settings')}
            onCalendar={log('calendar')}
          />
          <SettingsLayer
            music={toggles.music}
            sound={toggles.sound}
            onToggleMusic={() => flip('music')}
            onToggleSound={() => flip('sound')}
            vibration={{ on: true, onToggle: log('vibration') }}
            onLanguage={log('language')}
            onClose={log('close')}
          />
        </>
      );
    case 'ad':
      return <AdOverlay secondsLeft={2} onSkip={log('skip')} />;
    case 'toast':
      return (
        <>
          <Toast text="No ads available" />
        </>
      );
    case 'calendar':
      return (
        <>
          <MenuLayer
            level={7}
            scoreMax={260}
            onStart={log('start')}
            onSettings={log('settings')}
            onCalendar={log('calendar')}
          />
          <CalendarSample />
        </>
      );
    case 'menu-economy':
      return <EconomyMenu />;
    case 'tasks':
      return (
        <>
          <EconomyMenu />
          <TaskLayer
            rows={TASKS_A}
            points={25}
            onClaim={(id) => console.info('[gallery] claim', id)}
            onClose={log('close')}
          />
        </>
      );
    case 'tasks-b':
      return (
        <>
          <EconomyMenu />
          <TaskLayer
            rows={TASKS_B}
            points={45}
            onClaim={(id) => console.info('[gallery] claim', id)}
            onClose={log('close')}
          />
        </>
      );
    case 'rank':
      return (
        <>
          <EconomyMenu />
          <RankLayer rank={27} best={260} loading={false} onShare={log('share')} onClose={log('close')} />
        </>
      );
    case 'rank-loading':
      return (
        <>
          <EconomyMenu />
          <RankLayer rank={null} best={260} loading onShare={log('share')} onClose={log('close')} />
        </>
      );
    case 'rank-ad':
      return (
        <>
          <EconomyMenu />
          <RankLayer
            rank={1482}
            best={260}
            loading={false}
            onShare={log('share')}
            onClose={log('close')}
            adReward={{ coins: 200, onWatch: log('rank ad') }}
          />
        </>
      );
  }
}

const SAMPLE_COINS: CoinNodeProps = { coins: 1250, onLookAd: () => console.info('[gallery] look ad') };

/** A task's English title with its target filled in, as the app passes it (the layer translates it). */
function taskTitle(key: string, count: number): string {
  return isMessageKey(key) ? ENGLISH[key].replace('{{count}}', String(count)) : key;
}

// Variant A's seven tasks (spec 9), in each of the three states.
const TASKS_A: TaskRow[] = (
  [
    ['task1', 5, 5, 5, 'claimed'],
    ['task3', 1, 1, 5, 'claimable'],
    ['task6', 2, 5, 10, 'running'],
    ['task9', 10, 10, 10, 'claimable'],
    ['task4', 7, 15, 10, 'running'],
    ['task8', 12, 30, 10, 'running'],
    ['task11', 0, 50, 15, 'running'],
  ] as const
).map(([id, progress, threshold, reward, state]) => ({
  id,
  title: taskTitle(`task.a.${id}`, threshold),
  progress,
  threshold,
  reward,
  state,
}));

// Variant B's thirteen tasks (spec 9): targets and points in order.
const TASKS_B: TaskRow[] = [1, 5, 3, 1, 15, 10, 5, 5, 30, 10, 20, 50, 30].map((threshold, i) => {
  const progress = [1, 5, 2, 1, 6, 4, 5, 1, 9, 0, 3, 12, 3][i] ?? 0;
  const claimed = i === 0 || i === 3;
  return {
    id: `task${i}`,
    title: taskTitle(`task.b.task${i}`, threshold),
    progress,
    threshold,
    reward: [5, 5, 10, 5, 10, 5, 10, 10, 10, 10, 15, 15, 20][i] ?? 0,
    state: claimed ? 'claimed' : progress >= threshold ? 'claimable' : 'running',
  };
});

/** The menu with coins, tasks and rank. */
function EconomyMenu() {
  return (
    <MenuLayer
      level={7}
      scoreMax={260}
      onStart={log('start')}
      onSettings={log('settings')}
      onCalendar={log('calendar')}
      coins={SAMPLE_COINS}
      onTasks={log('tasks')}
      onRank={log('rank')}
    />
  );
}

// A fixed "today" so the gallery looks the same on every run: some days done, some open, the rest future.
const SAMPLE_TODAY: DayKey = { year: 2026, month: 11, day: 18 };
const SAMPLE_DONE: CompletedDays = [2, 3, 4, 7, 9, 10, 11, 15, 16].reduce<CompletedDays>(
  (table, day) => markCompleted(table, { year: 2026, month: 11, day }),
  { '2026': { '10': [1, 2, 5, 6, 12, 20, 21, 30] } },
);

/** The calendar with its own shown month, so the gallery's paging arrows work. */
function CalendarSample() {
  const [shown, setShown] = useState({ year: SAMPLE_TODAY.year, month: SAMPLE_TODAY.month });
  return (
    <CalendarLayer
      year={shown.year}
      month={shown.month}
      today={SAMPLE_TODAY}
      completed={SAMPLE_DONE}
      onPlay={(key) => console.info('[gallery] play', key)}
      onPage={(delta) => setShown((m) => addMonths(m.year, m.month, delta))}
      onClose={log('close')}
    />
  );
}

/** Stage + mock playfield + the chosen layer with sample props; optional picker to switch. */
export function LayerGallery({ layer, picker = false, language }: LayerGalleryProps) {
  const [shown, setShown] = useState<GalleryLayer>(layer);
  const [toggles, setToggles] = useState({ music: true, sound: false });
  const current = useLanguage();
  const flip = (k: 'music' | 'sound') => setToggles((t) => ({ ...t, [k]: !t[k] }));
  useEffect(() => {
    if (language) void loadLanguage(language).catch((error: unknown) => console.warn('[gallery]', error));
  }, [language]);
  const pick = (code: LanguageCode) => void loadLanguage(code).catch((error: unknown) => console.warn(error));
  return (
    <>
      <Stage>
        <MockPlayfield />
        {sample(shown, toggles, flip)}
      </Stage>
      {picker && (
        <div style={{ position: 'fixed', left: 8, bottom: 8, zIndex: 10, display: 'flex', gap: 8 }}>
          <select
            className="gallery-picker"
            value={shown}
            onChange={(e) => setShown(e.target.value as GalleryLayer)}
            style={{ fontSize: 14 }}
          >
            {GALLERY_LAYERS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <select
            className="gallery-language"
            value={current}
            onChange={(e) => pick(e.target.value as LanguageCode)}
            style={{ fontSize: 14 }}
          >
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.nativeName}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}

// Where the canvas puts the box row and the tray (variant A layout), to check the HUD leaves them clear.
const BOX_ROW = { y: 240, spacing: 146, width: 132, height: 104 };
const TRAY = { y: 392, spacing: 92, slot: 76 };
const BOX_COLOURS = ['#ff4b3e', '#2f9bff', '#4cc93a', '#ffc21a'];

/** A stand-in for the Pixi playfield: box row, tray, a couple of boards, drawn with plain divs. */
function MockPlayfield() {
  const centre = 375;
  return (
    <div
      className="gallery-playfield stage-interactive"
      data-testid="gallery-playfield"
      aria-hidden="true"
      style={{ position: 'absolute', inset: 0, top: 'var(--top-shift)' }}
    >
      {BOX_COLOURS.map((c, i) => (
        <div
          key={c}
          style={{
            position: 'absolute',
            left: centre + (i - 1.5) * BOX_ROW.spacing - BOX_ROW.width / 2,
            top: BOX_ROW.y - BOX_ROW.height / 2,
            width: BOX_ROW.width,
            height: BOX_ROW.height,
            borderRadius: 22,
            background: c,
            boxShadow: 'inset 0 -10px 0 rgba(0,0,0,.2), 0 8px 0 rgba(0,0,0,.2)',
          }}
        />
      ))}
      <div
        style={{
          position: 'absolute',
          left: centre - 2.5 * TRAY.spacing - 12,
          top: TRAY.y - TRAY.slot / 2 - 12,
          width: 5 * TRAY.spacing + 24,
          height: TRAY.slot + 24,
          borderRadius: 50,
          background: 'rgba(110,55,15,.55)',
        }}
      />
      {[0, 1, 2, 3].map((i) => (
        <div
          key={i}
          style={{
            position: 'absolute',
            left: 90 + i * 60,
            top: 620 + i * 150,
            width: 460,
            height: 110,
            borderRadius: 55,
            background: ['#f6c477', '#e89a52', '#ffd48a', '#f2b866'][i],
            border: '6px solid #6c3511',
            transform: `rotate(${[-10, 14, -4, 8][i]}deg)`,
            opacity: 0.9,
          }}
        />
      ))}
    </div>
  );
}
