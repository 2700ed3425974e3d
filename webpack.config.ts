import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import type { Compiler, Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

type Argv = { mode?: 'development' | 'production' };

/** Records which files each entry and each lazy route loads, for scripts/bundle-budget.ts. */
class ChunkGroupReportPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('ChunkGroupReportPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        chunkGroups: true,
        chunks: true,
        chunkModules: true,
        // The modules inside a concatenated one too (stats hides them by default), so that the budget's
        // checks see every module that a file holds.
        nestedModules: true,
        dependentModules: true,
        chunkModulesSpace: Infinity,
        nestedModulesSpace: Infinity,
        ids: true,
      });
      const groups = Object.fromEntries(
        Object.entries(json.namedChunkGroups ?? {}).map(([name, group]) => [
          name,
          (group.assets ?? []).map((asset) => asset.name).filter((file) => file.endsWith('.js')),
        ]),
      );
      const modulesByFile = Object.fromEntries(
        (json.chunks ?? []).flatMap((chunk) =>
          (chunk.files ?? [])
            .filter((file) => file.endsWith('.js'))
            .map((file) => [
              file,
              (chunk.modules ?? []).flatMap((m) => [
                m.name ?? '',
                ...(m.modules ?? []).map((n) => n.name ?? ''),
              ]),
            ]),
        ),
      );
      // Each named chunk's own files: lazily loaded chunks are named by id (`chunkFilename`), so this is where
      // a name (the `webpackChunkName` of a route or a widget) leads to its file.
      const named = Object.fromEntries(
        (json.chunks ?? []).flatMap((chunk) =>
          (chunk.names ?? []).map((name) => [
            name,
            (chunk.files ?? []).filter((file) => file.endsWith('.js')),
          ]),
        ),
      );
      fs.mkdirSync(path.resolve(__dirname, '.cache'), { recursive: true });
      fs.writeFileSync(
        path.resolve(__dirname, '.cache/build-report.json'),
        JSON.stringify({ groups, named, modulesByFile }, null, 1),
      );
    });
  }
}

const compressible = /\.(js|css|html|svg|json|txt|webmanifest|ttf)$/;

/** Values both compilations see the same, so the prerendered HTML and the browser's first render agree. */
const sharedDefinitions = () =>
  new webpack.DefinePlugin({ 'process.env.BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) });

const typescriptRule = (production: boolean, refresh: boolean) => ({
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: { react: { runtime: 'automatic', development: !production, refresh } },
      },
      // ES modules out, so webpack can tree-shake MUI and the icons.
      module: { type: 'es6' },
    },
  },
});

const assetRule = (emit: boolean) => ({
  test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i,
  type: 'asset/resource' as const,
  generator: { emit },
});

/** The certificate's fonts: subset TrueType files made at build time (scripts/font-subsets-loader.ts). */
const fontSubsetsRule = (emit: boolean) => ({
  test: /\.subsets$/,
  type: 'javascript/auto' as const,
  use: { loader: path.resolve(__dirname, 'scripts/font-subsets-loader.ts'), options: { emit } },
});

/**
 * The route table declares each lazy page's chunk name once (`page('route-x', () => import(…))`);
 * scripts/route-chunks-loader.ts writes it into the import, before the TypeScript loader runs.
 */
const routeChunksRule = {
  test: /src[\\/]app[\\/]route-table\.tsx$/,
  enforce: 'pre' as const,
  use: { loader: path.resolve(__dirname, 'scripts/route-chunks-loader.ts') },
};

/**
 * The page renderer for the prerender step (renderer/prerender.ts): the same sources, loaders and asset
 * names as the browser bundle, built for Node. Packages stay outside the bundle and load from node_modules.
 */
function prerenderConfig(): Configuration {
  return {
    name: 'prerender',
    mode: 'production',
    target: 'node20',
    entry: { 'prerender-page': './renderer/page/prerender-page.tsx' },
    output: {
      path: path.resolve(__dirname, '.cache/prerender'),
      publicPath: '/',
      filename: '[name].cjs',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      library: { type: 'commonjs2' },
      clean: true,
    },
    devtool: false,
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: { '@': path.resolve(__dirname, 'src') },
    },
    externalsPresets: { node: true },
    externals: [
      ({ request }, callback) => {
        const bundled =
          !request || request.startsWith('.') || request.startsWith('@/') || path.isAbsolute(request);
        if (bundled) callback();
        else callback(undefined, `commonjs ${request}`);
      },
    ],
    module: { rules: [typescriptRule(true, false), assetRule(false), fontSubsetsRule(false)] },
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [sharedDefinitions(), new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    stats: 'errors-warnings',
  };
}

