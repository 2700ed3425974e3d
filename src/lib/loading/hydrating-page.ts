import { createContext } from 'react';

/**
 * True where the browser hydrates a page the build prerendered (`src/app/boot/start.tsx` provides it). A
 * StaticPart (`static-part.tsx`) keeps its prerendered HTML only there: in Node, in a page the browser renders
 * itself and in tests it renders its children. Apart from StaticPart, so that the start-up, which provides
 * it, does not carry the part's code to the pages that have none.
 */
export const HydratingPrerenderedPage = createContext(false);
