/** Font files imported for their address: webpack emits them as assets (webpack.config.ts). */
declare module '*.woff' {
  const url: string;
  export default url;
}
