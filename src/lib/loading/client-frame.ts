import { createContext, useContext } from 'react';

/**
 * True while the build renders a client-only route's frame (`frame: true` in the route table): the page as it
 * shows before the browser has read its address. A page reads it to leave out what the address decides (an
 * id in a field, the answer for that id) and show where it will go instead (a skeleton of the same size).
 * The browser renders over the frame and never sets it.
 */
const ClientFrameContext = createContext(false);

/** Provides `useClientFrame`'s answer to a tree (the renderer's frame of a route). */
export const ClientFrame = ClientFrameContext.Provider;

/** Whether this render is a route's frame, whose address is not known yet. */
export const useClientFrame = (): boolean => useContext(ClientFrameContext);
