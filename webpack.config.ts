import path from 'node:path';
import zlib from 'node:zlib';

import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

type Argv = { mode?: 'development' | 'production' };

const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;

export default (_env: unknown, argv: Argv): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode === 'production';
  const serving = process.env.WEBPACK_SERVE === 'true';

  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    // Source maps are for development only: none ship among the served files.
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: { '@': path.resolve(__dirname, 'src') },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2022',
                transform: {
                  react: { runtime: 'automatic', development: !production, refresh: serving && !production },
                },
              },
              // ES modules out, so webpack can tree-shake MUI and the icons.
              module: { type: 'es6' },
            },
          },
        },
        { test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i, type: 'asset/resource' },
      ],
    },
    optimization: {
      runtimeChunk: 'single',
      // Licence banners stay in the bundles; no separate .LICENSE.txt files are served.
      minimizer: [new TerserPlugin({ extractComments: false })],
      moduleIds: 'deterministic',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // The framework every route needs changes rarely: one long-cached chunk.
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs|redux|react-redux|redux-persist|immer|reselect)[\\/]/,
            name: 'framework',
            priority: 30,
            chunks: 'initial',
          },
          mui: {
            test: /[\\/]node_modules[\\/](@mui|@emotion|@babel[\\/]runtime|stylis|react-transition-group|@popperjs|clsx|prop-types|react-is|hoist-non-react-statics)[\\/]/,
            name: 'mui',
            priority: 20,
            chunks: 'initial',
          },
        },
      },
    },
    performance: { hints: false },
    plugins: [
      new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer' }),
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
      ...(serving && !production ? [new ReactRefreshWebpackPlugin({ overlay: false })] : []),
    ],
    devServer: {
      port: 8080,
      host: 'localhost',
      hot: true,
      historyApiFallback: true,
      static: { directory: path.resolve(__dirname, 'public'), watch: true },
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
    },
    stats: production ? 'normal' : 'minimal',
  };
};