/**
 * The chunks every page loads at start: the entry and the app it imports after the first paint. Only their
 * packages go into the long-cached framework and MUI chunks (a route's own MUI parts stay with the route).
 */
/**
 * The console's Data Grid memoizes through Base UI's utilities, which import reselect's lruMemoize and
 * createSelectorCreator. reselect is one module in the framework chunk every page loads, tree-shaken to
 * what Redux Toolkit uses: imported there by the grid too, it kept those exports and every page's first
 * load grew by 0.5 KB. Base UI gets its own copy (the package's other build of the same code), which only
 * the lazily loaded chunks that use Base UI carry.
 */
const consoleOwnReselect = {
  test: /[\\/]node_modules[\\/]@base-ui[\\/]utils[\\/]/,
  resolve: {
    alias: { reselect$: path.resolve(__dirname, 'node_modules/reselect/dist/reselect.legacy-esm.js') },
  },
};

/**
 * The console's course editor is the one form with a list of fields (useFieldArray, useWatch) and a yup
 * array: imported from the packages' module builds, those exports would join the copies that /contact and
 * the console's first load share (tree-shaking keeps what any chunk uses), and both grew by 1-2 KB for a
 * screen only course authors open. The editor takes the packages' other builds instead, whole, in its own
 * lazily loaded chunk.
 */
const courseEditorOwnForms = {
  test: /[\\/]src[\\/]features[\\/]admin[\\/](player-courses-model\.ts|routes[\\/]player-course-page\.tsx)$/,
  resolve: {
    alias: {
      'react-hook-form$': path.resolve(__dirname, 'node_modules/react-hook-form/dist/index.cjs.js'),
      yup$: path.resolve(__dirname, 'node_modules/yup/index.js'),
    },
  },
};

const startupChunks = (chunk: { name?: string | null }) => chunk.name === 'main' || chunk.name === 'app';

const reactRouterProduction = {
  'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
  'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
};

/**
 * MUI's createTheme and ThemeProvider also carry the CSS-variables machinery (createThemeWithVars,
 * CssVarsProvider, InitColorSchemeScript: about 80 KB of source in every page's first load) for themes that
 * set `cssVariables` or `colorSchemes`. This theme sets neither, and for such a theme both hand over to their
 * no-variables halves, which the browser bundle therefore uses directly. MUI imports these files by relative
 * path, so they are swapped where they resolve. If MUI moves them, the build fails on the missing file;
 * scripts/bundle-budget.ts fails if the machinery comes back into the first load.
 */
const muiStyles = path.resolve(__dirname, 'node_modules/@mui/material/styles');
const muiWithoutCssVariables = (
  [
    [/@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/, 'createThemeNoVars.mjs'],
    [/@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/, 'ThemeProviderNoVars.mjs'],
  ] as const
).map(([pattern, noVars]) => {
  const target = path.join(muiStyles, noVars);
  if (!fs.existsSync(target)) throw new Error(`webpack.config.ts: MUI no longer has styles/${noVars}`);
  return new webpack.NormalModuleReplacementPlugin(
    pattern,
    (resource: { createData?: { resource?: string } }) => {
      if (resource.createData?.resource) resource.createData.resource = target;
    },
  );
});

type WebConfiguration = Configuration & { devServer?: DevServerConfiguration };

export default (_env: unknown, argv: Argv): WebConfiguration | WebConfiguration[] => {
  const production = argv.mode === 'production';
  const serving = process.env.WEBPACK_SERVE === 'true';
  const browser = browserConfig(production, serving);
  return production && !serving ? [browser, prerenderConfig()] : browser;
};

