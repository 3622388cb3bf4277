import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Writes the entry's stylesheets into index.html as <style>: the static home shell then paints with
 * the HTML alone, without waiting for a render-blocking request. Each <link> stays, disabled (never
 * fetched), so Vite's chunk loader sees the file as present and does not load it a second time.
 */
function inlineEntryStylesheets(): Plugin {
  return {
    name: 'ficha-inline-entry-stylesheets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/m\/(assets\/[^"]+\.css)"[^>]*>/g,
          (link, file) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') return link;
            return `${link.replace(/>$/, ' disabled>')}\n    <style>${String(asset.source)}</style>`;
          },
        );
      },
    },
  };
}

const routerDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

/**
 * Starts the app's JavaScript after the static shell's first frame instead of during the HTML's
 * parse. The shell (and the server-written first banner) then paints from the HTML alone, and a
 * slow phone's first paint no longer waits behind the download of the whole entry; the entry and its
 * imports are requested one frame later, preloads included. A hidden tab draws no frame: it starts at once.
 */
function startAfterFirstFrame(): Plugin {
  return {
    name: 'ficha-start-after-first-frame',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) return html;
        const preloads: string[] = [];
        const rest = html
          .replace(entry[0], '')
          .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
            preloads.push(href);
            return '';
          });
        const start = `<script>
      (() => {
        const start = () => {
          for (const href of ${JSON.stringify(preloads)}) {
            const link = document.createElement('link');
            Object.assign(link, { rel: 'modulepreload', crossOrigin: '', href });
            document.head.append(link);
          }
          const script = document.createElement('script');
          Object.assign(script, { type: 'module', crossOrigin: '', src: ${JSON.stringify(entry[1])} });
          document.head.append(script);
        };
        if (document.visibilityState === 'hidden') start();
        else requestAnimationFrame(() => setTimeout(start));
      })();
    </script>`;
        return rest.replace('</body>', `  ${start}\n  </body>`);
      },
    },
  };
}

// /lotto: the lottery's calls (/lotto/lgw member gateway, /lotto/api/v1 frame).
const PROXIED_PREFIXES = ['/wps', '/lgw', '/lotto', '/static', '/healthz', '/docs'];

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, '.', '');
  const apiTarget = `http://127.0.0.1:${env.FICHA_API_PORT ?? '8080'}`;

  return {
    // The site lives under /m (spec section 2: "All routes start with /m").
    base: '/m/',
    resolve: {
      tsconfigPaths: true,
      // React Router's package exports only its development build (warnings and invariant texts,
      // about 2 kB more on every page); a production bundle takes the production build beside it.
      alias:
        mode === 'production'
          ? [{ find: /^react-router$/, replacement: path.resolve(routerDir, 'dist/production/index.mjs') }]
          : [],
    },
    server: {
      proxy: Object.fromEntries(PROXIED_PREFIXES.map((prefix) => [prefix, { target: apiTarget }])),
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // scripts/bench.ts reads it to measure what the home route loads.
      manifest: true,
      rolldownOptions: {
        treeshake: {
          // The contract builds its zod schemas at module level; the bundler cannot prove those calls
          // pure and would ship all of zod (about 27 kB gzipped) for a few constants and
          // decodeServicePath. The contract's modules are declarations only, so unused ones may go.
          moduleSideEffects: [{ test: /packages\/(contract|games)\/src\//, sideEffects: false }],
        },
      },
    },
    plugins: [
      react(),
      inlineEntryStylesheets(),
      startAfterFirstFrame(),
      VitePWA({
        registerType: 'prompt',
        // Registration is imported lazily after first paint (features/pwa) so the home page stays light.
        injectRegister: false,
        scope: '/m/',
        manifest: {
          name: 'Ficha',
          short_name: 'Ficha',
          description: 'Ficha',
          id: '/m/',
          scope: '/m/',
          start_url: '/m/',
          display: 'standalone',
          orientation: 'portrait',
          lang: 'pt-BR',
          background_color: '#0a0e1a',
          theme_color: '#0d1322',
          icons: [
            { src: '/static/demo/ficha-app-icon.svg', sizes: '192x192', type: 'image/svg+xml' },
            {
              src: '/static/demo/ficha-app-icon-maskable.svg',
              sizes: '512x512',
              type: 'image/svg+xml',
              purpose: 'maskable',
            },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
          // Offline shell: any navigation inside the scope gets the app shell; the API is never cached.
          navigateFallback: '/m/index.html',
          navigateFallbackDenylist: [/^\/(wps|lgw|lotto|static|healthz|docs)(\/|$)/],
          runtimeCaching: [
            {
              urlPattern: ({ url }) => url.pathname.startsWith('/static/'),
              handler: 'StaleWhileRevalidate',
              options: {
                cacheName: 'ficha-static',
                expiration: { maxEntries: 120, maxAgeSeconds: 7 * 24 * 3600 },
              },
            },
          ],
        },
      }),
    ],
  };
});
