// The types of vite-plugin-pwa's `virtual:pwa-register` (src/app/webAppUpdates.ts).
/// <reference types="vite-plugin-pwa/vanillajs" />
