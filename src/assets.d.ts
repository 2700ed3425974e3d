/**
 * A list of font subsets (src/lib/pdf-names/name-fonts.subsets): webpack makes each one a TrueType file at
 * build time and the import gives, per face, its id, its address, the code points it holds and whether its
 * script needs shaping (webpack.config.ts, scripts/font-subsets-loader.ts).
 */
declare module '*.subsets' {
  const faces: readonly {
    id: string;
    url: string;
    ranges: readonly (readonly [first: number, last: number])[];
    shaping: boolean;
  }[];
  export default faces;
}