function browserConfig(production: boolean, serving: boolean): WebConfiguration {
  return {
    name: 'browser',
    mode: production ? 'production' : 'development',
    // The hidden-frame sign-in renew page is its own tiny entry, so it never loads the app.
    entry: { main: './src/app/boot/entry.ts', 'silent-renew': './src/features/auth/silent-renew.ts' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      // Lazily loaded chunks are named by id: the runtime, part of every first load, then holds no table of
      // chunk names (0.5 KB gzip). Which files hold which chunk is in .cache/build-report.json.
      chunkFilename: production ? 'assets/[id].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    // Source maps are for development only: none ship among the served files.
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        '@': path.resolve(__dirname, 'src'),
        // React Router's package exports only its development build (warnings and checks that cost bytes
        // and main-thread time); the production build it ships beside it is what a production page runs.
        ...(production ? reactRouterProduction : {}),
        // fontkit decodes WOFF2 with a Brotli decompressor (about 60 KB gzip); the certificate hands it only
        // TrueType files it made at build time, so the decoder would never run.
        'brotli/decompress.js$': false,
      },
    },
    module: {
      rules: [
        routeChunksRule,
        typescriptRule(production, serving && !production),
        assetRule(true),
        fontSubsetsRule(true),
        consoleOwnReselect,
        courseEditorOwnForms,
      ],
    },
    optimization: {
      runtimeChunk: 'single',
      // Licence banners stay in the bundles; no separate .LICENSE.txt files are served.
      minimizer: [
        new TerserPlugin({
          extractComments: false,
          // A second compress pass inlines and drops what the first pass exposed: smaller first-load JS.
          terserOptions: { compress: { passes: 2 } },
        }),
      ],
      moduleIds: 'deterministic',
      splitChunks: {
        chunks: 'all',
        // A route's code comes in a few files rather than many small shared ones: on a phone each file costs a
        // round trip on a busy connection, and the first view waits for all of them (Lighthouse on /c: 8 files,
        // LCP 3.06 s; 4 files, 2.71-2.87 s). Modules two routes share are then sometimes in both routes' files.
        minSize: 50_000,
        cacheGroups: {
          // The framework every route needs changes rarely: one long-cached chunk.
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs|redux|react-redux|redux-persist|immer|reselect)[\\/]/,
            name: 'framework',
            priority: 30,
            chunks: startupChunks,
          },
          mui: {
            test: /[\\/]node_modules[\\/](@mui|@emotion|@babel[\\/]runtime|stylis|react-transition-group|@popperjs|clsx|prop-types|react-is|hoist-non-react-statics)[\\/]/,
            name: 'mui',
            priority: 20,
            chunks: startupChunks,
          },
          // IconButton comes with every Alert (its close button) and so with most routes' own files, though no
          // startup chunk uses it any more (the header's menu button is a plain button): one copy in the
          // long-cached MUI chunk, rather than a copy in each of nine routes' files.
          muiShared: {
            test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/]IconButton[\\/]/,
            name: 'mui',
            priority: 25,
            chunks: 'all',
            enforce: true,
          },
          // The company console's code in files of its own: shared with the public routes' chunks, its MUI parts
          // (menus, dialogs, tables) changed how those routes' own files were split, and /c, /contact and the
          // player each loaded 1-2 KB more. Taken out of the console's chunk only, the public routes split as
          // before; the console loads its copies (the text field parts and IconButton stay in their one file).
          console: {
            chunks: (chunk: { name?: string | null }) => chunk.name === 'route-admin',
            name: 'route-admin-code',
            priority: 12,
            enforce: true,
          },
          // MUI's text field parts, which the pages with a field share (the lists' search boxes, the contact,
          // newsletter and certificate check forms, the dialogs' forms): one file, loaded once. Left to the
          // size rule they were split by which pages use each part, and a part that a different set of pages
          // used (FormControl, FormLabel) was copied into each of those pages' own files. The hooks a switch or
          // a checkbox shares with them (useFormControl, MUI's utils) stay out, so a page with no text field
          // never loads this file.
          muiFields: {
            test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/](FormLabel|FormHelperText|InputBase|InputLabel|OutlinedInput|TextareaAutosize|InputAdornment|FormControl[\\/](FormControl|formControlClasses)\.mjs$)/,
            name: 'mui-fields',
            priority: 15,
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    plugins: [
      sharedDefinitions(),
      ...muiWithoutCssVariables,
      new HtmlWebpackPlugin({
        template: './public/index.html',
        scriptLoading: 'defer',
        excludeChunks: ['silent-renew'],
      }),
      new HtmlWebpackPlugin({
        filename: 'auth/silent-renew.html',
        chunks: ['silent-renew'],
        scriptLoading: 'defer',
        templateContent:
          '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Signing in</title></head><body></body></html>',
      }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
      ...(production
        ? [
            new CompressionPlugin({ test: compressible, algorithm: 'gzip', filename: '[path][base].gz' }),
            new CompressionPlugin({
              test: compressible,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              compressionOptions: {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
              } as zlib.ZlibOptions,
            }),
          ]
        : []),
      ...(production ? [new ChunkGroupReportPlugin()] : []),
      ...(serving && !production ? [new ReactRefreshWebpackPlugin({ overlay: false })] : []),
    ],
    devServer: {
      port: 8080,
      host: 'localhost',
      hot: true,
      historyApiFallback: {
        rewrites: [{ from: /^\/auth\/silent-renew(\?.*)?$/, to: '/auth/silent-renew.html' }],
      },
      static: { directory: path.resolve(__dirname, 'public'), watch: true },
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
    },
    stats: production ? 'normal' : 'minimal',
  };
}
