// Lint rules: typescript-eslint's recommended set with type information, plus React hooks.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// DESIGN.md's layer table: what each folder may import. Every folder of the game not in a row's list is
// forbidden to it, and so are the libraries of the layers it must not reach (DOM-free rules, chart-free physics).
const FOLDERS = [
  'core',
  'machines',
  'physics',
  'scene',
  'ui',
  'platform',
  'save',
  'net',
  'audio',
  'i18n',
  'variants',
  'devtools',
  'app',
];
const LIBRARIES = {
  react: ['react', 'react-dom', 'react-dom/*', '@xstate/react', '@pixi/react'],
  pixi: ['pixi.js', '@pixi/*'],
  matter: ['matter-js'],
  xstate: ['xstate', '@xstate/*'],
  howler: ['howler'],
  i18next: ['i18next'],
};
const LAYERS = [
  { dir: 'src/core', folders: ['core'], libraries: [] },
  { dir: 'machines', folders: ['core', 'machines'], libraries: ['xstate'] },
  { dir: 'src/physics', folders: ['core', 'physics'], libraries: ['matter'] },
  { dir: 'src/scene', folders: ['core', 'physics', 'scene'], libraries: ['pixi', 'react', 'matter'] },
  // pixi: the layers drawn on the one canvas through @pixi/react (src/ui/canvas, issue 13).
  { dir: 'src/ui', folders: ['core', 'machines', 'i18n', 'ui'], libraries: ['react', 'xstate', 'pixi'] },
  // howler: the web device's audio (src/platform/howlerAudio.ts).
  { dir: 'src/platform', folders: ['core', 'platform'], libraries: ['howler'] },
  { dir: 'src/save', folders: ['core', 'platform', 'save'], libraries: [] },
  { dir: 'src/net', folders: ['core', 'platform', 'net'], libraries: [] },
  { dir: 'src/audio', folders: ['core', 'platform', 'audio'], libraries: [] },
  { dir: 'src/i18n', folders: ['core', 'platform', 'i18n'], libraries: ['i18next', 'react'] },
  { dir: 'src/variants', folders: ['core', 'variants'], libraries: [] },
];
const layerRules = LAYERS.map(({ dir, folders, libraries }) => {
  const banned = FOLDERS.filter((f) => !folders.includes(f));
  const bannedLibraries = Object.entries(LIBRARIES)
    .filter(([name]) => !libraries.includes(name))
    .flatMap(([, modules]) => modules);
  return {
    files: [`${dir}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: banned.flatMap((f) => [`**/${f}`, `**/${f}/**`]),
              message: `DESIGN.md's layer table: ${dir} may import only ${folders.join(', ')}.`,
            },
            ...(bannedLibraries.length
              ? [{ group: bannedLibraries, message: `DESIGN.md's layer table: ${dir} does not use this library.` }]
              : []),
          ],
        },
      ],
    },
  };
});

// Issue 13's runtime seam: what the runtime provides (canvas, input, storage, timers, audio, text, fonts,
// visibility, the viewport, the address) comes through the Device of src/platform (docs/device.md), so that the
// game can run where there is no DOM (WeChat and Douyin mini-games). Nothing else touches the page's globals.
const PAGE_GLOBALS = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
  'history',
  'matchMedia',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'devicePixelRatio',
  'screen',
  'visualViewport',
  'innerWidth',
  'innerHeight',
  'outerWidth',
  'outerHeight',
  'scrollX',
  'scrollY',
  'frames',
  'parent',
  'top',
  'opener',
  'alert',
  'confirm',
  'prompt',
  'addEventListener',
  'removeEventListener',
  'dispatchEvent',
  // The runtime's timers: device().timers (webDevice.ts calls these globals when asked, so fake timers still work).
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
];
const SEAM_MESSAGE =
  'Ask the device (src/platform/currentDevice.ts, docs/device.md): only src/platform touches the page.';
// The files that really touch the page besides src/platform: each makes or draws DOM elements. Their other uses
// (timers, storage, viewport, navigator) go through the device. Keep this list short.
const DOM_LAYERS = [
  // The web start-up: puts the canvas and the accessibility mirror in index.html's #root.
  'src/main.tsx',
  // The designers' debug panel (?debug, a chunk of its own): its React DOM root, and a portal into document.body.
  'src/devtools/mountDebug.tsx',
  'src/devtools/DebugPanel.tsx',
];
const runtimeSeam = {
  files: ['src/**/*.{ts,tsx}', 'machines/**/*.{ts,tsx}'],
  ignores: ['src/platform/**', ...DOM_LAYERS],
  rules: {
    'no-restricted-globals': ['error', ...PAGE_GLOBALS.map((name) => ({ name, message: SEAM_MESSAGE }))],
    // The same globals reached through the global object.
    'no-restricted-properties': [
      'error',
      ...['globalThis', 'self'].flatMap((object) =>
        PAGE_GLOBALS.map((property) => ({ object, property, message: SEAM_MESSAGE })),
      ),
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      // Every other build folder: dist-soak, dist-sourcemaps, the bench's dist-bench-bare, a host's dist-minigame.
      'dist-*',
      'node_modules',
      'coverage',
      'playwright-report',
      'test-results',
      'scratch',
      'packages',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...layerRules,
  runtimeSeam,
  { files: ['**/*.js'], languageOptions: { globals: { ...globals.node } } },
  // The DOM-less harness (issue 13): a page script and a Web Worker's, plain scripts served as they are.
  { files: ['tests/minigame/harness.js'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['tests/minigame/wxWorker.js', 'tests/minigame/openDataWx.js', 'tests/minigame/workerThread.js'],
    languageOptions: { globals: { ...globals.worker } },
  },
);
